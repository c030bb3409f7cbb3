// The checks of a term's dates (issue 26 point 7), shared by the back-office page "Termine" and the
// office's `termin` command: every impossible date at once, each under the form field it belongs to.
// - the office may close a term early, never later than the legal end of the window; and each
//   term keeps a window of at least a day after the previous term's deadline (decision 0009).
// - § 2 (8) WiPrPrüfV and domain-rules §1.1: the regular papers in February (term 1) or August
//   (term 2), the June sitting in June, all of that year; one paper per day (§ 7 (3)), so a module's
//   days in order and no two papers of one sitting on the same day; the June sitting only for the
//   modules the term has one for.
// - A running term (its window has begun) takes no new date that lies before today (portal clock);
//   a date that is already stored stays, so a term can be saved again after its first paper.
import type { IsoDate } from '../dates';
import { formatDatum } from '../format';
import { termineTexte as tt } from '../messages-pruefungsstelle-termine';
import { MODULE, type Modul, type ModulSlot, vorgezogenKey } from './module';
import type { Semester } from './semester';
import type { Termindaten } from './settings';
import { messages } from '../messages';

const lgsLabel = (code: string): string =>
  (messages.antrag.lgsOptionen as Readonly<Record<string, string>>)[code] ?? code;

type Sitzung = 'aufsichtsarbeiten' | 'aufsichtsarbeitenJuni';

/** A sitting's days per module as the form has them: '' for a day not set. */
type Tage = Readonly<Partial<Record<Modul, readonly string[]>>>;

export interface TerminEingabe {
  termin: Semester;
  /** null: R-02's deadline. */
  anmeldeschluss: IsoDate | null;
  juni: readonly Modul[];
  aufsichtsarbeiten: Tage;
  aufsichtsarbeitenJuni: Tage;
  /** Start time 'HH:MM' of each paper day, by the same index ('' not set). */
  aufsichtsarbeitenBeginn: Tage;
  aufsichtsarbeitenJuniBeginn: Tage;
}

export interface TerminLage {
  heute: IsoDate;
  /** The legal deadline of the term. */
  gesetzlich: IsoDate;
  /** The deadline of the term before (its window must stay before this term's). */
  vorherSchluss: IsoDate;
  /** The first day of this term's window: from then on the term is running. */
  beginn: IsoDate;
  /** What is stored now. */
  bisher: Termindaten;
}

/** The field name of a paper day in the form and in the field errors. */
const tagFeld = (sitzung: Sitzung, modul: Modul, index: number) => `${sitzung}.${modul}.${index}`;

const MONAT_NAMEN: Record<number, string> = { 2: 'Februar', 6: 'Juni', 8: 'August' };

/** The month a sitting's papers lie in: February or August (regular), June. */
const sitzungsMonat = (termin: Semester, sitzung: Sitzung): number =>
  sitzung === 'aufsichtsarbeitenJuni' ? 6 : termin.semester === 1 ? 2 : 8;

const slotVon = (sitzung: Sitzung, modul: Modul): ModulSlot =>
  sitzung === 'aufsichtsarbeiten' ? modul : vorgezogenKey(modul);

/** Every error of the input, keyed by field; empty when the dates are possible. */
export function terminFehler(e: TerminEingabe, lage: TerminLage): Record<string, string> {
  const fehler: Record<string, string> = {};
  const laufend = lage.heute >= lage.beginn;
  const neuVorHeute = (tag: IsoDate, bisher: readonly string[] | undefined) =>
    laufend && tag < lage.heute && !(bisher ?? []).includes(tag);

  const schluss = e.anmeldeschluss;
  if (schluss !== null) {
    if (schluss > lage.gesetzlich)
      fehler.anmeldeschluss = tt.fehler.nachGesetzlichemSchluss(formatDatum(lage.gesetzlich));
    else if (schluss <= lage.vorherSchluss)
      fehler.anmeldeschluss = tt.fehler.vorVorherigemSchluss(formatDatum(lage.vorherSchluss));
    else if (neuVorHeute(schluss, lage.bisher.anmeldeschluss ? [lage.bisher.anmeldeschluss] : []))
      fehler.anmeldeschluss = tt.fehler.vergangen(formatDatum(lage.heute));
  }

  for (const sitzung of ['aufsichtsarbeiten', 'aufsichtsarbeitenJuni'] as const) {
    const monat = sitzungsMonat(e.termin, sitzung);
    const belegt = new Map<string, [string, number]>();
    for (const modul of MODULE) {
      const tage = e[sitzung][modul] ?? [];
      (e[`${sitzung}Beginn`][modul] ?? []).forEach((zeit, i) => {
        if (zeit !== '' && (tage[i] ?? '') === '')
          fehler[`${sitzung}Beginn.${modul}.${i}`] = tt.fehler.beginnOhneTag;
      });
      const slot = slotVon(sitzung, modul);
      const bisher = lage.bisher.aufsichtsarbeiten?.[slot];
      const name = modul.toUpperCase();
      tage.forEach((tag, i) => {
        if (tag === '') return;
        const feld = tagFeld(sitzung, modul, i);
        const melde = (text: string) => (fehler[feld] ??= text);
        if (sitzung === 'aufsichtsarbeitenJuni' && !e.juni.includes(modul))
          melde(tt.fehler.keinJuni(name, e.termin.display));
        if (tag.slice(0, 7) !== `${e.termin.year}-${String(monat).padStart(2, '0')}`)
          melde(tt.fehler.ausserhalbMonat(MONAT_NAMEN[monat] ?? String(monat), e.termin.year));
        if (tage.slice(0, i).some((frueher) => frueher === '')) melde(tt.fehler.luecke(i));
        const vorher = tage[i - 1];
        if (i > 0 && vorher && tag <= vorher) melde(tt.fehler.reihenfolge(i));
        const schon = belegt.get(tag);
        if (schon) melde(tt.fehler.gleicherTag(...schon));
        if (neuVorHeute(tag, bisher)) melde(tt.fehler.vergangen(formatDatum(lage.heute)));
        if (!schon) belegt.set(tag, [name, i + 1]);
      });
    }
  }
  return fehler;
}

/** The visible label of a field of the form (error summary, command line): 'WP: 1. Aufsichtsarbeit'. */
export function terminFeldLabel(feld: string): string {
  const [teil = '', modul = '', index = '0'] = feld.split('.');
  const nummer = Number(index) + 1;
  const name = modul.toUpperCase();
  switch (teil) {
    case 'anmeldeschluss':
      return tt.anmeldeschluss;
    case 'aufsichtsarbeiten':
      return tt.aufsichtsarbeitTag(name, nummer);
    case 'aufsichtsarbeitenJuni':
      return tt.aufsichtsarbeitJuniTag(name, nummer);
    case 'aufsichtsarbeitenBeginn':
      return tt.beginn(tt.aufsichtsarbeitTag(name, nummer));
    case 'aufsichtsarbeitenJuniBeginn':
      return tt.beginn(tt.aufsichtsarbeitJuniTag(name, nummer));
    case 'orte':
      return tt.ort(modul === 'juni' ? tt.juniSitzung : tt.regulaereSitzung, lgsLabel(index));
    default:
      return feld;
  }
}
