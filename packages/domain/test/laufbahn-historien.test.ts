// Candidate histories over several years, as tables written from domain-rules §2 (R-02, R-15,
// R-20… … … … …) – not from the code. Each
// row is one day: what the candidate or the office does, then where the career stands, which
// application the law allows next, and which flows the portal must (not) offer. The steps run
// through the simulation (test/support/simulation.ts), which applies an action only where the
// rules offer it; a row marked `abgewiesen` expects the action to be refused.
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../src/dates';
import { modulAkte } from '../src/rules/attempts';
import {
  type VerfuegbarkeitEignung,
  type VerfuegbarkeitWP,
  verfuegbarkeitEignungAusFakten,
  verfuegbarkeitWPAusFakten,
} from '../src/rules/availability';
import type { Art } from '../src/rules/facts';
import {
  type BetroffeneAnmeldung,
  type Erklaerung,
  gebuehrenfolgen,
  gebuehrensumme,
} from '../src/rules/fees';
import { bisherigeAngabePasst, laufbahn, type Laufbahnstand } from '../src/rules/laufbahn';
import { laufbahnHinweise } from '../src/rules/laufbahnText';
import type { Modul } from '../src/rules/module';
import { parseSemester } from '../src/rules/semester';
import { STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { messages } from '../src/messages';
import { bestanden, zugelassen } from './support/facts';
import { type Aktion, schritt, start, type Welt } from './support/simulation';

type Flows = Partial<Record<keyof VerfuegbarkeitWP | keyof VerfuegbarkeitEignung, boolean>>;

/** A fee consequence (domain-rules §2.16) of the declaration made in the row, in euro cents. */
interface Gebuehr {
  erklaerung: (welt: Welt) => Erklaerung;
  faellig: number;
  erstattungFallsBezahlt: number;
}

interface Zeile {
  am: IsoDate;
  tue: Aktion[];
  /** The action must be refused: nothing changes. */
  abgewiesen?: true;
  stand: Laufbahnstand;
  /** neuerAntrag: the attempt and the earliest term ('YYYY/S'), or null for none. */
  neu: { versuch: number; ab: string | null } | null;
  /** The flows the rules settle for this day (others are not asserted). */
  flows?: Flows;
  /** Fee consequences of the row's declaration, computed on the world before it. */
  gebuehr?: Gebuehr;
  /** Further checks on the world after the row. */
  pruefe?: (welt: Welt) => void;
}

const a = {
  entwurf: { typ: 'entwurf' } as Aktion,
  einreichen: (...module: Modul[]): Aktion => ({ typ: 'einreichen', module }),
  zulassen: { typ: 'zulassen' } as Aktion,
  ablehnen: { typ: 'ablehnen' } as Aktion,
  ruecknahme: { typ: 'ruecknahme' } as Aktion,
  gesamtruecktritt: { typ: 'gesamtruecktritt' } as Aktion,
  anmelden: (modul: Modul): Aktion => ({ typ: 'anmelden', slots: [modul] }),
  abmelden: (modul: Modul): Aktion => ({ typ: 'abmelden', modul }),
  laden: (modul: Modul, teil: 'schriftlich' | 'muendlich' = 'schriftlich'): Aktion => ({
    typ: 'laden',
    modul,
    teil,
  }),
  ergebnis: (modul: Modul, bestanden: boolean): Aktion => ({ typ: 'ergebnis', modul, bestanden }),
  ruecktritt: (modul: Modul): Aktion => ({ typ: 'ruecktritt', modul }),
  eignungLaden: (teil: 'awr' | 'ast' | 'mp'): Aktion => ({ typ: 'eignungLaden', teil }),
  eignungErgebnis: (bestanden: boolean): Aktion => ({ typ: 'eignungErgebnis', bestanden }),
};

/** Draft and submission on one day: the application waits for the office's decision. */
const beantragt = (am: IsoDate, ...module: Modul[]): Zeile => ({
  am,
  tue: [a.entwurf, a.einreichen(...module)],
  stand: 'eingereicht',
  neu: null,
});

/** Passing a module: written and oral invitation, then the result. */
const bestehen = (modul: Modul): Aktion[] => [
  a.laden(modul),
  a.laden(modul, 'muendlich'),
  a.ergebnis(modul, true),
];

/** The running registrations of these modules as a fee calculation sees them. */
const betroffen =
  (...module: Modul[]) =>
  (welt: Welt): BetroffeneAnmeldung[] =>
    module.map((modul) => {
      const laufend = modulAkte(welt.facts, modul, s).laufendeAnmeldung;
      if (!laufend) throw new Error(`${modul} has no running registration`);
      return {
        modul,
        termin: parseSemester(laufend.verschiebung?.nachTermin ?? laufend.termin)!,
        geladen: laufend.geladenAm.schriftlich !== null,
      };
    });

const antragsTermin = (welt: Welt) => parseSemester(welt.facts.antrag.zulassungsblock ?? '')!;

const flowsAm = (welt: Welt) =>
  welt.facts.art === 'WP'
    ? verfuegbarkeitWPAusFakten(welt.facts, welt.today, s)
    : verfuegbarkeitEignungAusFakten(welt.facts, welt.today, s);

/** Runs the rows; each row is one `it` so a failure names its day. */
function historie(art: Art, zeilen: Zeile[]) {
  const welten: Welt[] = [];
  let welt = start(zeilen[0]!.am, art);
  for (const zeile of zeilen) {
    const vorher: Welt = { ...welt, today: zeile.am };
    welt = zeile.tue.reduce((w, aktion) => schritt(w, aktion, s), vorher);
    welten.push(vorher, welt);
  }
  const benannt = zeilen.map((zeile, i) => ({
    ...zeile,
    i,
    name: `${zeile.am}: ${zeile.tue.map((t) => t.typ).join(', ') || '–'}${zeile.abgewiesen ? ' (refused)' : ''}`,
  }));
  it.each(benannt)('$name', ({ i, tue, abgewiesen, stand, neu, flows, gebuehr, pruefe }) => {
    const vorher = welten[2 * i]!;
    const nachher = welten[2 * i + 1]!;
    if (tue.length > 0) {
      if (abgewiesen) expect(nachher.facts, 'refused').toEqual(vorher.facts);
      else expect(nachher.facts, 'applied').not.toEqual(vorher.facts);
    }
    const l = laufbahn(nachher.facts, nachher.today, s);
    expect(l.stand).toBe(stand);
    expect(
      l.neuerAntrag && { versuch: l.neuerAntrag.versuch, ab: l.neuerAntrag.abTermin?.value ?? null },
    ).toEqual(neu);
    if (flows) {
      const ist = flowsAm(nachher) as unknown as Flows;
      expect(Object.fromEntries(Object.keys(flows).map((f) => [f, ist[f as keyof Flows]]))).toEqual(flows);
    }
    if (gebuehr) {
      expect(gebuehrensumme(gebuehrenfolgen(gebuehr.erklaerung(vorher), s))).toEqual({
        faellig: gebuehr.faellig,
        erstattungFallsBezahlt: gebuehr.erstattungFallsBezahlt,
      });
    }
    expect(laufbahnHinweise(l, nachher.facts).length).toBeGreaterThan(0);
    pruefe?.(nachher);
  });
}

/** Nothing to withdraw from: no module withdrawal, no whole-exam withdrawal. */
const nichtsZuruecktretbar: Flows = { modulruecktritt: false, gesamtruecktritt: false };
/** A closed application: only the contact data, no withdrawal, no module flow. */
const nurKontakt: Flows = {
  kontaktdaten: true,
  ruecknahme: false,
  anmeldung: false,
  abmeldung: false,
  ...nichtsZuruecktretbar,
};

describe('WP: Rücknahme, admission, a module finally failed, second overall attempt, passed', () => {
  historie('WP', [
    {
      am: '2026-04-01',
      tue: [a.entwurf],
      stand: 'entwurf',
      neu: { versuch: 1, ab: null },
      flows: { kontaktdaten: true, ruecknahme: false },
    },
    {
      // from March the window of term 1 of the following year is open.
      am: '2026-04-02',
      tue: [a.einreichen('wp', 'wr')],
      stand: 'eingereicht',
      neu: null,
      flows: {
        ruecknahme: true,
        abmeldung: true,
        anmeldung: false,
        kontaktdaten: true,
        ...nichtsZuruecktretbar,
      },
      pruefe: (w) => expect(w.facts.antrag.zulassungsblock).toBe('2027/1'),
    },
    {
      // R-40…R-42: deregistration before the invitation, also before the admission; WR 500 € → 400 € back.
      am: '2026-05-01',
      tue: [a.abmelden('wr')],
      stand: 'eingereicht',
      neu: null,
      flows: { abmeldung: true, ruecknahme: true },
      gebuehr: {
        erklaerung: (w) => ({ art: 'abmeldung', anmeldungen: betroffen('wr')(w) }),
        faellig: 100_00,
        erstattungFallsBezahlt: 400_00,
      },
    },
    {
      // R-20…R-22: Rücknahme – admission fee halved, WP exam fee back minus 20 %; no attempt used.
      am: '2026-06-01',
      tue: [a.ruecknahme],
      stand: 'zurueckgenommen',
      neu: { versuch: 1, ab: '2027/2' },
      flows: nurKontakt,
      gebuehr: {
        erklaerung: (w) => ({ art: 'ruecknahme', termin: antragsTermin(w), anmeldungen: betroffen('wp')(w) }),
        faellig: 250_00 + 200_00,
        erstattungFallsBezahlt: 250_00 + 800_00,
      },
      pruefe: (w) => expect(laufbahn(w.facts, w.today, s).moeglichAb).toBe('2026-09-01'),
    },
    {
      am: '2026-06-02',
      tue: [a.entwurf],
      stand: 'entwurf',
      neu: { versuch: 1, ab: '2027/2' },
      flows: { kontaktdaten: true },
    },
    {
      // Still the window of 2027/1, the withdrawn term: refused.
      am: '2026-06-03',
      tue: [a.einreichen('wp')],
      abgewiesen: true,
      stand: 'entwurf',
      neu: { versuch: 1, ab: '2027/2' },
    },
    {
      am: '2026-09-01',
      tue: [a.einreichen('wp', 'bwl')],
      stand: 'eingereicht',
      neu: null,
      pruefe: (w) => expect(w.facts.antrag.zulassungsblock).toBe('2027/2'),
    },
    {
      // no Rücknahme after the admission; R-91: no whole-exam withdrawal within 3 days.
      am: '2026-12-01',
      tue: [a.zulassen],
      stand: 'versuchLaeuft',
      neu: null,
      flows: {
        ruecknahme: false,
        gesamtruecktritt: false,
        abmeldung: true,
        modulruecktritt: false,
        kontaktdaten: true,
      },
    },
    { am: '2026-12-04', tue: [], stand: 'versuchLaeuft', neu: null, flows: { gesamtruecktritt: false } },
    { am: '2026-12-05', tue: [], stand: 'versuchLaeuft', neu: null, flows: { gesamtruecktritt: true } },
    {
      // invited – no deregistration any more; R-70: the module withdrawal is offered.
      am: '2027-06-20',
      tue: [a.laden('bwl')],
      stand: 'versuchLaeuft',
      neu: null,
      flows: { modulruecktritt: true, gesamtruecktritt: true },
      pruefe: (w) => expect(modulAkte(w.facts, 'bwl', s).laufendeAnmeldung).not.toBeNull(),
    },
    {
      am: '2027-07-01',
      tue: [a.laden('bwl', 'muendlich'), a.ergebnis('bwl', true)],
      stand: 'versuchLaeuft',
      neu: null,
    },
    {
      // Invited to the WP papers: no deregistration any more, the withdrawal is offered.
      am: '2027-08-10',
      tue: [a.laden('wp')],
      stand: 'versuchLaeuft',
      neu: null,
      flows: { abmeldung: false, modulruecktritt: true },
    },
    {
      // withdrawal from the WP module by the end of the last paper – half the fee; attempt 1 used.
      am: '2027-08-20',
      tue: [a.ruecktritt('wp')],
      stand: 'versuchLaeuft',
      neu: null,
      gebuehr: {
        erklaerung: (w) => ({
          art: 'modulruecktritt',
          anmeldungen: betroffen('wp')(w),
          am: w.today,
          bisEndeLetzteAufsichtsarbeit: true,
        }),
        faellig: 500_00,
        erstattungFallsBezahlt: 500_00,
      },
      pruefe: (w) => expect(modulAkte(w.facts, 'wp', s).versucheVerbraucht).toBe(1),
    },
    {
      am: '2027-08-25',
      tue: [a.anmelden('wp'), a.laden('wp'), a.ergebnis('wp', false)],
      stand: 'versuchLaeuft',
      neu: null,
      pruefe: (w) => expect(modulAkte(w.facts, 'wp', s).versucheVerbraucht).toBe(2),
    },
    {
      // the deadline of term 2/2028 is 29 February (leap year), the whole day.
      am: '2028-02-29',
      tue: [a.anmelden('wp')],
      stand: 'versuchLaeuft',
      neu: null,
      pruefe: (w) => expect(modulAkte(w.facts, 'wp', s).laufendeAnmeldung?.termin).toBe('2028/2'),
    },
    {
      // the third failed attempt – the overall attempt is lost, one new admission; nothing left
      // to withdraw from, the contact data stay changeable.
      am: '2028-11-20',
      tue: [a.laden('wp'), a.ergebnis('wp', false)],
      stand: 'versuchVerloren',
      neu: { versuch: 2, ab: null },
      flows: nurKontakt,
    },
    {
      am: '2028-12-01',
      tue: [a.entwurf],
      stand: 'entwurf',
      neu: { versuch: 2, ab: null },
      flows: { kontaktdaten: true },
      pruefe: (w) => {
        // § 22 (2): page 3 must name the earlier failed admission.
        const neu = laufbahn(w.facts, w.today, s).neuerAntrag!;
        expect([bisherigeAngabePasst(neu, 1), bisherigeAngabePasst(neu, 2)]).toEqual([false, true]);
        expect(w.facts.fruehereAntraege.map((f) => [f.status, f.versuch])).toEqual([
          ['withdrawn', 1],
          ['admitted', 1],
        ]);
      },
    },
    { am: '2028-12-02', tue: [a.einreichen('wp', 'wr', 'bwl', 'st')], stand: 'eingereicht', neu: null },
    {
      // the modules of the lost overall attempt lapse – BWL (passed in 2027) must be sat again.
      am: '2029-03-01',
      tue: [a.zulassen],
      stand: 'versuchLaeuft',
      neu: null,
      pruefe: (w) => {
        expect(modulAkte(w.facts, 'bwl', s).status).toBe('laufend');
        expect(modulAkte(w.facts, 'wp', s).versucheVerbraucht).toBe(0);
      },
    },
    {
      am: '2029-11-20',
      tue: [...bestehen('wp'), ...bestehen('wr'), ...bestehen('bwl')],
      stand: 'versuchLaeuft',
      neu: null,
      flows: { gesamtruecktritt: true, modulruecktritt: false },
    },
    {
      // § 18 (3): all modules passed – no new application, and nothing left to withdraw from.
      am: '2029-11-21',
      tue: bestehen('st'),
      stand: 'bestanden',
      neu: null,
      flows: { kontaktdaten: true, anmeldung: false, ...nichtsZuruecktretbar },
    },
    { am: '2029-12-01', tue: [a.entwurf], abgewiesen: true, stand: 'bestanden', neu: null },
  ]);
});

describe('EIGNUNG: three attempts (failed, withdrawn, passed) with a rejection and a Rücknahme between', () => {
  historie('EIGNUNG', [
    {
      am: '2025-03-10',
      tue: [a.entwurf, a.einreichen()],
      stand: 'eingereicht',
      neu: null,
      flows: { ruecknahme: true, kontaktdaten: true },
    },
    {
      am: '2025-06-01',
      tue: [a.zulassen],
      stand: 'versuchLaeuft',
      neu: null,
      flows: { ruecknahme: false, gesamtruecktritt: false },
      pruefe: (w) => expect(w.facts.eignungVersuche).toHaveLength(1),
    },
    { am: '2025-06-05', tue: [], stand: 'versuchLaeuft', neu: null, flows: { gesamtruecktritt: true } },
    {
      // § 30 (1): both papers failed – excluded from the oral, the attempt failed; § 33: a new admission.
      am: '2026-02-20',
      tue: [a.eignungLaden('awr'), a.eignungLaden('ast'), a.eignungErgebnis(false)],
      stand: 'versuchVerloren',
      neu: { versuch: 2, ab: null },
      flows: { gesamtruecktritt: false, ruecknahme: false, kontaktdaten: true },
      pruefe: (w) =>
        expect(laufbahnHinweise(laufbahn(w.facts, w.today, s), w.facts)).toEqual([
          messages.laufbahn.versuchVerloren.EIGNUNG(2, 3),
        ]),
    },
    beantragt('2026-03-01'),
    {
      // Rejected: nothing consumed, the same (second) attempt again, no term rule.
      am: '2026-05-01',
      tue: [a.ablehnen],
      stand: 'abgelehnt',
      neu: { versuch: 2, ab: null },
      flows: { kontaktdaten: true, ruecknahme: false, gesamtruecktritt: false },
    },
    beantragt('2026-05-02'),
    { am: '2026-07-01', tue: [a.zulassen], stand: 'versuchLaeuft', neu: null },
    {
      // § 32 / R-102: withdrawal from the test = the attempt failed; R-72 [I]: half the exam fee.
      am: '2026-07-10',
      tue: [a.gesamtruecktritt],
      stand: 'versuchVerloren',
      neu: { versuch: 3, ab: null },
      flows: { gesamtruecktritt: false, kontaktdaten: true },
      gebuehr: {
        erklaerung: (w) => ({
          art: 'eignungRuecktritt',
          termin: antragsTermin(w),
          am: w.today,
          bisEndeLetzteAufsichtsarbeit: true,
        }),
        faellig: 500_00,
        erstattungFallsBezahlt: 500_00,
      },
    },
    beantragt('2026-09-01'),
    {
      // Rücknahme before the admission – nothing consumed; the fee as R-22 [I].
      am: '2026-10-01',
      tue: [a.ruecknahme],
      stand: 'zurueckgenommen',
      neu: { versuch: 3, ab: '2028/1' },
      flows: { kontaktdaten: true, ruecknahme: false, gesamtruecktritt: false },
      gebuehr: {
        erklaerung: (w) => ({ art: 'eignungRuecknahme', termin: antragsTermin(w) }),
        faellig: 250_00 + 200_00,
        erstattungFallsBezahlt: 250_00 + 800_00,
      },
    },
    { am: '2027-02-01', tue: [a.entwurf], stand: 'entwurf', neu: { versuch: 3, ab: '2028/1' } },
    {
      // The window of 2027/2 – the withdrawn term – is still open: refused.
      am: '2027-02-02',
      tue: [a.einreichen()],
      abgewiesen: true,
      stand: 'entwurf',
      neu: { versuch: 3, ab: '2028/1' },
    },
    { am: '2027-03-01', tue: [a.einreichen()], stand: 'eingereicht', neu: null },
    { am: '2027-06-01', tue: [a.zulassen], stand: 'versuchLaeuft', neu: null },
    {
      am: '2028-05-20',
      tue: [a.eignungLaden('awr'), a.eignungLaden('ast'), a.eignungLaden('mp'), a.eignungErgebnis(true)],
      stand: 'bestanden',
      neu: null,
      flows: { gesamtruecktritt: false, ruecknahme: false, kontaktdaten: true },
      pruefe: (w) => {
        expect(
          w.facts.eignungVersuche.map((v) => v.ergebnis ?? (v.ruecktrittAm ? 'ruecktritt' : null)),
        ).toEqual(['failed', 'ruecktritt', 'passed']);
        expect(w.facts.fruehereAntraege.map((f) => [f.status, f.versuch])).toEqual([
          ['admitted', 1],
          ['rejected', 2],
          ['admitted', 2],
          ['withdrawn', 3],
        ]);
      },
    },
  ]);
});

describe('EIGNUNG: three attempts failed – no further admission (R-64)', () => {
  const versuch = (jahr: number, n: number): Zeile[] => [
    beantragt(`${jahr}-03-02`),
    { am: `${jahr}-06-01`, tue: [a.zulassen], stand: 'versuchLaeuft', neu: null },
    {
      am: `${jahr + 1}-02-20`,
      tue: [a.eignungLaden('awr'), a.eignungLaden('ast'), a.eignungLaden('mp'), a.eignungErgebnis(false)],
      stand: n < 3 ? 'versuchVerloren' : 'keineVersucheMehr',
      neu: n < 3 ? { versuch: n + 1, ab: null } : null,
      flows: { gesamtruecktritt: false, ruecknahme: false, kontaktdaten: true },
    },
  ];
  historie('EIGNUNG', [
    ...versuch(2025, 1),
    ...versuch(2026, 2),
    ...versuch(2027, 3),
    {
      am: '2028-03-01',
      tue: [a.entwurf],
      abgewiesen: true,
      stand: 'keineVersucheMehr',
      neu: null,
      flows: { kontaktdaten: true },
      pruefe: (w) =>
        expect(laufbahnHinweise(laufbahn(w.facts, w.today, s), w.facts)).toEqual([
          messages.laufbahn.keineVersucheMehr.EIGNUNG(3),
        ]),
    },
  ]);
});

describe('WP: whole-exam withdrawal, second overall attempt rejected, a new application for it', () => {
  historie('WP', [
    beantragt('2025-04-01', 'wp', 'st'),
    {
      am: '2025-07-01',
      tue: [a.zulassen],
      stand: 'versuchLaeuft',
      neu: null,
      flows: { gesamtruecktritt: false },
    },
    {
      // compared by day, the admission day + 3 days is still too early.
      am: '2025-07-04',
      tue: [a.gesamtruecktritt],
      abgewiesen: true,
      stand: 'versuchLaeuft',
      neu: null,
    },
    {
      // the overall attempt is lost.
      am: '2025-07-05',
      tue: [a.gesamtruecktritt],
      stand: 'versuchVerloren',
      neu: { versuch: 2, ab: null },
      flows: nurKontakt,
    },
    {
      am: '2025-07-06',
      tue: [a.gesamtruecktritt],
      abgewiesen: true,
      stand: 'versuchVerloren',
      neu: { versuch: 2, ab: null },
    },
    beantragt('2025-08-01', 'wp', 'wr', 'bwl', 'st'),
    {
      // A rejection never changes the attempt: still the second overall attempt.
      am: '2025-10-01',
      tue: [a.ablehnen],
      stand: 'abgelehnt',
      neu: { versuch: 2, ab: null },
      flows: nurKontakt,
      pruefe: (w) => expect(laufbahn(w.facts, w.today, s).versuch).toBe(2),
    },
    {
      am: '2025-10-02',
      tue: [a.entwurf, a.einreichen('wp', 'wr', 'bwl', 'st')],
      stand: 'eingereicht',
      neu: null,
      pruefe: (w) => expect([w.facts.antrag.zulassungsblock, w.facts.antrag.versuch]).toEqual(['2026/2', 2]),
    },
    {
      am: '2026-01-10',
      tue: [a.zulassen],
      stand: 'versuchLaeuft',
      neu: null,
      pruefe: (w) =>
        expect(w.facts.fruehereAntraege.map((f) => [f.status, f.versuch])).toEqual([
          ['admitted', 1],
          ['rejected', 2],
        ]),
    },
    {
      // the second overall attempt lost – no further admission.
      am: '2026-01-20',
      tue: [a.gesamtruecktritt],
      stand: 'keineVersucheMehr',
      neu: null,
      flows: nurKontakt,
    },
    { am: '2026-03-01', tue: [a.entwurf], abgewiesen: true, stand: 'keineVersucheMehr', neu: null },
  ]);
});

describe('whole-exam withdrawal: fees (R-93)', () => {
  const nichtGeladen: BetroffeneAnmeldung[] = ['wp', 'st'].map((modul) => ({
    modul: modul as Modul,
    termin: parseSemester('2026/1')!,
    geladen: false,
  }));
  const erklaerung: Erklaerung = {
    art: 'gesamtruecktritt',
    anmeldungen: nichtGeladen,
    am: '2025-12-01',
    bisEndeLetzteAufsichtsarbeit: true,
  };

  it('the admission fee is not refunded (the admission has taken place)', () => {
    expect(gebuehrenfolgen(erklaerung, s).filter((f) => f.posten === 'zulassungsgebuehr')).toEqual([]);
  });

  // R-93 [I]: the fee rules of R-72 apply to the open module fees – half the exam fee stays due when
  // declared by the end of the last paper; the setting gesamtruecktrittNichtGeladenWie ('abmeldung')
  // treats registrations not yet invited like a deregistration instead (R-42: 20 % due).
  it('registrations not yet invited: R-72 applies – half of each exam fee stays due', () => {
    expect(gebuehrensumme(gebuehrenfolgen(erklaerung, s))).toEqual({
      faellig: 500_00 + 500_00,
      erstattungFallsBezahlt: 500_00 + 500_00,
    });
  });

  it('with the setting like a deregistration: 20 % of each exam fee stays due (R-42)', () => {
    const wieAbmeldung = {
      ...s,
      gebuehren: { ...s.gebuehren, gesamtruecktrittNichtGeladenWie: 'abmeldung' as const },
    };
    expect(gebuehrensumme(gebuehrenfolgen(erklaerung, wieAbmeldung))).toEqual({
      faellig: 200_00 + 200_00,
      erstattungFallsBezahlt: 800_00 + 800_00,
    });
  });
});

describe('six years over, nothing running (R-03, setting fristablaufBeendetGesamtversuch on)', () => {
  const facts = zugelassen({
    antrag: { ersteszulassungsdatum: '2019-06-15', zulassungsblock: '2019/2' },
    module: { wp: { anmeldungen: [bestanden('2020/1')] } },
  });
  const heute = '2025-10-01';

  it('the career says the overall attempt is over and gives the second one', () => {
    expect(laufbahn(facts, heute, s)).toMatchObject({
      stand: 'versuchVerloren',
      neuerAntrag: { versuch: 2 },
    });
  });

  // With the setting on the overall attempt is over: the module state is 1 like after a lost attempt,
  // so nothing is left to withdraw from; with the setting off the procedure goes on.
  it('nothing is left to withdraw from', () => {
    expect(verfuegbarkeitWPAusFakten(facts, heute, s).gesamtruecktritt).toBe(false);
  });

  it('with the setting off the procedure goes on', () => {
    const aus = { ...s, fristablaufBeendetGesamtversuch: false };
    expect(laufbahn(facts, heute, aus)).toMatchObject({ stand: 'versuchLaeuft', neuerAntrag: null });
  });
});
