// The candidate's dated events (issue 27 points 5 and 6, decision 0040): what the reminders mail about
// and what the personal calendar holds, derived from the facts and the office's term dates for one
// Berlin day – nothing of it is stored. Texts are added by the server (mails, calendar); this module
// says only what, when and where.
import type { IsoDate } from '../dates';
import { effektiverTermin, effektivVorgezogen, modulAkten, sechsJahresFrist } from './attempts';
import type { Verfahrensfakten } from './facts';
import { flowGruendeWP } from './gruende';
import { MODULE, type Modul, type ModulSlot, vorgezogenKey } from './module';
import type { Semester } from './semester';
import { type Sitzungsart, termindatenIm, type Verfahrenseinstellungen } from './settings';
import { anmeldeschluss, letzteAufsichtsarbeit, offenerTermin } from './terms';

export const TERMINARTEN = [
  'anmeldeschluss',
  'aufsichtsarbeit',
  'ruecktrittsfenster',
  'sechsJahresfrist',
  'nachforderungsfrist',
] as const;
export type Terminart = (typeof TERMINARTEN)[number];

/** The events a calendar holds (the six-year end is a reminder only: it is years away, not a date to keep). */
export const KALENDERARTEN: readonly Terminart[] = [
  'anmeldeschluss',
  'aufsichtsarbeit',
  'ruecktrittsfenster',
  'nachforderungsfrist',
];

export interface Kandidatentermin {
  readonly art: Terminart;
  /** The event's identity, stable while it is the same event (its day or venue may change). */
  readonly schluessel: string;
  readonly tag: IsoDate;
  /** Start 'HH:MM' (Berlin) where the office set one; null: an all-day event. */
  readonly beginn: string | null;
  /** The exam term 'YYYY/S' the event belongs to. */
  readonly termin: string;
  readonly modul: Modul | null;
  /** Paper days: number of the day within the sitting (1, 2) and how many there are. */
  readonly nummer?: { readonly von: number; readonly bis: number };
  /** Paper days: the venue the office set for the candidate's regional office, and that office's code. */
  readonly ort?: string | null;
  readonly lgs?: string | null;
}

/** The code '1'…'6' of the regional office a WP application names, or null. */
export const lgsCode = (payload: unknown): string | null => {
  const lgs = (payload as { lgs?: unknown } | null)?.lgs;
  return typeof lgs === 'number' || typeof lgs === 'string' ? String(lgs) : null;
};

/** The registration deadline of the open term, for an open draft or an admitted candidate who can register. */
function anmeldeschlussTermin(
  facts: Verfahrensfakten,
  heute: IsoDate,
  settings: Verfahrenseinstellungen,
): Kandidatentermin[] {
  const termin = offenerTermin(heute, settings);
  const entwurf = facts.antrag.status === 'draft';
  const anmeldbar =
    facts.art === 'WP' &&
    facts.antrag.status === 'admitted' &&
    flowGruendeWP(facts, heute, settings).anmeldung === null;
  if (!entwurf && !anmeldbar) return [];
  return [
    {
      art: 'anmeldeschluss',
      schluessel: `anmeldeschluss:${termin.value}`,
      tag: anmeldeschluss(termin, settings),
      beginn: null,
      termin: termin.value,
      modul: null,
    },
  ];
}

/** Paper days of each running registration's sitting, and the end of its withdrawal window. */
function sitzungsTermine(
  facts: Verfahrensfakten,
  settings: Verfahrenseinstellungen,
  lgs: string | null,
): Kandidatentermin[] {
  if (facts.art !== 'WP' || facts.antrag.status !== 'admitted') return [];
  const akten = modulAkten(facts, settings);
  return MODULE.flatMap((modul) => {
    const anmeldung = akten[modul].laufendeAnmeldung;
    const termin: Semester | null = anmeldung ? effektiverTermin(anmeldung) : null;
    if (!anmeldung || !termin) return [];
    const slot: ModulSlot = effektivVorgezogen(anmeldung) ? vorgezogenKey(modul) : modul;
    const daten = termindatenIm(settings, termin);
    const tage = daten.aufsichtsarbeiten?.[slot] ?? [];
    const sitzungsart: Sitzungsart = slot === modul ? 'regulaer' : 'juni';
    const ort = lgs ? (daten.orte?.[sitzungsart]?.[lgs] ?? null) : null;
    const papiere: Kandidatentermin[] = tage.map((tag, index) => ({
      art: 'aufsichtsarbeit',
      schluessel: `aufsichtsarbeit:${termin.value}:${slot}:${index + 1}`,
      tag,
      beginn: daten.beginn?.[slot]?.[index] ?? null,
      termin: termin.value,
      modul,
      nummer: { von: index + 1, bis: tage.length },
      ort,
      lgs,
    }));
    // withdrawal needs the invitation to the papers; R-72: half the fee back until the last paper.
    const letzte = letzteAufsichtsarbeit(settings, termin, slot);
    const fenster: Kandidatentermin[] =
      letzte && anmeldung.geladenAm.schriftlich !== null && anmeldung.geladenAm.muendlich === null
        ? [
            {
              art: 'ruecktrittsfenster',
              schluessel: `ruecktrittsfenster:${termin.value}:${slot}`,
              tag: letzte,
              beginn: null,
              termin: termin.value,
              modul,
            },
          ]
        : [];
    return [...papiere, ...fenster];
  });
}

/** the last day of module registrations, while modules are still to be taken. */
function sechsJahresTermin(facts: Verfahrensfakten, settings: Verfahrenseinstellungen): Kandidatentermin[] {
  if (facts.art !== 'WP' || facts.antrag.status !== 'admitted') return [];
  const frist = sechsJahresFrist(facts, settings);
  if (!frist) return [];
  const akten = modulAkten(facts, settings);
  const offen = MODULE.some((modul) => akten[modul].status === 'offen');
  if (!offen) return [];
  return [
    {
      art: 'sechsJahresfrist',
      schluessel: `sechsJahresfrist:${frist}`,
      tag: frist,
      beginn: null,
      termin: offenerTermin(frist, settings).value,
      modul: null,
    },
  ];
}

/** Every dated event of the candidate on `heute`, by day. */
export function kandidatentermine(
  facts: Verfahrensfakten,
  heute: IsoDate,
  settings: Verfahrenseinstellungen,
  lgs: string | null,
): Kandidatentermin[] {
  return [
    ...anmeldeschlussTermin(facts, heute, settings),
    ...sitzungsTermine(facts, settings, lgs),
    ...sechsJahresTermin(facts, settings),
  ].sort((a, b) => a.tag.localeCompare(b.tag) || a.schluessel.localeCompare(b.schluessel));
}

/**
 * The deadline of each open Nachforderung (decision 0039) as an all-day event; its identity is the
 * request's id (a follow-up is a new request, so a new event). `termin` is empty: it belongs to no
 * exam term.
 */
export const nachforderungsTermine = (
  offen: readonly { readonly id: string; readonly frist: IsoDate }[],
): Kandidatentermin[] =>
  offen.map(({ id, frist }) => ({
    art: 'nachforderungsfrist',
    schluessel: `nachforderung:${id}`,
    tag: frist,
    beginn: null,
    termin: '',
    modul: null,
  }));
