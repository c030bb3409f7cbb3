// The legal checklist (issue 26 point 2), written from the rules document (R-11… …R-64,
// ) and the wizard's upload lists – not from rules/pruefliste.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fehlendeNachweise,
  NACHWEIS_LISTEN,
  prueflisteAusPayload,
  zulassungPunkte,
} from '../src/rules/pruefliste';
import { leereEignung } from '../src/schemas/eignung';
import { leereZulassung, type ZulassungEntwurf } from '../src/schemas/zulassung';

const datei = (name: string) => [{ documentId: name, originalFileName: `${name}.pdf` }];

/** A WP application with a degree, fully proven Tätigkeit, full exam, CV attached. */
function wp(aenderung: (z: ZulassungEntwurf) => void = () => {}) {
  const z = leereZulassung('1/2027');
  z.wp = true;
  z.vorbildung.hochschulstudium = true;
  z.taetigkeit.taetigkeit = 1;
  z.verkuerzung.vollPruefung = true;
  z.bishierigeZulassungen.art = 1;
  aenderung(z);
  return z;
}

const mitDateien = (z: object, listen: string[]) => ({
  ...z,
  dateien: Object.fromEntries(listen.map((l) => [l, datei(l)])),
});

const tabelle = (payload: unknown, art: 'WP' | 'EIGNUNG' = 'WP') =>
  prueflisteAusPayload(art, payload).map((p) => [p.key, p.regel, p.nachweise.join('+'), p.vorhanden]);

describe('Prüfliste of a WP application (R-11…R-14)', () => {
  it('degree and fully proven Tätigkeit: CV, modules, degree certificate, employer proof', () => {
    expect(tabelle(mitDateien(wp(), ['lebenslauf', 'zeugnis', 'agbescheinigung2']))).toEqual([
      ['lebenslauf', 'R-13', 'lebenslauf', true],
      ['module', 'R-14', '', true],
      ['vorbildung.hochschulstudium', 'R-11', 'zeugnis', true],
      ['taetigkeit', 'R-12', 'agbescheinigung2', true],
    ]);
  });

  it('§ 8a (R-56, R-12 § 9 (6)): the shortening proof is a point; missing it is named', () => {
    const z = wp((z) => {
      z.vorzeitigeZulassung = 6;
      z.taetigkeit.taetigkeit = 2;
      z.verkuerzung = { ...z.verkuerzung, vollPruefung: false, par8a: true };
      z.wp = true;
    });
    const punkte = prueflisteAusPayload('WP', mitDateien(z, ['lebenslauf', 'zeugnis', 'agbescheinigung2']));
    const par8a = punkte.find((p) => p.key === 'verkuerzung.par8a');
    expect(par8a).toMatchObject({ regel: 'R-56', nachweise: ['verkuerzungbescheinigung'], vorhanden: false });
    expect(par8a?.bezeichnung).toContain('Wirtschaftsrecht');
    expect(fehlendeNachweise(punkte).map((p) => p.key)).toEqual(['verkuerzung.par8a']);
  });

  it('five-year experience and 15 years as StB (R-11, R-12) name their own proofs', () => {
    const z = wp((z) => {
      z.vorbildung = { ...z.vorbildung, hochschulstudium: false, fuenfjaehrigeBerufserfahrung: true };
      z.taetigkeit = { taetigkeit: 0, berufserfahrung: 1 };
    });
    expect(tabelle(z).map(([key, , nachweis, da]) => [key, nachweis, da])).toEqual([
      ['lebenslauf', 'lebenslauf', false],
      ['module', '', true],
      ['vorbildung.fuenfjaehrigeBerufserfahrung', 'stbescheinigung', false],
      ['berufserfahrung', 'stbescheinigung2', false],
    ]);
  });

  it('§ 13 and § 13b shortening (R-56) are one point each', () => {
    const z = wp((z) => {
      z.verkuerzung = { ...z.verkuerzung, vollPruefung: false, par131: true, par13b2: true };
    });
    const keys = prueflisteAusPayload('WP', z).map((p) => p.key);
    expect(keys).toContain('verkuerzung.par13');
    expect(keys).toContain('verkuerzung.par13b');
    expect(keys).not.toContain('verkuerzung.par8a');
  });

  it('a second admission (§ 22 (2)): no Vorbildung, attempts and six years to check (R-62, R-63)', () => {
    const z = wp((z) => {
      z.bishierigeZulassungen = { art: 2, datumNichtBestanden1: '2024-03-01', datumNichtBestanden2: '' };
    });
    expect(tabelle(z).map(([key, regel]) => [key, regel])).toEqual([
      ['lebenslauf', 'R-13'],
      ['module', 'R-14'],
      ['taetigkeit', 'R-12'],
      ['versuche', 'R-63'],
      ['sechsJahre', 'R-62'],
    ]);
  });

  it('a Nachteilsausgleich request needs its certificate (R-85)', () => {
    const z = wp((z) => {
      z.kontaktdaten.behinderung = true;
    });
    expect(prueflisteAusPayload('WP', z).at(-1)).toMatchObject({
      key: 'nachteilsausgleich',
      nachweise: ['attest'],
      vorhanden: false,
    });
  });

  it('an unreadable payload still yields the base points', () => {
    expect(prueflisteAusPayload('WP', 'kaputt').map((p) => p.key)).toEqual(['lebenslauf', 'module']);
  });
});

describe('Prüfliste of an aptitude-test application (R-100, R-64)', () => {
  it('three proofs; an earlier failure adds the attempts', () => {
    const e = leereEignung('1/2027');
    e.bishierigeZulassungenEP.art = 2;
    e.verkuerzungEP.verkuerzung4 = true;
    expect(tabelle(mitDateien(e, ['nachweise', 'zeugnis']), 'EIGNUNG')).toEqual([
      ['eignung.nachweise', 'R-100', 'nachweise', true],
      ['eignung.zeugnis', 'R-100', 'zeugnis', true],
      ['eignung.wahlfach', 'R-100', 'wahlfach', false],
      ['eignung.verkuerzung4', 'R-100', 'zeugnis', true],
      ['versuche', 'R-64', '', true],
    ]);
  });
});

describe('Prüfliste properties', () => {
  const flag = fc.boolean();
  const zulassungArb = fc
    .record({
      hochschulstudium: flag,
      zehnjaehrigeTaetigkeit: flag,
      fuenfjaehrigeBerufserfahrung: flag,
      taetigkeit: fc.constantFrom(0, 1, 2, 3),
      berufserfahrung: fc.constantFrom(0, 1, 2),
      par8a: flag,
      par131: flag,
      par13b1: flag,
      par13b2: flag,
      bisherige: fc.constantFrom(1, 2, 3),
      behinderung: flag,
      listen: fc.subarray([...NACHWEIS_LISTEN.WP]),
    })
    .map((r) => {
      const z = leereZulassung('1/2027');
      z.vorbildung = { ...z.vorbildung, ...r, fuenfjaehrigeBerufserfahrungArt: 0 };
      z.taetigkeit = { taetigkeit: r.taetigkeit as 0, berufserfahrung: r.berufserfahrung as 0 };
      z.verkuerzung = {
        ...z.verkuerzung,
        par8a: r.par8a,
        par131: r.par131,
        par13b1: r.par13b1,
        par13b2: r.par13b2,
      };
      z.bishierigeZulassungen.art = r.bisherige as 1;
      z.kontaktdaten.behinderung = r.behinderung;
      return { z, r };
    });

  it('every evidence is an upload list of the wizard of that kind', () => {
    fc.assert(
      fc.property(zulassungArb, ({ z }) => {
        for (const p of zulassungPunkte(z, () => 0))
          for (const liste of p.nachweise) expect(NACHWEIS_LISTEN.WP).toContain(liste);
      }),
      { numRuns: 200, seed: 26 },
    );
  });

  it('a path not chosen asks for no proof, and a proof is present exactly when its lists hold files', () => {
    fc.assert(
      fc.property(zulassungArb, ({ z, r }) => {
        const punkte = prueflisteAusPayload('WP', mitDateien(z, r.listen));
        const keys = punkte.map((p) => p.key);
        const erst = r.bisherige === 1;
        expect(keys.includes('vorbildung.hochschulstudium')).toBe(erst && r.hochschulstudium);
        expect(keys.includes('vorbildung.zehnjaehrigeTaetigkeit')).toBe(erst && r.zehnjaehrigeTaetigkeit);
        expect(keys.includes('taetigkeit')).toBe(r.taetigkeit !== 0);
        expect(keys.includes('berufserfahrung')).toBe(r.berufserfahrung !== 0);
        expect(keys.includes('verkuerzung.par8a')).toBe(r.par8a);
        expect(keys.includes('verkuerzung.par13')).toBe(r.par131);
        expect(keys.includes('verkuerzung.par13b')).toBe(r.par13b1 || r.par13b2);
        expect(keys.includes('versuche')).toBe(!erst);
        expect(keys.includes('nachteilsausgleich')).toBe(r.behinderung);
        expect(new Set(keys).size).toBe(keys.length);
        for (const p of punkte)
          expect(p.vorhanden).toBe(p.nachweise.every((l) => (r.listen as string[]).includes(l)));
      }),
      { numRuns: 300, seed: 2602 },
    );
  });
});
