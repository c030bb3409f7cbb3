// Settings per exam term (decision 0009): which modules have a June sitting in a term 2, the
// registration deadline and the days of the written papers. The rules read them (terms.ts, fees.ts);
// what the office leaves unset is the legal default. An option not given keeps what is stored.
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { formatDatum } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
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
import { STANDARD_EINSTELLUNGEN, termindatenIm } from '@examensportal/domain/rules/settings';
import { anmeldeschluss } from '@examensportal/domain/rules/terms';
import { upsertExamTerm } from '../features/procedure/records';
import { loadSettings, type PaperDates } from '../features/procedure/settings';
import { generalAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';
import { modulName } from './format';

const o = officeCliTexte;

/** Paper days per module of one sitting; an empty object clears the sitting ('keine'). */
export type Aufsichtsarbeitstage = Partial<Record<Modul, IsoDate[]>>;

export interface TerminArgs {
  termin: Semester;
  /** Omitted: unchanged (a new term: the standard, WR and BWL in term 2). */
  juni?: readonly Modul[] | undefined;
  /** A day, or 'gesetzlich' for R-02's; omitted: unchanged (a new term: R-02's). */
  anmeldeschluss?: IsoDate | 'gesetzlich' | undefined;
  /** Regular sitting (February, August); omitted: unchanged. */
  aufsichtsarbeiten?: Aufsichtsarbeitstage | undefined;
  /** June sitting of term 2; omitted: unchanged. */
  aufsichtsarbeitenJuni?: Aufsichtsarbeitstage | undefined;
}

/** The stored sitting replaced by the given one, where given. */
function ersetzen(
  bisher: PaperDates,
  neu: Aufsichtsarbeitstage | undefined,
  slot: (modul: Modul) => ModulSlot,
): PaperDates {
  if (neu === undefined)
    return Object.fromEntries(MODULE.flatMap((m) => (bisher[slot(m)] ? [[slot(m), bisher[slot(m)]]] : [])));
  return Object.fromEntries(
    MODULE.flatMap((m) => (neu[m] && neu[m].length > 0 ? [[slot(m), [...new Set(neu[m])].sort()]] : [])),
  );
}

function checkPapiere(termin: Semester, juni: readonly Modul[], papiere: PaperDates): void {
  for (const slot of MODUL_SLOTS) {
    const tage = papiere[slot];
    if (!tage) continue;
    const modul = slotModul(slot);
    if (isVorgezogen(slot) && !juni.includes(modul))
      throw new OfficeError(o.juniAufsichtsarbeitOhneJuni(modulName(modul), termin.display));
    if (tage.length > AUFSICHTSARBEITEN[modul])
      throw new OfficeError(o.zuVieleAufsichtsarbeiten(modulName(modul), AUFSICHTSARBEITEN[modul]));
    const fremd = tage.find((tag) => !tag.startsWith(`${termin.year}-`));
    if (fremd) throw new OfficeError(o.aufsichtsarbeitAusserhalb(formatDatum(fremd), termin.display));
  }
}

const papiereText = (papiere: PaperDates): string =>
  MODUL_SLOTS.flatMap((slot) => {
    const tage = papiere[slot];
    if (!tage) return [];
    const name = modulName(slotModul(slot));
    return [`${isVorgezogen(slot) ? o.modulJuni(name) : name} ${tage.map(formatDatum).join(', ')}`];
  }).join('; ');

export async function terminFestlegen(deps: OfficeDeps, args: TerminArgs): Promise<OfficeOutput> {
  const { termin } = args;
  if (termin.semester === 1 && args.juni && args.juni.length > 0) throw new OfficeError(o.juniNurTermin2);
  const ergebnis = await generalAction(
    deps,
    'termin',
    (e: { details: Record<string, unknown> }) => e.details,
    async (tx, now) => {
      const settings = await loadSettings(tx, deps.verfahren);
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
      if (gesetzt !== null) {
        // Each term keeps a window of at least one day, in order (terms.ts).
        const vorher = anmeldeschluss(addHalfYears(termin, -1), settings);
        const nachher = anmeldeschluss(addHalfYears(termin, 1), settings);
        if (gesetzt <= vorher || gesetzt >= nachher)
          throw new OfficeError(
            o.anmeldeschlussAusserhalb(formatDatum(gesetzt), formatDatum(vorher), formatDatum(nachher)),
          );
      }
      const papiere: PaperDates = {
        ...ersetzen(bisher.aufsichtsarbeiten ?? {}, args.aufsichtsarbeiten, (m) => m),
        ...ersetzen(bisher.aufsichtsarbeiten ?? {}, args.aufsichtsarbeitenJuni, vorgezogenKey),
      };
      checkPapiere(termin, juni, papiere);
      await upsertExamTerm(
        tx,
        {
          term: termin.value,
          year: termin.year,
          number: termin.semester,
          registrationDeadline: gesetzt,
          juneModules: juni,
          paperDates: papiere,
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
        details: {
          termin: termin.value,
          juni,
          anmeldeschluss: schluss,
          anmeldeschlussGesetzlich: gesetzt === null,
          aufsichtsarbeiten: papiere,
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
  const { juni, schluss, papiere } = ergebnis;
  const zeilen = [
    o.terminGespeichert(
      termin.display,
      formatDatum(schluss),
      juni.length > 0 ? juni.map(modulName).join(', ') : o.keinJuni,
    ),
  ];
  if (Object.keys(papiere).length > 0) zeilen.push(o.aufsichtsarbeitenGespeichert(papiereText(papiere)));
  return { text: zeilen.join('\n'), data: ergebnis.details };
}
