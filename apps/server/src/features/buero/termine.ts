// Settings per exam term (decision 0009): which modules have a June sitting in a term 2, the
// registration deadline and the days of the written papers. The rules read them (terms.ts, fees.ts);
// what the office leaves unset is the legal default. An option not given keeps what is stored.
import { messages } from '@examensportal/domain/messages';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { formatDatum } from '@examensportal/domain/format';
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { terminFehler, terminFeldLabel } from '@examensportal/domain/rules/termincheck';
import {
  AUFSICHTSARBEITEN,
  isVorgezogen,
  MODULE,
  type Modul,
  type ModulSlot,
  MODUL_SLOTS,
  slotModul,
  vorgezogenKey,
} from '@examensportal/domain/rules/module';
import { addHalfYears, type Semester } from '@examensportal/domain/rules/semester';
import {
  STANDARD_EINSTELLUNGEN,
  type Termindaten,
  termindatenIm,
  type Verfahrenseinstellungen,
} from '@examensportal/domain/rules/settings';
import { anmeldebeginn, anmeldeschluss, gesetzlicherAnmeldeschluss } from '@examensportal/domain/rules/terms';
import { upsertExamTerm } from '../procedure/records';
import { loadSettings, type PaperDates, type PaperTimes, type Venues } from '../procedure/settings';
import { generalAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';
import { modulName } from './format';

const o = officeCliTexte;

/** Paper days per module of one sitting; an empty object clears the sitting ('keine'). */
export type Aufsichtsarbeitstage = Partial<Record<Modul, IsoDate[]>>;

/** A sitting's days (or start times) per module as a form sends them: '' for not set. */
type Felder = Partial<Record<Modul, readonly string[]>>;

export interface TerminArgs {
  termin: Semester;
  /** Omitted: unchanged (a new term: the standard, WR and BWL in term 2). */
  juni?: readonly Modul[] | undefined;
  /** A day, or 'gesetzlich' for R-02's; omitted: unchanged (a new term: R-02's). */
  anmeldeschluss?: IsoDate | 'gesetzlich' | undefined;
  /** Regular sitting (February, August); omitted: unchanged. */
  aufsichtsarbeiten?: Felder | undefined;
  /** June sitting of term 2; omitted: unchanged. */
  aufsichtsarbeitenJuni?: Felder | undefined;
  /** Start times 'HH:MM' by the index of the days; omitted: unchanged. */
  aufsichtsarbeitenBeginn?: Felder | undefined;
  aufsichtsarbeitenJuniBeginn?: Felder | undefined;
  /** Venue per LGS code and sitting; omitted: unchanged. */
  orte?: Venues | undefined;
  /** The command line's venues: a sitting given replaces its venues, the other keeps what is stored. */
  orteJeSitzung?: Venues | undefined;
}

/** Refused dates, every one under its field (rules/termincheck.ts); the message lists them all. */
export class TerminFehler extends OfficeError {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(
      Object.entries(fieldErrors)
        .map(([feld, text]) => `${terminFeldLabel(feld)}: ${text}`)
        .join('\n'),
    );
  }
}

/** A stored sitting as the form's fields, per module. */
function gespeichert(bisher: PaperDates, slot: (m: Modul) => ModulSlot): Felder {
  return Object.fromEntries(MODULE.flatMap((m) => (bisher[slot(m)] ? [[m, bisher[slot(m)]]] : [])));
}

/** Start times not given: each day keeps the stored time of the same day (days may have moved). */
function bisherigeZeiten(bisher: Termindaten, tage: Felder, slot: (m: Modul) => ModulSlot): Felder {
  return Object.fromEntries(
    MODULE.map((m) => {
      const alt = bisher.aufsichtsarbeiten?.[slot(m)] ?? [];
      return [m, (tage[m] ?? []).map((tag) => bisher.beginn?.[slot(m)]?.[alt.indexOf(tag)] ?? '')];
    }),
  );
}

/** The set days of a sitting with their start times, under the slot keys. */
function speicherform(tage: Felder, zeiten: Felder, slot: (m: Modul) => ModulSlot) {
  const papiere: PaperDates = {};
  const beginn: PaperTimes = {};
  for (const m of MODULE) {
    const gesetzt = (tage[m] ?? []).flatMap((tag, i) =>
      tag === '' ? [] : [{ tag, zeit: zeiten[m]?.[i] ?? '' }],
    );
    if (gesetzt.length === 0) continue;
    papiere[slot(m)] = gesetzt.map((g) => g.tag);
    if (gesetzt.some((g) => g.zeit !== ''))
      beginn[slot(m)] = gesetzt.map((g) => (g.zeit === '' ? null : g.zeit));
  }
  return { papiere, beginn };
}

/** More days than the module has papers (WiPrPrüfV § 7; the page's schema refuses it earlier). */
function zuViele(
  fehler: Record<string, string>,
  sitzung: 'aufsichtsarbeiten' | 'aufsichtsarbeitenJuni',
  tage: Felder,
) {
  for (const m of MODULE) {
    const anzahl = (tage[m] ?? []).filter((t) => t !== '').length;
    if (anzahl > AUFSICHTSARBEITEN[m])
      fehler[`${sitzung}.${m}.${AUFSICHTSARBEITEN[m]}`] ??= o.zuVieleAufsichtsarbeiten(
        modulName(m),
        AUFSICHTSARBEITEN[m],
      );
  }
}

const slotName = (slot: ModulSlot): string => {
  const name = modulName(slotModul(slot));
  return isVorgezogen(slot) ? o.modulJuni(name) : name;
};

const papiereText = (papiere: PaperDates): string =>
  MODUL_SLOTS.flatMap((slot) => {
    const tage = papiere[slot];
    return tage ? [`${slotName(slot)} ${tage.map(formatDatum).join(', ')}`] : [];
  }).join('; ');

/** The days with a start time, e.g. 'WP 10.08.2027 09:00 Uhr, 11.08.2027 09:00 Uhr'. */
const beginnText = (papiere: PaperDates, beginn: PaperTimes): string =>
  MODUL_SLOTS.flatMap((slot) => {
    const tage = (papiere[slot] ?? []).flatMap((tag, i) => {
      const zeit = beginn[slot]?.[i];
      return zeit ? [`${formatDatum(tag)} ${o.uhr(zeit)}`] : [];
    });
    return tage.length > 0 ? [`${slotName(slot)} ${tage.join(', ')}`] : [];
  }).join('; ');

const lgsName = (code: string): string =>
  (messages.antrag.lgsOptionen as Readonly<Record<string, string>>)[code] ?? code;

/** The lines the command prints for the days, times and venues as stored. */
function sitzungsZeilen(papiere: PaperDates, beginn: PaperTimes, orte: Venues): string[] {
  const zeilen: string[] = [];
  if (Object.keys(papiere).length > 0) zeilen.push(o.aufsichtsarbeitenGespeichert(papiereText(papiere)));
  const zeiten = beginnText(papiere, beginn);
  if (zeiten !== '') zeilen.push(o.beginnGespeichert(zeiten));
  for (const sitzung of ['regulaer', 'juni'] as const) {
    const liste = Object.entries(orte[sitzung] ?? {}).flatMap(([code, ort]) =>
      ort ? [`${lgsName(code)}: ${ort}`] : [],
    );
    if (liste.length > 0)
      zeilen.push(
        o.orteGespeichert(sitzung === 'juni' ? o.sitzungJuni : o.sitzungRegulaer, liste.join('; ')),
      );
  }
  return zeilen;
}

/**
 * What saving the term would store, checked: every refused date under its field (TerminFehler). The
 * back-office's preview runs it too, so it answers the same errors before it asks for confirmation.
 */
export function planeTermin(settings: Verfahrenseinstellungen, args: TerminArgs, heute: IsoDate) {
  const { termin } = args;
  if (termin.semester === 1 && args.juni && args.juni.length > 0) throw new OfficeError(o.juniNurTermin2);
  const bekannt = termin.value in settings.termine;
  const bisher = termindatenIm(settings, termin);
  const juni =
    args.juni ??
    (termin.semester === 1
      ? []
      : bekannt
        ? (settings.vorgezogeneModule.proTermin[termin.value] ?? [])
        : STANDARD_EINSTELLUNGEN.vorgezogeneModule.standard);
  const gesetzt =
    args.anmeldeschluss === 'gesetzlich' ? null : (args.anmeldeschluss ?? bisher.anmeldeschluss ?? null);
  const juniSlot = vorgezogenKey;
  const aufsichtsarbeiten = args.aufsichtsarbeiten ?? gespeichert(bisher.aufsichtsarbeiten ?? {}, (m) => m);
  const aufsichtsarbeitenJuni =
    args.aufsichtsarbeitenJuni ?? gespeichert(bisher.aufsichtsarbeiten ?? {}, juniSlot);
  const eingabe = {
    termin,
    anmeldeschluss: gesetzt,
    juni,
    aufsichtsarbeiten,
    aufsichtsarbeitenJuni,
    aufsichtsarbeitenBeginn:
      args.aufsichtsarbeitenBeginn ?? bisherigeZeiten(bisher, aufsichtsarbeiten, (m) => m),
    aufsichtsarbeitenJuniBeginn:
      args.aufsichtsarbeitenJuniBeginn ?? bisherigeZeiten(bisher, aufsichtsarbeitenJuni, juniSlot),
  };
  const fehler = terminFehler(eingabe, {
    heute,
    gesetzlich: gesetzlicherAnmeldeschluss(termin),
    vorherSchluss: anmeldeschluss(addHalfYears(termin, -1), settings),
    beginn: anmeldebeginn(termin, settings),
    bisher,
  });
  // Each term keeps a window of at least one day before the next term's deadline (terms.ts).
  const nachher = anmeldeschluss(addHalfYears(termin, 1), settings);
  if (gesetzt !== null && gesetzt >= nachher)
    fehler.anmeldeschluss ??= o.anmeldeschlussAusserhalb(
      formatDatum(gesetzt),
      formatDatum(anmeldeschluss(addHalfYears(termin, -1), settings)),
      formatDatum(nachher),
    );
  zuViele(fehler, 'aufsichtsarbeiten', eingabe.aufsichtsarbeiten);
  zuViele(fehler, 'aufsichtsarbeitenJuni', eingabe.aufsichtsarbeitenJuni);
  if (Object.keys(fehler).length > 0) throw new TerminFehler(fehler);

  const regulaer = speicherform(eingabe.aufsichtsarbeiten, eingabe.aufsichtsarbeitenBeginn, (m) => m);
  const imJuni = speicherform(eingabe.aufsichtsarbeitenJuni, eingabe.aufsichtsarbeitenJuniBeginn, juniSlot);
  const papiere: PaperDates = { ...regulaer.papiere, ...imJuni.papiere };
  const beginn: PaperTimes = { ...regulaer.beginn, ...imJuni.beginn };
  const orte: Venues = args.orte ?? { ...bisher.orte, ...args.orteJeSitzung };
  return { gesetzt, juni, papiere, beginn, orte };
}

export async function terminFestlegen(deps: OfficeDeps, args: TerminArgs): Promise<OfficeOutput> {
  const { termin } = args;
  const ergebnis = await generalAction(
    deps,
    'termin',
    (e: { details: Record<string, unknown> }) => e.details,
    async (tx, now) => {
      const settings = await loadSettings(tx, deps.verfahren);
      const { gesetzt, juni, papiere, beginn, orte } = planeTermin(settings, args, berlinDate(now));
      await upsertExamTerm(
        tx,
        {
          term: termin.value,
          year: termin.year,
          number: termin.semester,
          registrationDeadline: gesetzt,
          juneModules: juni,
          paperDates: papiere,
          paperTimes: beginn,
          venues: orte,
        },
        now,
      );
      const schluss = anmeldeschluss(termin, {
        ...settings,
        termine: { ...settings.termine, [termin.value]: gesetzt ? { anmeldeschluss: gesetzt } : {} },
      });
      return {
        juni,
        schluss,
        papiere,
        beginn,
        orte,
        details: {
          termin: termin.value,
          juni,
          anmeldeschluss: schluss,
          anmeldeschlussGesetzlich: gesetzt === null,
          aufsichtsarbeiten: papiere,
          beginn,
          orte,
        },
      };
    },
    // The term as stored, before and after (null: not set yet).
    async (tx) => {
      const settings = await loadSettings(tx, deps.verfahren);
      if (!(termin.value in settings.termine)) return null;
      return {
        juni: settings.vorgezogeneModule.proTermin[termin.value] ?? [],
        ...termindatenIm(settings, termin),
      };
    },
  );
  const { juni, schluss, papiere, beginn, orte } = ergebnis;
  const zeilen = [
    o.terminGespeichert(
      termin.display,
      formatDatum(schluss),
      juni.length > 0 ? juni.map(modulName).join(', ') : o.keinJuni,
    ),
    ...sitzungsZeilen(papiere, beginn, orte),
  ];
  return { text: zeilen.join('\n'), data: ergebnis.details };
}
