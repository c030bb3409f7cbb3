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
