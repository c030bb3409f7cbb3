// A tiny model of the procedure for property tests: candidate actions are applied only when the
// derived state offers them (as the server would), office actions whenever they make sense.
// The invariants are then checked on whatever sequence fast-check comes up with.
// The career (rules/laufbahn.ts) is part of it: a new application starts only when laufbahn() gives
// one, the previous application moves into fruehereAntraege and the module facts start afresh
// the modules of a lost overall attempt lapse); aptitude-test attempts accumulate.
import fc from 'fast-check';
import { expect } from 'vitest';
import { addDays, type IsoDate } from '../../src/dates';
import {
  checkModulauswahl,
  verfuegbarkeitEignungAusFakten,
  verfuegbarkeitWPAusFakten,
} from '../../src/rules/availability';
import { eignungVersuchLaufend, istLaufend } from '../../src/rules/attempts';
import type {
  Art,
  EignungVersuch,
  Modulanmeldung,
  Pruefungsteil,
  Verfahrensfakten,
} from '../../src/rules/facts';
import { leereFakten } from '../../src/rules/facts';
import { antragsversuch, laufbahn, terminErlaubt } from '../../src/rules/laufbahn';
import {
  type EignungTeil,
  type Modul,
  type ModulSlot,
  MODULE,
  muendlichKey,
  slotModul,
  isVorgezogen,
  MODUL_SLOTS,
  vorgezogenKey,
} from '../../src/rules/module';
import { deriveModulStateWP } from '../../src/rules/modulState';
import { addHalfYears } from '../../src/rules/semester';
import type { Verfahrenseinstellungen } from '../../src/rules/settings';
import { offenerTermin } from '../../src/rules/terms';

export type Aktion =
  | { typ: 'warten'; tage: number }
  | { typ: 'entwurf' }
  /** `bisherige`: page 3's earlier admissions, as declared (R-63, R-64). */
  | { typ: 'einreichen'; module: Modul[]; bisherige?: unknown }
  | { typ: 'zulassen' }
  /** The office rejects the submitted application (nothing consumed, R-15). */
  | { typ: 'ablehnen' }
  | { typ: 'ruecknahme' }
  | { typ: 'anmelden'; slots: ModulSlot[] }
  | { typ: 'abmelden'; modul: Modul }
  | { typ: 'verschieben'; slot: ModulSlot }
  | { typ: 'laden'; modul: Modul; teil: Pruefungsteil }
  | { typ: 'ergebnis'; modul: Modul; bestanden: boolean }
  | { typ: 'ruecktritt'; modul: Modul }
  | { typ: 'triftigerGrund'; modul: Modul; teil: Pruefungsteil }
  | { typ: 'triftigerGrundEntscheidung'; modul: Modul; akzeptiert: boolean }
  | { typ: 'anrechnen'; modul: Modul }
  | { typ: 'anrechnungEntscheidung'; modul: Modul; akzeptiert: boolean }
  /** WP event 9; aptitude test event 14 (§ 32: the running attempt is failed). */
  | { typ: 'gesamtruecktritt' }
  /** Aptitude test: the office invites to a part of the running attempt. */
  | { typ: 'eignungLaden'; teil: EignungTeil }
  /** Aptitude test: the office records the result of the running attempt. */
  | { typ: 'eignungErgebnis'; bestanden: boolean };

export interface Welt {
  readonly facts: Verfahrensfakten;
  readonly today: IsoDate;
}

export const start = (today: IsoDate, art: Art = 'WP'): Welt => ({ facts: leereFakten(art), today });

function mitModul(
  facts: Verfahrensfakten,
  modul: Modul,
  change: (m: Verfahrensfakten['module'][Modul]) => Verfahrensfakten['module'][Modul],
): Verfahrensfakten {
  return { ...facts, module: { ...facts.module, [modul]: change(facts.module[modul]) } };
}

/** Replaces the running registration of a module (there is at most one). */
function mitLaufender(
  facts: Verfahrensfakten,
  modul: Modul,
  change: (a: Modulanmeldung) => Modulanmeldung,
): Verfahrensfakten {
  const liste = facts.module[modul].anmeldungen;
  const index = liste.findLastIndex(istLaufend);
  if (index < 0) return facts;
  return mitModul(facts, modul, (m) => ({
    ...m,
    anmeldungen: liste.map((a, i) => (i === index ? change(a) : a)),
  }));
}

const neueAnmeldung = (termin: string, vorgezogen: boolean, am: IsoDate): Modulanmeldung => ({
  termin,
  vorgezogen,
  angemeldetAm: am,
  abgemeldetAm: null,
  verschiebung: null,
  geladenAm: { schriftlich: null, muendlich: null },
  ruecktrittAm: null,
  triftigeGruende: [],
  ergebnis: null,
});

/** Every running registration ends: cancelled with the application or by its rejection. */
const ohneLaufende = (facts: Verfahrensfakten, today: IsoDate): Verfahrensfakten =>
  MODULE.reduce(
    (next, modul) =>
      mitModul(next, modul, (mf) => ({
        ...mf,
        anmeldungen: mf.anmeldungen.map((a) => (istLaufend(a) ? { ...a, abgemeldetAm: today } : a)),
      })),
    facts,
  );

/**
 * A new application (draft) where the career gives one: the current application moves into the
 * history, the module facts of the old one are gone, aptitude attempts stay.
 */
function neuerEntwurf(facts: Verfahrensfakten, today: IsoDate, settings: Verfahrenseinstellungen) {
  const { antrag } = facts;
  if (antrag.status === 'draft' || antrag.status === 'submitted') return facts;
  const neu = laufbahn(facts, today, settings).neuerAntrag;
  if (!neu) return facts;
  const leer = leereFakten(facts.art);
  const zulassungsblock = offenerTermin(today, settings).value;
  return {
    ...leer,
    kontaktdaten: facts.kontaktdaten,
    eignungVersuche: facts.eignungVersuche,
    fruehereAntraege:
      antrag.status === 'none'
        ? facts.fruehereAntraege
        : [
            ...facts.fruehereAntraege,
            {
              status: antrag.status,
              zulassungsblock: antrag.zulassungsblock,
              antragsdatum: antrag.antragsdatum,
              ersteszulassungsdatum: antrag.ersteszulassungsdatum,
              versuch: antrag.versuch,
            },
          ],
    antrag: { ...leer.antrag, status: 'draft' as const, zulassungsblock, versuch: neu.versuch },
  };
}

/** Submitting the draft for the open term, if the career allows that term. */
function einreichen(
  facts: Verfahrensfakten,
  today: IsoDate,
  module: Modul[],
  settings: Verfahrenseinstellungen,
  bisherige: unknown = null,
) {
  const termin = offenerTermin(today, settings);
  const neu = laufbahn(facts, today, settings).neuerAntrag;
  if (facts.antrag.status !== 'draft' || !neu || !terminErlaubt(neu, termin)) return facts;
  if (facts.art === 'WP' && module.length === 0) return facts;
  // As the server's submit: the attempt after declared failures, or refused when none is left.
  const versuch = antragsversuch(facts.art, neu, bisherige, settings);
  if (!versuch) return facts;
  let next: Verfahrensfakten = {
    ...facts,
    antrag: {
      ...facts.antrag,
      status: 'submitted',
      antragsdatum: today,
      zulassungsblock: termin.value,
      versuch: versuch.versuch,
      ...(versuch.altesRecht ? { altesRecht: true } : {}),
    },
  };
  for (const m of facts.art === 'WP' ? module : []) {
    next = mitModul(next, m, (mf) => ({
      ...mf,
      anmeldungen: [...mf.anmeldungen, neueAnmeldung(termin.value, false, today)],
    }));
  }
  return next;
}

/** The office admits: the six-year clock starts; the aptitude test's attempt is created. */
function zulassen(
  facts: Verfahrensfakten,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): Verfahrensfakten {
  if (facts.antrag.status !== 'submitted') return facts;
  const antrag = { ...facts.antrag, status: 'admitted' as const, ersteszulassungsdatum: today };
  if (facts.art === 'WP') return { ...facts, antrag };
  const versuch: EignungVersuch = {
    termin: antrag.zulassungsblock ?? offenerTermin(today, settings).value,
    geladenAm: { awr: null, ast: null, mp: null },
    ruecktrittAm: null,
    triftigeGruende: [],
    ergebnis: null,
  };
  return { ...facts, antrag, eignungVersuche: [...facts.eignungVersuche, versuch] };
}

/** Replaces the running attempt of the aptitude test (there is at most one). */
function mitLaufendemVersuch(facts: Verfahrensfakten, change: (v: EignungVersuch) => EignungVersuch) {
  const index = facts.eignungVersuche.findLastIndex(eignungVersuchLaufend);
  if (index < 0 || facts.antrag.status !== 'admitted') return facts;
  return { ...facts, eignungVersuche: facts.eignungVersuche.map((v, i) => (i === index ? change(v) : v)) };
}

/** The aptitude test's own steps; the module steps do not apply to it. */
function eignungSchritt(welt: Welt, aktion: Aktion, settings: Verfahrenseinstellungen): Welt {
  const { facts, today } = welt;
  const mit = (next: Verfahrensfakten): Welt => ({ ...welt, facts: next });
  switch (aktion.typ) {
    case 'ruecknahme':
      return verfuegbarkeitEignungAusFakten(facts, today, settings).ruecknahme
        ? mit({ ...facts, antrag: { ...facts.antrag, status: 'withdrawn' } })
        : welt;
    case 'gesamtruecktritt':
      return verfuegbarkeitEignungAusFakten(facts, today, settings).gesamtruecktritt
        ? mit(mitLaufendemVersuch(facts, (v) => ({ ...v, ruecktrittAm: today })))
        : welt;
    case 'eignungLaden':
      return mit(
        mitLaufendemVersuch(facts, (v) => {
          const schriftlich = v.geladenAm.awr !== null || v.geladenAm.ast !== null;
          if (v.geladenAm[aktion.teil] !== null || (aktion.teil === 'mp' && !schriftlich)) return v;
          return { ...v, geladenAm: { ...v.geladenAm, [aktion.teil]: today } };
        }),
      );
    case 'eignungErgebnis':
      // Failed after any invitation (§ 30 (1) excludes from the oral); passed only after the oral.
      return mit(
        mitLaufendemVersuch(facts, (v) => {
          const geladen = Object.values(v.geladenAm).some((d) => d !== null);
          if (!geladen || (aktion.bestanden && v.geladenAm.mp === null)) return v;
          return { ...v, ergebnis: aktion.bestanden ? 'passed' : 'failed' };
        }),
      );
    default:
      return welt;
  }
}

export function schritt(welt: Welt, aktion: Aktion, settings: Verfahrenseinstellungen): Welt {
  const { facts, today } = welt;
  const mit = (next: Verfahrensfakten): Welt => ({ ...welt, facts: next });
  switch (aktion.typ) {
    case 'warten':
      return { ...welt, today: addDays(today, aktion.tage) };
    case 'entwurf':
      return mit(neuerEntwurf(facts, today, settings));
    case 'einreichen':
      return mit(einreichen(facts, today, aktion.module, settings, aktion.bisherige));
    case 'zulassen':
      return mit(zulassen(facts, today, settings));
    case 'ablehnen':
      return facts.antrag.status === 'submitted'
        ? mit(ohneLaufende({ ...facts, antrag: { ...facts.antrag, status: 'rejected' } }, today))
        : welt;
    default:
      return facts.art === 'WP'
        ? modulSchritt(welt, aktion, settings)
        : eignungSchritt(welt, aktion, settings);
  }
}

/** The regular exam's steps: application withdrawal, module flows, whole-exam withdrawal. */
function modulSchritt(welt: Welt, aktion: Aktion, settings: Verfahrenseinstellungen): Welt {
  const { facts, today } = welt;
  const state = deriveModulStateWP(facts, today, settings);
  const flows = verfuegbarkeitWPAusFakten(facts, today, settings);
  const termin = offenerTermin(today, settings);

  switch (aktion.typ) {
    case 'ruecknahme':
      return flows.ruecknahme
        ? {
            ...welt,
            facts: ohneLaufende({ ...facts, antrag: { ...facts.antrag, status: 'withdrawn' } }, today),
          }
        : welt;
    case 'anmelden': {
      if (!flows.anmeldung) return welt;
      const auswahl = Object.fromEntries(aktion.slots.map((s) => [s, true]));
      if (checkModulauswahl('anmeldung', auswahl, state) !== null) return welt;
      let next = facts;
      for (const slot of aktion.slots) {
        next = mitModul(next, slotModul(slot), (mf) => ({
          ...mf,
          anmeldungen: [...mf.anmeldungen, neueAnmeldung(termin.value, isVorgezogen(slot), today)],
        }));
      }
      return { ...welt, facts: next };
    }
    case 'abmelden':
      return state.modulabmeldungen[aktion.modul]
        ? { ...welt, facts: mitLaufender(facts, aktion.modul, (a) => ({ ...a, abgemeldetAm: today })) }
        : welt;
    case 'verschieben': {
      if (!flows.verschiebung || checkModulauswahl('verschiebung', { [aktion.slot]: true }, state) !== null)
        return welt;
      return {
        ...welt,
        facts: mitLaufender(facts, slotModul(aktion.slot), (a) => {
          // The property "no second postponement": the state must never offer it.
          expect(a.verschiebung, 'second postponement offered').toBeNull();
          return { ...a, verschiebung: { am: today, nachTermin: addHalfYears(termin, 1).value } };
        }),
      };
    }
    case 'laden':
      return {
        ...welt,
        facts: mitLaufender(facts, aktion.modul, (a) => {
          const { schriftlich, muendlich } = a.geladenAm;
          if (aktion.teil === 'muendlich' && schriftlich === null) return a;
          const bisher = a.geladenAm[aktion.teil];
          const wiederLadung = a.triftigeGruende.some(
            (f) => f.teil === aktion.teil && f.ladungVom === bisher && f.status === 'accepted',
          );
          if (bisher !== null && !wiederLadung) return a;
          return { ...a, geladenAm: { schriftlich, muendlich, [aktion.teil]: today } };
        }),
      };
    case 'ergebnis':
      return {
        ...welt,
        facts: mitLaufender(facts, aktion.modul, (a) =>
          a.geladenAm.schriftlich === null ? a : { ...a, ergebnis: aktion.bestanden ? 'passed' : 'failed' },
        ),
      };
    case 'ruecktritt':
      return flows.modulruecktritt &&
        checkModulauswahl('modulruecktritt', { [aktion.modul]: true }, state) === null
        ? { ...welt, facts: mitLaufender(facts, aktion.modul, (a) => ({ ...a, ruecktrittAm: today })) }
        : welt;
    case 'triftigerGrund': {
      const key = aktion.teil === 'schriftlich' ? aktion.modul : muendlichKey(aktion.modul);
      if (!flows.triftigerGrund || !state.modulverhindert[key]) return welt;
      return {
        ...welt,
        facts: mitLaufender(facts, aktion.modul, (a) => ({
          ...a,
          triftigeGruende: [
            ...a.triftigeGruende,
            {
              teil: aktion.teil,
              ladungVom: a.geladenAm[aktion.teil] ?? today,
              gemeldetAm: today,
              status: 'pending',
            },
          ],
        })),
      };
    }
    case 'triftigerGrundEntscheidung':
      return {
        ...welt,
        facts: mitLaufender(facts, aktion.modul, (a) => ({
          ...a,
          triftigeGruende: a.triftigeGruende.map((f) =>
            f.status === 'pending' ? { ...f, status: aktion.akzeptiert ? 'accepted' : 'rejected' } : f,
          ),
        })),
      };
    case 'anrechnen':
      return flows.anrechnung && checkModulauswahl('anrechnung', { [aktion.modul]: true }, state) === null
        ? {
            ...welt,
            facts: mitModul(facts, aktion.modul, (m) => ({
              ...m,
              anrechnungen: [...m.anrechnungen, { beantragtAm: today, status: 'pending' }],
            })),
          }
        : welt;
    case 'anrechnungEntscheidung': {
      const decided = mitModul(facts, aktion.modul, (m) => ({
        ...m,
        anrechnungen: m.anrechnungen.map((r) =>
          r.status === 'pending' ? { ...r, status: aktion.akzeptiert ? 'accepted' : 'rejected' } : r,
        ),
      }));
      // an accepted credit cancels the open registration.
      const pending = facts.module[aktion.modul].anrechnungen.some((r) => r.status === 'pending');
      return {
        ...welt,
        facts:
          pending && aktion.akzeptiert
            ? mitLaufender(decided, aktion.modul, (a) => ({ ...a, abgemeldetAm: today }))
            : decided,
      };
    }
    case 'gesamtruecktritt':
      return flows.gesamtruecktritt ? { ...welt, facts: { ...facts, gesamtruecktrittAm: today } } : welt;
    default:
      return welt;
  }
}

// ---------------------------------------------------------------------------------------------
// Random actions for the property tests

export const modulArb = fc.constantFrom(...MODULE);
export const slotArb = fc.constantFrom(...MODUL_SLOTS);

/** Actions; most of them concern one module, so that long careers (three attempts) happen often. */
export const aktionArb = (fokus: Modul): fc.Arbitrary<Aktion> => {
  const modul = fc.oneof({ weight: 4, arbitrary: fc.constant(fokus) }, { weight: 1, arbitrary: modulArb });
  const slot = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom<ModulSlot>(fokus, vorgezogenKey(fokus)) },
    { weight: 1, arbitrary: slotArb },
  );
  const teil = fc.constantFrom('schriftlich', 'muendlich' as const);
  return fc.oneof(
    {
      weight: 15,
      arbitrary: fc.integer({ min: 1, max: 200 }).map((tage) => ({ typ: 'warten' as const, tage })),
    },
    { weight: 2, arbitrary: fc.constant({ typ: 'entwurf' as const }) },
    {
      weight: 2,
      arbitrary: fc
        .uniqueArray(modulArb, { minLength: 1 })
        .map((module) => ({ typ: 'einreichen' as const, module })),
    },
    { weight: 2, arbitrary: fc.constant({ typ: 'zulassen' as const }) },
    { weight: 2, arbitrary: fc.constant({ typ: 'ruecknahme' as const }) },
    {
      weight: 20,
      arbitrary: fc
        .uniqueArray(slot, { minLength: 1, maxLength: 3 })
        .map((slots) => ({ typ: 'anmelden' as const, slots })),
    },
    { weight: 3, arbitrary: modul.map((m) => ({ typ: 'abmelden' as const, modul: m })) },
    { weight: 5, arbitrary: slot.map((sl) => ({ typ: 'verschieben' as const, slot: sl })) },
    { weight: 20, arbitrary: fc.record({ modul, teil }).map((r) => ({ typ: 'laden' as const, ...r })) },
    {
      weight: 20,
      // Failing is more likely than passing, so that careers reach the third attempt.
      arbitrary: fc
        .record({ modul, bestanden: fc.integer({ min: 0, max: 3 }).map((n) => n === 0) })
        .map((r) => ({ typ: 'ergebnis' as const, ...r })),
    },
    { weight: 4, arbitrary: modul.map((m) => ({ typ: 'ruecktritt' as const, modul: m })) },
    {
      weight: 4,
      arbitrary: fc.record({ modul, teil }).map((r) => ({ typ: 'triftigerGrund' as const, ...r })),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({ modul, akzeptiert: fc.boolean() })
        .map((r) => ({ typ: 'triftigerGrundEntscheidung' as const, ...r })),
    },
    { weight: 3, arbitrary: modul.map((m) => ({ typ: 'anrechnen' as const, modul: m })) },
    {
      weight: 3,
      arbitrary: fc
        .record({ modul, akzeptiert: fc.boolean() })
        .map((r) => ({ typ: 'anrechnungEntscheidung' as const, ...r })),
    },
    {
      // Effectively a tenth of the smallest weight: it ends everything that could follow.
      weight: 1,
      arbitrary: fc
        .integer({ min: 0, max: 9 })
        .map((n): Aktion => (n === 0 ? { typ: 'gesamtruecktritt' } : { typ: 'warten', tage: 1 })),
    },
  );
};

/** The career's own steps, by candidate and office: new applications, decisions, withdrawals. */
const karriereAktionen = [
  { weight: 4, arbitrary: fc.constant<Aktion>({ typ: 'entwurf' }) },
  { weight: 4, arbitrary: fc.constant<Aktion>({ typ: 'zulassen' }) },
  { weight: 1, arbitrary: fc.constant<Aktion>({ typ: 'ablehnen' }) },
  { weight: 1, arbitrary: fc.constant<Aktion>({ typ: 'ruecknahme' }) },
];

/** Aptitude test: invitations and results (failing more likely, so careers reach the third attempt). */
const eignungAktionArb: fc.Arbitrary<Aktion> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.integer({ min: 1, max: 200 }).map((tage): Aktion => ({ typ: 'warten', tage })),
  },
  { weight: 4, arbitrary: fc.constant<Aktion>({ typ: 'einreichen', module: [] }) },
  ...karriereAktionen,
  {
    weight: 8,
    arbitrary: fc
      .constantFrom<EignungTeil>('awr', 'ast', 'mp')
      .map((teil): Aktion => ({ typ: 'eignungLaden', teil })),
  },
  {
    weight: 6,
    arbitrary: fc
      .integer({ min: 0, max: 3 })
      .map((n): Aktion => ({ typ: 'eignungErgebnis', bestanden: n === 0 })),
  },
  { weight: 1, arbitrary: fc.constant<Aktion>({ typ: 'gesamtruecktritt' }) },
);

const teilArb = fc.constantFrom<Pruefungsteil>('schriftlich', 'muendlich');

const wartenArb = (max: number) =>
  fc.integer({ min: 1, max }).map((tage): Aktion => ({ typ: 'warten', tage }));
const ladenArb = fc.record({ modul: modulArb, teil: teilArb }).map((r): Aktion => ({ typ: 'laden', ...r }));
const bestehenArb = modulArb.map((modul): Aktion => ({ typ: 'ergebnis', modul, bestanden: true }));

/** How a WP candidate goes about the modules. */
type Neigung = 'scheiternd' | 'fleissig' | 'zoegerlich';

/** The module steps of a candidate of that kind; `fokus` is the module a failing one fails. */
function modulverhalten(neigung: Neigung, fokus: Modul): fc.Arbitrary<Aktion> {
  switch (neigung) {
    // Everything the module flows offer, and one module sat and failed often: finally failed;
    // now and then the whole exam is withdrawn from.
    case 'scheiternd':
      return fc.oneof(
        { weight: 20, arbitrary: aktionArb(fokus) },
        { weight: 4, arbitrary: wartenArb(200) },
        { weight: 4, arbitrary: fc.constant<Aktion>({ typ: 'anmelden', slots: [fokus] }) },
        { weight: 4, arbitrary: fc.constant<Aktion>({ typ: 'laden', modul: fokus, teil: 'schriftlich' }) },
        { weight: 4, arbitrary: fc.constant<Aktion>({ typ: 'ergebnis', modul: fokus, bestanden: false }) },
        { weight: 1, arbitrary: fc.constant<Aktion>({ typ: 'gesamtruecktritt' }) },
      );
    // Registers, sits and passes: the exam passed (§ 18 (3)).
    case 'fleissig':
      return fc.oneof(
        { weight: 6, arbitrary: wartenArb(200) },
        { weight: 8, arbitrary: modulArb.map((modul): Aktion => ({ typ: 'anmelden', slots: [modul] })) },
        { weight: 8, arbitrary: ladenArb },
        { weight: 8, arbitrary: bestehenArb },
      );
    // Sits only what the application declared and lets years pass: the six-year limit ends it.
    case 'zoegerlich':
      return fc.oneof(
        { weight: 10, arbitrary: wartenArb(300) },
        { weight: 4, arbitrary: ladenArb },
        { weight: 4, arbitrary: bestehenArb },
      );
  }
}

/** WP: the module behaviour plus the career's steps, so that lost attempts lead to new applications. */
const wpKarriereAktionArb = (neigung: Neigung, fokus: Modul): fc.Arbitrary<Aktion> =>
  fc.oneof(
    { weight: 30, arbitrary: modulverhalten(neigung, fokus) },
    {
      weight: 4,
      arbitrary: fc
        .uniqueArray(modulArb, { minLength: 1 })
        .map((module): Aktion => ({ typ: 'einreichen', module })),
    },
    ...karriereAktionen,
  );

/**
 * A career of several years: a start day in 2023/2024 and up to `schritte` actions, beginning with
 * nothing at all (the first application is one of the random steps).
 */
export const karriereArb = (
  art: Art,
  schritte = art === 'WP' ? 250 : 150,
): fc.Arbitrary<[IsoDate, Aktion[]]> =>
  fc
    .tuple(
      fc.integer({ min: 0, max: 700 }).map((n) => addDays('2023-03-01', n)),
      fc.constantFrom<Neigung>('scheiternd', 'fleissig', 'zoegerlich'),
      modulArb,
    )
    .chain(([tag, neigung, fokus]) =>
      fc
        .array(art === 'WP' ? wpKarriereAktionArb(neigung, fokus) : eignungAktionArb, {
          minLength: schritte / 2,
          maxLength: schritte,
          size: 'max',
        })
        .map((aktionen): [IsoDate, Aktion[]] => [tag, aktionen]),
    );
