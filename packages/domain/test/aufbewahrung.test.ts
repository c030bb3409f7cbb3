// Retention written from the rules document (R-112, § 1a WiPrPrüfV since 1.1.2025): multi-year
// candidate histories and what must stay until when. Then a property: nothing is ever due before its
// start event, and nothing at all while a procedure runs or a decision is not final.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AntragVerlauf,
  aufbewahrung,
  AUFBEWAHRUNG_STANDARD as F,
  AUFBEWAHRUNGSKLASSEN,
  KLASSENREGELN,
  type Verlauf,
} from '../src/rules/aufbewahrung';

const basis = { registriertAm: '2026-01-10', bestaetigt: true, letzteAktivitaet: '2026-01-10' };
const entschieden = (
  ergebnis: 'bestanden' | 'endgueltigNichtBestanden' | 'abgelehnt' | 'gesamtruecktritt',
  bekanntgegebenAm: string,
  rechtsbehelfAnhaengig = false,
): AntragVerlauf => ({ ende: { art: 'entschieden', ergebnis, bekanntgegebenAm }, rechtsbehelfAnhaengig });

const bis = (v: Verlauf, heute: string, fristen = F) =>
  Object.fromEntries(aufbewahrung(v, fristen, heute).klassen.map((k) => [k.klasse, k.bis]));

describe('retention classes (R-112)', () => {
  it('names a rule for every class', () => {
    for (const k of AUFBEWAHRUNGSKLASSEN) expect(KLASSENREGELN[k].quelle).not.toBe('');
  });

  it('passed: file 10 years, proof 50 years, Aufsichtsarbeiten 3 years after finality (one month after notice)', () => {
    const v: Verlauf = { ...basis, antraege: [entschieden('bestanden', '2029-03-15')] };
    expect(bis(v, '2030-01-01')).toMatchObject({
      antrag: '2039-04-15',
      erklaerung: '2039-04-15',
      nachweis: '2039-04-15',
      bescheid: '2039-04-15',
      aufsichtsarbeit: '2032-04-15',
      ergebnis: '2079-04-15',
      konto: '2079-04-15',
    });
    const a = aufbewahrung(v, F, '2039-04-16');
    expect(a.klassen.filter((k) => k.faellig).map((k) => k.klasse)).toEqual(
      expect.arrayContaining(['antrag', 'nachweis', 'aufsichtsarbeit', 'nachricht']),
    );
    expect(a.kontoLoeschbar).toBe(false);
    expect(aufbewahrung(v, F, '2079-04-16')).toMatchObject({ kontoLoeschbar: true, kontoAb: '2079-04-16' });
  });

  it('finally failed counts from the decision that ended the attempt; a second attempt keeps the file longer', () => {
    const eins = entschieden('endgueltigNichtBestanden', '2028-09-30');
    expect(bis({ ...basis, antraege: [eins] }, '2029-01-01')).toMatchObject({
      antrag: '2038-10-30',
      ergebnis: '2078-10-30',
    });
    const zwei = entschieden('bestanden', '2031-02-28');
    expect(bis({ ...basis, antraege: [eins, zwei] }, '2032-01-01')).toMatchObject({
      antrag: '2041-03-28',
      ergebnis: '2081-03-28',
    });
  });

  it('an application withdrawn before a decision: 2 years after the end of the withdrawal year, then the account goes', () => {
    const v: Verlauf = {
      ...basis,
      antraege: [{ ende: { art: 'zurueckgenommen', am: '2027-03-02' }, rechtsbehelfAnhaengig: false }],
    };
    expect(bis(v, '2028-01-01')).toMatchObject({ antrag: '2029-12-31', konto: '2029-12-31' });
    // Discarded drafts: one year after the end of the withdrawal year (decision 0070).
    expect(bis(v, '2028-01-01')).toMatchObject({ entwurf: '2028-12-31' });
    expect(bis(v, '2028-01-01', { ...F, entwurfJahre: 5 })).toMatchObject({ entwurf: '2029-12-31' });
    expect(aufbewahrung(v, F, '2029-12-31').kontoLoeschbar).toBe(false);
    expect(aufbewahrung(v, F, '2030-01-01')).toMatchObject({ kontoLoeschbar: true, kontoAb: '2030-01-01' });
  });

  it('a withdrawal from the whole exam keeps no Aufsichtsarbeiten (§ 1a, § 21 (4))', () => {
    const v: Verlauf = { ...basis, antraege: [entschieden('gesamtruecktritt', '2028-05-02')] };
    const a = aufbewahrung(v, F, '2028-06-03');
    expect(a.klassen.find((k) => k.klasse === 'aufsichtsarbeit')).toMatchObject({
      bis: '2028-06-02',
      faellig: true,
    });
    expect(a.klassen.find((k) => k.klasse === 'antrag')).toMatchObject({ faellig: false });
  });

  it('a registration never confirmed ends after 30 days; an account that never applied 3 years after its last activity', () => {
    const nie: Verlauf = { ...basis, bestaetigt: false, antraege: [] };
    expect(aufbewahrung(nie, F, '2026-02-09').kontoLoeschbar).toBe(false);
    expect(aufbewahrung(nie, F, '2026-02-10')).toMatchObject({ kontoLoeschbar: true, kontoAb: '2026-02-10' });
    const ohne: Verlauf = { ...basis, letzteAktivitaet: '2026-06-30', antraege: [] };
    expect(aufbewahrung(ohne, F, '2029-06-30').kontoLoeschbar).toBe(false);
    expect(aufbewahrung(ohne, F, '2029-07-01').kontoLoeschbar).toBe(true);
  });

  it('nothing goes while an objection is pending or a procedure runs, however old the rest is', () => {
    const alt = entschieden('bestanden', '1970-01-15');
    const widerspruch = entschieden('endgueltigNichtBestanden', '2027-03-01', true);
    const laeuft: AntragVerlauf = { ende: null, rechtsbehelfAnhaengig: false };
    for (const zweiter of [widerspruch, laeuft]) {
      const a = aufbewahrung({ ...basis, antraege: [alt, zweiter] }, F, '2090-01-01');
      expect(a.laufend).toBe(true);
      expect(a.kontoLoeschbar).toBe(false);
      expect(a.klassen.some((k) => k.faellig)).toBe(false);
    }
  });

  it('the Widerspruchsfrist ends at the end of a shorter month (31 January → 28 February)', () => {
    const v: Verlauf = { ...basis, antraege: [entschieden('abgelehnt', '2027-01-31')] };
    expect(bis(v, '2027-03-01')).toMatchObject({ antrag: '2037-02-28', ergebnis: '2027-02-28' });
  });
});

const tag = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2080-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const antrag: fc.Arbitrary<AntragVerlauf> = fc.record({
  ende: fc.oneof(
    fc.constant(null),
    fc.record({ art: fc.constant('zurueckgenommen' as const), am: tag }),
    fc.record({
      art: fc.constant('entschieden' as const),
      ergebnis: fc.constantFrom('bestanden', 'endgueltigNichtBestanden', 'abgelehnt', 'gesamtruecktritt'),
      bekanntgegebenAm: tag,
    }),
  ),
  rechtsbehelfAnhaengig: fc.boolean(),
});
const verlauf: fc.Arbitrary<Verlauf> = fc.record({
  registriertAm: tag,
  bestaetigt: fc.boolean(),
  letzteAktivitaet: tag,
  antraege: fc.array(antrag, { maxLength: 3 }),
});

describe('retention property', () => {
  it('nothing is due before its start event, nor while a procedure runs or a decision is not final', () => {
    fc.assert(
      fc.property(verlauf, tag, (v, heute) => {
        const a = aufbewahrung(v, F, heute);
        for (const k of a.klassen) {
          if (!k.faellig) continue;
          expect(k.beginn).not.toBeNull();
          expect(k.ab).not.toBeNull();
          expect((k.beginn ?? '') < (k.ab ?? '')).toBe(true);
          expect((k.ab ?? '') <= heute).toBe(true);
        }
        const offen = v.bestaetigt && v.antraege.some((x) => x.ende === null || x.rechtsbehelfAnhaengig);
        if (offen) expect(a.klassen.some((k) => k.faellig) || a.kontoLoeschbar).toBe(false);
        if (a.kontoLoeschbar) expect(a.klassen.every((k) => k.faellig || k.klasse === 'konto')).toBe(true);
      }),
    );
  });
});
