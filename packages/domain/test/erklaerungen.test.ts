// The declaration registry (decision 0025) is complete and consistent: every spec §3 event kind once,
// unique keys and stored names, and every kind with its receipt title and file name.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ERKLAERUNG_KEYS,
  ERKLAERUNGEN,
  type ErklaerungKey,
  erklaerungZuVorgang,
  UNBENUTZTE_EREIGNISART,
} from '../src/erklaerungen/index';
import { erklaerung, type Erklaerungsdefinition } from '../src/erklaerungen/erklaerung';
import { messages } from '../src/messages';
import { kandidatTexte } from '../src/messages-pruefungsstelle-kandidat';
import type { Erklaerung } from '../src/rules/fees';

const definitionen = ERKLAERUNG_KEYS.map((key) => ERKLAERUNGEN[key]);

describe('declaration registry', () => {
  it('files every kind under its own key', () => {
    for (const key of ERKLAERUNG_KEYS) expect(ERKLAERUNGEN[key].key).toBe(key);
  });

  it('names every spec §3 event kind once; 15 is defined but not used', () => {
    const nummern = definitionen.flatMap((d) => [...d.ereignisarten]);
    expect(new Set(nummern).size).toBe(nummern.length);
    expect([...nummern, UNBENUTZTE_EREIGNISART].sort((x, y) => x - y)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16,
    ]);
  });

  it.each([
    ['ruecknahme', [2]],
    ['anmeldung', [3]],
    ['abmeldung', [4]],
    ['verschiebung', [5]],
    ['anrechnung', [6]],
    ['modulruecktritt', [7, 8]],
    ['gesamtruecktritt', [9]],
    ['kontaktdaten', [10]],
    ['eignungRuecknahme', [13]],
    ['eignungRuecktritt', [14]],
    ['kontaktdatenEignung', [16]],
    ['zulassungsantrag', []],
    ['eignungAntrag', []],
    ['triftigerGrund', []],
    ['triftigerGrundEignung', []],
  ] as const)('%s has the event kinds %j', (key, nummern) => {
    expect(ERKLAERUNGEN[key].ereignisarten).toEqual(nummern);
  });

  it('keeps one stored name per kind, as the declarations table has them', () => {
    const vorgaenge = definitionen.map((d) => d.vorgang);
    expect(new Set(vorgaenge).size).toBe(vorgaenge.length);
    expect(erklaerungZuVorgang('eignungsantrag')).toBe('eignungAntrag');
    expect(erklaerungZuVorgang('ruecknahmeEignung')).toBe('eignungRuecknahme');
    expect(erklaerungZuVorgang('gesamtruecktrittEignung')).toBe('eignungRuecktritt');
    expect(erklaerungZuVorgang('x')).toBeUndefined();
  });

  it.each(ERKLAERUNG_KEYS)('%s has its receipt title and file name', (key) => {
    const { quittung } = ERKLAERUNGEN[key];
    expect(quittung.titel).toBe(messages.quittung.ereignisse[key]);
    expect(quittung.titel).not.toBe('');
    expect(quittung.dateiname).toBe(messages.quittung.dateinamen[key]);
    expect(quittung.dateiname).toMatch(/^[A-Za-z]+$/);
    expect(messages.eingangsbestaetigung.schritte[quittung.schritt]).toMatch(/Prüfungsstelle/);
  });

  it("names each kind in the office's timeline as on the receipt, each with its own name", () => {
    for (const d of definitionen) expect(kandidatTexte.vorgaenge[d.vorgang]).toBe(d.quittung.titel);
    const titel = definitionen.map((d) => d.quittung.titel);
    expect(new Set(titel).size).toBe(titel.length);
  });

  it('has no receipt text for a kind it does not know', () => {
    expect(Object.keys(messages.quittung.ereignisse).sort()).toEqual([...ERKLAERUNG_KEYS].sort());
    expect(Object.keys(messages.quittung.dateinamen).sort()).toEqual([...ERKLAERUNG_KEYS].sort());
  });

  it('reads every declaration with a fee rule defined by the entry its `art` names, and every rule is used', () => {
    type Gebuehrenregeln = NonNullable<(typeof ERKLAERUNGEN)[ErklaerungKey]['gebuehren']>['art'];
    expectTypeOf<Gebuehrenregeln>().toEqualTypeOf<Erklaerung['art']>();
    const regeln = definitionen.flatMap((d) => (d.gebuehren ? [d.gebuehren] : []));
    expect(new Set(regeln.map((r) => r.art)).size).toBe(13);
    // gebuehrenfolgen finds the rule of an `art` in the entry of that key.
    for (const r of regeln) expect(ERKLAERUNGEN[r.art].gebuehren).toBe(r);
  });

  it('allows a kind without fee rule, which needs no member of Erklaerung', () => {
    // A kind added later with no fee consequence (gebuehren: null) edits neither rules/fees.ts nor
    // schemas/jobs.ts: its handler plans `erklaerung: null`, and the transaction reads no fee then.
    const ohne = erklaerung({ ...ERKLAERUNGEN.kontaktdaten, key: 'probe', gebuehren: null });
    expectTypeOf(ohne).toMatchTypeOf<Erklaerungsdefinition<'probe'>>();
    expect(ohne.gebuehren).toBeNull();
  });
});
