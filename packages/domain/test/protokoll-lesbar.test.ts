// The Protokoll as people read it (issue 28 point 10): only the changed fields, German labels and values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aenderungen, feldname, wertText, zielLesbar } from '../src/protokoll-lesbar';

describe('Protokoll lesbar', () => {
  it.each([
    [{ rolle: 'sachbearbeitung' }, { rolle: 'leitung' }, [['Rolle', 'Sachbearbeitung', 'Leitung']]],
    [{ status: 'aktiv' }, { status: 'deaktiviert' }, [['Status', 'aktiv', 'deaktiviert']]],
    [
      null,
      { email: 'a@b.de', name: 'Anna' },
      [
        ['E-Mail-Adresse', '–', 'a@b.de'],
        ['Name', '–', 'Anna'],
      ],
    ],
    [
      { status: 'aktiv', rolle: 'leitung' },
      { status: 'aktiv', rolle: 'sachbearbeitung' },
      [['Rolle', 'Leitung', 'Sachbearbeitung']],
    ],
    [
      { ergebnis: null },
      { ergebnis: 'passed', am: '2026-10-05' },
      [
        ['Ergebnis', '–', 'bestanden'],
        ['Am', '–', '05.10.2026'],
      ],
    ],
    [
      { stand: { zugelassen: false } },
      { stand: { zugelassen: true } },
      [['Stand › Zugelassen', 'nein', 'ja']],
    ],
    [{ module: ['wp'] }, { module: ['wp', 'st'] }, [['Module', 'wp', 'wp, st']]],
    [{ neuesFeld: 3 }, { neuesFeld: 1200 }, [['Neues Feld', '3', '1.200']]],
    [{ a: 1 }, { a: 1 }, []],
    [null, null, []],
    ['text', 'anders', [['Wert', 'text', 'anders']]],
  ])('%j → %j lists %j', (vorher, nachher, erwartet) => {
    expect(aenderungen(vorher, nachher).map((a) => [a.feld, a.vorher, a.nachher])).toEqual(erwartet);
  });

  it('leaves out technical ids, which the row names by person and candidate already', () => {
    // The admission draft's row (entwuerfe.ts) and an assignment's (fall.ts), as the journey found them.
    const entwurf = {
      entwurf: '78f396ae-e45b-4d75-8143-c099d9cbc1c4',
      art: 'antrag',
      fall: '5970608d-6b5d-4da6-a647-3ea7ac192abf',
      eingabe: { entscheidung: 'zulassen', datum: '2026-11-28' },
    };
    expect(aenderungen(null, entwurf).map((a) => a.feld)).toEqual([
      'Art',
      'Eingabe › Entscheidung',
      'Eingabe › Datum',
    ]);
    const staffId = 'e1d2fa96-10c4-499b-9365-babad3bcbde7';
    expect(aenderungen(null, { halter: 'Jörg Weiß', staffId })).toEqual([
      { feld: 'Halter', vorher: '–', nachher: 'Jörg Weiß' },
    ]);
    expect(aenderungen({ dokumente: [staffId] }, { dokumente: [staffId, staffId] })).toEqual([]);
    expect(aenderungen({ x: 'kein-uuid' }, { x: 'anders' })).toHaveLength(1);
  });

  it('labels known keys in German and spells unknown ones out', () => {
    expect(feldname('gueltigBis')).toBe('Gültig bis');
    expect(feldname('identitaetGeprueft')).toBe('Identitätsprüfung');
    expect(feldname('osUser')).toBe('Benutzer (Betriebssystem)');
    expect(feldname('verfahren.weitereAngabe')).toBe('Verfahren › Weitere Angabe');
  });

  it('shows instants in Berlin time and leaves other text as written', () => {
    expect(wertText('2026-10-05T08:00:00.000Z')).toBe('05.10.2026 10:00');
    expect(wertText('Modul WP')).toBe('Modul WP');
    expect(wertText('')).toBe('–');
    expect(wertText({ x: 1 })).toBe('{"x":1}');
  });

  it.each([
    ['Modul WP 2/2027, CSV-Zeile 3', 'Anna Albers', 'Modul WP 2/2027, CSV-Zeile 3 – Anna Albers'],
    ['Modul WP 2/2027, CSV-Zeile 3', null, 'Modul WP 2/2027, CSV-Zeile 3'],
    ['WP-3F2A-9C1B-7D4E', 'Anna Albers', 'WP-3F2A-9C1B-7D4E'],
    [null, 'Anna Albers', 'Anna Albers'],
    // A draft's target is its action's key (issue 28 point 14: the journey found it shown raw).
    ['antrag.zulassen', 'Albers, Anna', 'Zulassung'],
    ['triftigerGrund.entscheiden', null, 'Triftiger Grund entschieden'],
    ['constructor', null, 'constructor'],
    [null, null, ''],
  ])('reads the target %j with %j as %j', (ziel, name, erwartet) => {
    expect(zielLesbar(ziel, name)).toBe(erwartet);
  });

  it('a field is listed exactly when its value differs (property)', () => {
    const wert = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 5 }));
    const objekt = fc.dictionary(fc.constantFrom('status', 'rolle', 'name', 'am', 'x'), wert);
    fc.assert(
      fc.property(objekt, objekt, (vorher, nachher) => {
        const liste = aenderungen(vorher, nachher);
        const schluessel = new Set([...Object.keys(vorher), ...Object.keys(nachher)]);
        const verschieden = [...schluessel].filter(
          (k) => JSON.stringify(vorher[k] ?? null) !== JSON.stringify(nachher[k] ?? null),
        );
        expect(liste.map((a) => a.feld).sort()).toEqual(verschieden.map(feldname).sort());
        expect(aenderungen(vorher, vorher)).toEqual([]);
      }),
    );
  });
});
