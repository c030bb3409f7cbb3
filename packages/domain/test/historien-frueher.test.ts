// Multi-year histories written from domain-rules §1.2 and §2.8/§2.9 (not from the code), for the
// edges issue 26 point 10 names: failures a candidate declares from before the portal (R-63 with the
// transitional rule of § 36 (2) WiPrPrüfV: failed once under the old rules → two more attempts,
// twice → one more; under the modular rules one repetition of the whole exam only), earlier
// aptitude-test attempts (R-64: three in all), and a module withdrawal once its written part is done
// allowed while the module is not completed; R-71: the attempt is used; R-72: no refund after
// the last paper day). Before issue 26 the portal counted only its own attempts: a candidate who had
// failed once under the modular rules got a third overall attempt, one who had failed the aptitude test
// twice got three more – the rows marked (R-63)/(R-64) failed then.
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../src/dates';
import { modulAkte } from '../src/rules/attempts';
import { verfuegbarkeitWPAusFakten } from '../src/rules/availability';
import type { Art } from '../src/rules/facts';
import { gebuehrenfolgen, gebuehrensumme } from '../src/rules/fees';
import { laufbahn } from '../src/rules/laufbahn';
import type { Modul } from '../src/rules/module';
import { parseSemester } from '../src/rules/semester';
import { einstellungen, STANDARD_EINSTELLUNGEN } from '../src/rules/settings';
import { type Aktion, schritt, start, type Welt } from './support/simulation';

const s = STANDARD_EINSTELLUNGEN;

/** Runs actions on a day; the world afterwards. */
const am = (welt: Welt, tag: IsoDate, ...aktionen: Aktion[]): Welt =>
  aktionen.reduce((w, a) => schritt(w, a, s), { ...welt, today: tag });

const bisherige = (art: 0 | 1 | 2 | 3, d1 = '', d2 = '') => ({
  art,
  datumNichtBestanden1: d1,
  datumNichtBestanden2: d2,
});
const beantragen = (module: Modul[], b: unknown): Aktion[] => [
  { typ: 'entwurf' },
  { typ: 'einreichen', module, bisherige: b },
];
const zulassen: Aktion = { typ: 'zulassen' };
const durchfallen = (modul: Modul): Aktion[] => [
  { typ: 'laden', modul, teil: 'schriftlich' },
  { typ: 'ergebnis', modul, bestanden: false },
];
const anmelden = (modul: Modul): Aktion => ({ typ: 'anmelden', slots: [modul] });

/** Three failures of WP in three consecutive terms 2 – the module is finally failed. */
function wpDreimalNichtBestanden(welt: Welt, jahr: number): Welt {
  let w = am(welt, `${jahr}-09-20`, ...durchfallen('wp'));
  w = am(w, `${jahr}-09-21`, anmelden('wp'));
  w = am(w, `${jahr + 1}-09-20`, ...durchfallen('wp'));
  w = am(w, `${jahr + 1}-09-21`, anmelden('wp'));
  return am(w, `${jahr + 2}-09-20`, ...durchfallen('wp'));
}

const stand = (w: Welt) => {
  const l = laufbahn(w.facts, w.today, s);
  return { stand: l.stand, versuch: l.versuch, neu: l.neuerAntrag?.versuch ?? null };
};

describe('R-63: failed once under the old block exam (2017) – two more overall attempts (§ 36 (2))', () => {
  const start2025 = start('2025-10-01', 'WP' as Art);
  const beantragt = am(start2025, '2025-10-01', ...beantragen(['wp'], bisherige(2, '2017-09-15')));
  const zugelassen = am(beantragt, '2026-01-15', zulassen);
  const verloren = wpDreimalNichtBestanden(zugelassen, 2026);

  it('the application is the second overall attempt', () => {
    expect(beantragt.facts.antrag).toMatchObject({ status: 'submitted', versuch: 2, altesRecht: true });
  });
  it('WP finally failed in 2028: this attempt is lost, one more admission remains (the third)', () => {
    expect(modulAkte(verloren.facts, 'wp', s).status).toBe('endgueltigNichtBestanden');
    expect(stand(verloren)).toEqual({ stand: 'versuchVerloren', versuch: 2, neu: 3 });
  });
  it('the third overall attempt, failed again: no further admission', () => {
    let w = am(verloren, '2028-10-01', ...beantragen(['wp'], bisherige(3, '2017-09-15', '2028-09-20')));
    expect(w.facts.antrag).toMatchObject({ status: 'submitted', versuch: 3 });
    w = am(w, '2029-01-15', zulassen);
    w = wpDreimalNichtBestanden(w, 2029);
    expect(stand(w)).toEqual({ stand: 'keineVersucheMehr', versuch: 3, neu: null });
  });
});

describe('R-63: failed once under the modular rules (2021) – this is the only repetition', () => {
  const w0 = am(start('2025-10-01', 'WP'), '2025-10-01', ...beantragen(['wp'], bisherige(2, '2021-09-01')));
  const w1 = wpDreimalNichtBestanden(am(w0, '2026-01-15', zulassen), 2026);

  it('the application is the second overall attempt', () =>
    expect(w0.facts.antrag).toMatchObject({ status: 'submitted', versuch: 2 }));
  it('(R-63) WP finally failed: both overall attempts are used, no new admission', () =>
    expect(stand(w1)).toEqual({ stand: 'keineVersucheMehr', versuch: 2, neu: null }));
});

describe('R-63: failed twice', () => {
  it('(R-63) both under the modular rules: the application is refused, nothing changes', () => {
    const entwurf = am(start('2025-10-01', 'WP'), '2025-10-01', { typ: 'entwurf' });
    const gesendet = am(entwurf, '2025-10-01', {
      typ: 'einreichen',
      module: ['wp'],
      bisherige: bisherige(3, '2020-09-01', '2023-09-01'),
    });
    expect(gesendet.facts).toEqual(entwurf.facts);
  });
  it('the first under the old rules: the third and last overall attempt', () => {
    const w = am(
      start('2025-10-01', 'WP'),
      '2025-10-01',
      ...beantragen(['wp'], bisherige(3, '2016-09-01', '2020-09-01')),
    );
    expect(w.facts.antrag).toMatchObject({ status: 'submitted', versuch: 3, altesRecht: true });
    const verloren = wpDreimalNichtBestanden(am(w, '2026-01-15', zulassen), 2026);
    expect(stand(verloren)).toEqual({ stand: 'keineVersucheMehr', versuch: 3, neu: null });
  });
});

describe('R-64: the aptitude test failed twice before the portal – the third attempt is the last', () => {
  const eignungDurchfallen: Aktion[] = [
    { typ: 'eignungLaden', teil: 'awr' },
    { typ: 'eignungErgebnis', bestanden: false },
  ];
  it('failed once before: attempt 2, then one more (3 in all)', () => {
    let w = am(start('2025-10-01', 'EIGNUNG'), '2025-10-01', ...beantragen([], bisherige(2, '2023-02-10')));
    expect(w.facts.antrag.versuch).toBe(2);
    w = am(am(w, '2026-01-15', zulassen), '2026-03-01', ...eignungDurchfallen);
    expect(stand(w)).toEqual({ stand: 'versuchVerloren', versuch: 2, neu: 3 });
  });
  it('(R-64) failed twice before: attempt 3, then none', () => {
    let w = am(
      start('2025-10-01', 'EIGNUNG'),
      '2025-10-01',
      ...beantragen([], bisherige(3, '2022-02-10', '2024-02-10')),
    );
    expect(w.facts.antrag.versuch).toBe(3);
    w = am(am(w, '2026-01-15', zulassen), '2026-03-01', ...eignungDurchfallen);
    expect(stand(w)).toEqual({ stand: 'keineVersucheMehr', versuch: 3, neu: null });
  });
  it('(R-64) failed three times before: no admission at all', () => {
    const entwurf = am(start('2025-10-01', 'EIGNUNG'), '2025-10-01', { typ: 'entwurf' });
    const b = { ...bisherige(3, '2021-02-10', '2022-02-10'), art: 4 };
    // Page 3 knows no "three times"; the most it declares is twice, so attempt 3 is the last.
    expect(
      am(entwurf, '2025-10-01', { typ: 'einreichen', module: [], bisherige: b }).facts.antrag.versuch,
    ).toBe(1);
  });
});

describe('R-70…R-72: withdrawing from a module once its written part is done', () => {
  // Term 2/2027 with the WP papers on 10 and 11 August 2027 (R-72 reads them).
  const mitPapieren = einstellungen({
    termine: { '2027/2': { aufsichtsarbeiten: { wp: ['2027-08-10', '2027-08-11'] } } },
  });
  const schritte = (welt: Welt, tag: IsoDate, ...aktionen: Aktion[]) =>
    aktionen.reduce((w, a) => schritt(w, a, mitPapieren), { ...welt, today: tag });
  let w = schritte(start('2026-10-05', 'WP'), '2026-10-05', ...beantragen(['wp'], bisherige(1)));
  w = schritte(w, '2026-11-02', zulassen, { typ: 'laden', modul: 'wp', teil: 'schriftlich' });
  // Papers written; the oral part is invited – the written part is done, the module is not.
  const muendlichGeladen = schritte(w, '2027-10-01', { typ: 'laden', modul: 'wp', teil: 'muendlich' });

  it('R-70: the withdrawal is still offered (the module part is not completed)', () =>
    expect(verfuegbarkeitWPAusFakten(muendlichGeladen.facts, '2027-10-01', mitPapieren).modulruecktritt).toBe(
      true,
    ));
  const zurueck = schritte(muendlichGeladen, '2027-10-02', { typ: 'ruecktritt', modul: 'wp' });
  it('R-71: the module counts as not passed – an attempt is used, a new registration is possible', () => {
    expect(modulAkte(zurueck.facts, 'wp', mitPapieren)).toMatchObject({
      versucheVerbraucht: 1,
      laufendeAnmeldung: null,
      status: 'offen',
    });
    expect(stand(zurueck).stand).toBe('versuchLaeuft');
  });
  it('R-72: declared after the last paper (11.08.2027) – the exam fee is not refunded', () => {
    const anmeldung = modulAkte(muendlichGeladen.facts, 'wp', mitPapieren).laufendeAnmeldung!;
    const folgen = gebuehrenfolgen(
      {
        art: 'modulruecktritt',
        anmeldungen: [{ modul: 'wp', termin: parseSemester(anmeldung.termin)!, geladen: true }],
        am: '2027-10-02',
        bisEndeLetzteAufsichtsarbeit: false,
      },
      mitPapieren,
    );
    expect(gebuehrensumme(folgen)).toEqual({ faellig: 1000_00, erstattungFallsBezahlt: 0 });
  });
});
