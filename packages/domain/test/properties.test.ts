// Properties over random histories: whatever order candidates and office act in, the rules of §4
// and domain-rules §2 hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates';
import { verfuegbarkeitWP, verfuegbarkeitWPAusFakten } from '../src/rules/availability';
import { effektiverTermin, modulAkte, verbrauchtVersuch, istLaufend } from '../src/rules/attempts';
import type {
  Anrechnungsantrag,
  AntragStatus,
  Modulanmeldung,
  TriftigerGrundFall,
  Verfahrensfakten,
} from '../src/rules/facts';
import { MODUL_SLOTS, MODULE, type Modul, vorgezogenKey } from '../src/rules/module';
import { deriveModulStateWP, type ModulStateWP } from '../src/rules/modulState';
import { waehleSlot } from '../src/rules/selection';
import { STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { offenerTermin } from '../src/rules/terms';
import { type Aktion, aktionArb, modulArb, schritt, slotArb, start, type Welt } from './support/simulation';
import { zugelassen } from './support/facts';

const RUNS = { numRuns: 200 };
/** 200 histories of up to 150 steps take a few seconds; more on a busy machine. */
const SIMULATION_TIMEOUT = 60_000;

const tagArb = (von = '2023-01-01', tage = 3000) =>
  fc.integer({ min: 0, max: tage }).map((n) => addDays(von, n));
const terminArb = fc.constantFrom(
  '2023/2',
  '2024/1',
  '2024/2',
  '2025/1',
  '2025/2',
  '2026/1',
  '2026/2',
  '2027/1',
);
const entscheidungArb = fc.constantFrom('pending', 'accepted', 'rejected' as const);

/** A history that starts with an application and an admission, so the rest has something to act on. */
const historieArb = fc
  .tuple(tagArb('2023-03-01', 700), modulArb)
  .chain(([tag, fokus]) =>
    fc
      .array(aktionArb(fokus), { minLength: 60, maxLength: 150, size: 'max' })
      .map((aktionen): [string, Aktion[]] => [
        tag,
        [
          { typ: 'entwurf' },
          { typ: 'einreichen', module: [fokus] },
          { typ: 'warten', tage: 30 },
          { typ: 'zulassen' },
          ...aktionen,
        ],
      ]),
  );

const alleFlags = (state: ModulStateWP) => [
  ...Object.values(state.modulabmeldungen),
  ...Object.values(state.modulanmeldungen),
  ...Object.values(state.modulanrechnungen),
  ...Object.values(state.modulverschiebungen),
  ...Object.values(state.modulverhindert),
  ...Object.values(state.modulgeladenAm).map((d) => d !== null),
];

/**
 * The rules every reachable (and every arbitrary) situation must satisfy; returns the broken ones.
 * Plain checks instead of one expect() each keep 20,000 steps per run fast.
 */
function verletzteRegeln(facts: Verfahrensfakten, today: string): string[] {
  const state = deriveModulStateWP(facts, today, s);
  const termin = offenerTermin(today, s);
  const verletzt: string[] = [];
  const regel = (ok: boolean, name: string) => {
    if (!ok) verletzt.push(name);
  };

  // Nothing is available at zwischegespeichert 0; at 1 only the contact change (spec §4).
  if (state.zwischegespeichert !== 2) {
    regel(!alleFlags(state).some(Boolean), `a module flag at state ${state.zwischegespeichert}`);
    const flows = verfuegbarkeitWP(state, termin.semester, today, s);
    const offen = Object.keys(flows).filter((flow) => flows[flow as keyof typeof flows]);
    regel(
      offen.join() === (state.zwischegespeichert === 1 ? 'kontaktdaten' : ''),
      `flows ${offen.join()} at state ${state.zwischegespeichert}`,
    );
  }
  regel(!Object.keys(state.modulanrechnungen).includes('wp'), 'WP creditable');

  for (const modul of MODULE) {
    const akte = modulAkte(facts, modul, s);
    const registrierbar = state.modulanmeldungen[modul] || state.modulanmeldungen[vorgezogenKey(modul)];
    const laufend = akte.laufendeAnmeldung;
    regel(!(akte.versucheVerbraucht >= s.versucheProModul && registrierbar), `${modul}: a fourth attempt`);
    regel(!(akte.status === 'bestanden' && registrierbar), `${modul}: passed but registrable`);
    regel(!(akte.status === 'angerechnet' && registrierbar), `${modul}: credited but registrable`);
    regel(
      !(
        modul !== 'wp' &&
        (akte.status === 'bestanden' || akte.status === 'angerechnet') &&
        state.modulanrechnungen[modul]
      ),
      `${modul}: passed or credited but creditable`,
    );
    regel(!(laufend && registrierbar), `${modul}: running but registrable`);
    const verschiebbar = state.modulverschiebungen[modul] || state.modulverschiebungen[vorgezogenKey(modul)];
    regel(!(laufend?.verschiebung && verschiebbar), `${modul}: second postponement`);
    regel(!(laufend?.geladenAm.schriftlich && verschiebbar), `${modul}: invited but postponable`);
    regel(
      !(laufend?.geladenAm.schriftlich && state.modulabmeldungen[modul]),
      `${modul}: invited but deregistrable`,
    );
    const juni = termin.semester === 2 && s.vorgezogeneModule.standard.includes(modul);
    regel(juni || !state.modulanmeldungen[vorgezogenKey(modul)], `${modul}: early slot outside June`);
  }
  return verletzt;
}

/** The history itself: attempts, one running registration, nothing after a pass, one slot per term. */
function verletzteHistorie(facts: Verfahrensfakten): string[] {
  const verletzt: string[] = [];
  for (const modul of MODULE) {
    const anmeldungen = facts.module[modul].anmeldungen;
    if (anmeldungen.filter(verbrauchtVersuch).length > s.versucheProModul)
      verletzt.push(`${modul}: > 3 attempts`);
    if (anmeldungen.filter(istLaufend).length > 1) verletzt.push(`${modul}: two running registrations`);
    const bestandenBei = anmeldungen.findIndex((a) => a.ergebnis === 'passed');
    if (bestandenBei >= 0 && bestandenBei < anmeldungen.length - 1)
      verletzt.push(`${modul}: registered after passing`);
    const slotsProTermin = new Map<string, Set<boolean>>();
    for (const a of anmeldungen.filter((x) => x.abgemeldetAm === null)) {
      const key = effektiverTermin(a)?.value ?? a.termin;
      const slots = slotsProTermin.get(key) ?? new Set<boolean>();
      slots.add(a.vorgezogen && a.verschiebung === null);
      slotsProTermin.set(key, slots);
      if (slots.size > 1) verletzt.push(`${modul}: June and August in ${key}`);
    }
  }
  return verletzt;
}

describe('properties over random procedure histories', () => {
  it(
    'every step keeps the rules (attempts, passed/credited, one postponement, state 0, slots)',
    () => {
      fc.assert(
        fc.property(historieArb, ([tag, aktionen]) => {
          let welt: Welt = start(tag);
          for (const aktion of aktionen) {
            welt = schritt(welt, aktion, s);
            const verletzt = [...verletzteRegeln(welt.facts, welt.today), ...verletzteHistorie(welt.facts)];
            if (verletzt.length > 0) expect.fail(`${verletzt.join('; ')} after ${JSON.stringify(aktion)}`);
          }
        }),
        RUNS,
      );
    },
    SIMULATION_TIMEOUT,
  );

  it(
    'histories reach the interesting states (the property is not vacuous)',
    () => {
      const gesehen = new Set<string>();
      fc.assert(
        fc.property(historieArb, ([tag, aktionen]) => {
          let welt: Welt = start(tag);
          for (const aktion of aktionen) {
            welt = schritt(welt, aktion, s);
            for (const modul of MODULE) {
              const akte = modulAkte(welt.facts, modul, s);
              gesehen.add(akte.status);
              if (welt.facts.module[modul].anmeldungen.some((a) => a.verschiebung)) gesehen.add('verschoben');
              if (welt.facts.module[modul].anmeldungen.some((a) => a.vorgezogen)) gesehen.add('vorgezogen');
            }
          }
        }),
        RUNS,
      );
      expect([...gesehen].sort()).toEqual(
        [
          'angerechnet',
          'bestanden',
          'endgueltigNichtBestanden',
          'laufend',
          'offen',
          'verschoben',
          'vorgezogen',
        ].sort(),
      );
    },
    SIMULATION_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// Arbitrary facts (not necessarily reachable): the derivation must still never break a rule.

const datumOderNull = fc.option(tagArb(), { nil: null });
const fallArb: fc.Arbitrary<TriftigerGrundFall> = fc.record({
  teil: fc.constantFrom('schriftlich', 'muendlich' as const),
  ladungVom: tagArb(),
  gemeldetAm: tagArb(),
  status: entscheidungArb,
});
const anmeldungArb: fc.Arbitrary<Modulanmeldung> = fc.record({
  termin: terminArb,
  vorgezogen: fc.boolean(),
  angemeldetAm: tagArb(),
  abgemeldetAm: datumOderNull,
  verschiebung: fc.option(fc.record({ am: tagArb(), nachTermin: terminArb }), { nil: null }),
  geladenAm: fc.record({ schriftlich: datumOderNull, muendlich: datumOderNull }),
  ruecktrittAm: datumOderNull,
  triftigeGruende: fc.array(fallArb, { maxLength: 2 }),
  ergebnis: fc.option(fc.constantFrom('passed', 'failed' as const), { nil: null }),
});
const anrechnungArb: fc.Arbitrary<Anrechnungsantrag> = fc.record({
  beantragtAm: tagArb(),
  status: entscheidungArb,
});
const modulFaktenArb = fc.record({
  anmeldungen: fc.array(anmeldungArb, { maxLength: 5 }),
  anrechnungen: fc.array(anrechnungArb, { maxLength: 2 }),
});
const faktenArb: fc.Arbitrary<Verfahrensfakten> = fc
  .record({
    status: fc.constantFrom<AntragStatus>('none', 'draft', 'submitted', 'admitted', 'rejected', 'withdrawn'),
    ersteszulassungsdatum: fc.oneof(datumOderNull, fc.constantFrom('1900-01-01', '1899-01-01')),
    vorzeitigeZulassung: fc.constantFrom(0, 6, 7 as const),
    entfalleneModule: fc.subarray([...MODULE]),
    module: fc.record({ wp: modulFaktenArb, wr: modulFaktenArb, bwl: modulFaktenArb, st: modulFaktenArb }),
    gesamtruecktrittAm: fc.option(tagArb(), { nil: null }),
  })
  .map(
    ({ status, ersteszulassungsdatum, vorzeitigeZulassung, entfalleneModule, module, gesamtruecktrittAm }) =>
      zugelassen({
        antrag: { status, ersteszulassungsdatum, vorzeitigeZulassung, entfalleneModule },
        module,
        gesamtruecktrittAm,
      }),
  );

describe('properties over arbitrary facts', () => {
  it('the derived state never offers what the rules forbid', () => {
    fc.assert(
      fc.property(faktenArb, tagArb(), (facts, today) => {
        expect(verletzteRegeln(facts, today)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('server availability is never wider than what the client computes from the state', () => {
    fc.assert(
      fc.property(faktenArb, tagArb(), (facts, today) => {
        const server = verfuegbarkeitWPAusFakten(facts, today, s);
        const client = verfuegbarkeitWP(
          deriveModulStateWP(facts, today, s),
          offenerTermin(today, s).semester,
          today,
          s,
        );
        for (const [flow, on] of Object.entries(server))
          if (on) expect(client[flow as keyof typeof client], flow).toBe(true);
        // A sent whole-exam withdrawal (or a lost attempt) shows in the state: never offered in vain.
        expect(client.gesamtruecktritt, 'gesamtruecktritt').toBe(server.gesamtruecktritt);
      }),
      RUNS,
    );
  });

  it('slot toggling never leaves early and normal slot of one module both ticked', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(slotArb, fc.boolean()), { maxLength: 30 }), (klicks) => {
        let auswahl = Object.fromEntries(MODUL_SLOTS.map((k) => [k, false])) as Record<
          (typeof MODUL_SLOTS)[number],
          boolean
        >;
        for (const [slot, checked] of klicks) {
          auswahl = waehleSlot(auswahl, slot, checked);
          for (const m of MODULE as readonly Modul[])
            expect(auswahl[m] && auswahl[vorgezogenKey(m)]).toBe(false);
        }
      }),
      RUNS,
    );
  });
});
