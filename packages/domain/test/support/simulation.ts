// A tiny model of the procedure for property tests: candidate actions are applied only when the
// derived state offers them (as the server would), office actions whenever they make sense.
// The invariants are then checked on whatever sequence fast-check comes up with.
import { expect } from 'vitest';
import { addDays, type IsoDate } from '../../src/dates';
import { pruefeModulauswahl, verfuegbarkeitWPAusFakten } from '../../src/rules/availability';
import { istLaufend } from '../../src/rules/attempts';
import type { Modulanmeldung, Pruefungsteil, Verfahrensfakten } from '../../src/rules/facts';
import { leereFakten } from '../../src/rules/facts';
import { type Modul, type ModulSlot, muendlichKey, slotModul, isVorgezogen } from '../../src/rules/module';
import { deriveModulStateWP } from '../../src/rules/modulState';
import { addHalfYears } from '../../src/rules/semester';
import type { Verfahrenseinstellungen } from '../../src/rules/settings';
import { offenerTermin } from '../../src/rules/terms';

export type Aktion =
  | { typ: 'warten'; tage: number }
  | { typ: 'entwurf' }
  | { typ: 'einreichen'; module: Modul[] }
  | { typ: 'zulassen' }
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
  | { typ: 'gesamtruecktritt' };

export interface Welt {
  readonly facts: Verfahrensfakten;
  readonly today: IsoDate;
}

export const start = (today: IsoDate): Welt => ({ facts: leereFakten('WP'), today });

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

export function schritt(welt: Welt, aktion: Aktion, settings: Verfahrenseinstellungen): Welt {
  const { facts, today } = welt;
  const state = deriveModulStateWP(facts, today, settings);
  const flows = verfuegbarkeitWPAusFakten(facts, today, settings);
  const termin = offenerTermin(today, settings);
  const antrag = (change: Partial<Verfahrensfakten['antrag']>) => ({
    ...welt,
    facts: { ...facts, antrag: { ...facts.antrag, ...change } },
  });

  switch (aktion.typ) {
    case 'warten':
      return { ...welt, today: addDays(today, aktion.tage) };
    case 'entwurf':
      return facts.antrag.status === 'none'
        ? antrag({ status: 'draft', zulassungsblock: termin.value })
        : welt;
    case 'einreichen': {
      if (facts.antrag.status !== 'draft' || aktion.module.length === 0) return welt;
      let next: Verfahrensfakten = {
        ...facts,
        antrag: { ...facts.antrag, status: 'submitted', antragsdatum: today, zulassungsblock: termin.value },
      };
      for (const m of aktion.module) {
        next = mitModul(next, m, (mf) => ({
          ...mf,
          anmeldungen: [...mf.anmeldungen, neueAnmeldung(termin.value, false, today)],
        }));
      }
      return { ...welt, facts: next };
    }
    case 'zulassen':
      return facts.antrag.status === 'submitted'
        ? antrag({ status: 'admitted', ersteszulassungsdatum: today })
        : welt;
    case 'ruecknahme':
      return flows.ruecknahme ? antrag({ status: 'withdrawn' }) : welt;
    case 'anmelden': {
      if (!flows.anmeldung) return welt;
      const auswahl = Object.fromEntries(aktion.slots.map((s) => [s, true]));
      if (pruefeModulauswahl('anmeldung', auswahl, state) !== null) return welt;
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
      if (!flows.verschiebung || pruefeModulauswahl('verschiebung', { [aktion.slot]: true }, state) !== null)
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
        pruefeModulauswahl('modulruecktritt', { [aktion.modul]: true }, state) === null
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
      return flows.anrechnung && pruefeModulauswahl('anrechnung', { [aktion.modul]: true }, state) === null
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
  }
}
