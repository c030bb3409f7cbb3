// Settings per exam term: which modules have a June sitting in a term 2, and the deadline.
import { messages } from '@examensportal/domain/messages';
import { formatDatum } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
import type { Modul } from '@examensportal/domain/rules/module';
import type { Semester } from '@examensportal/domain/rules/semester';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { anmeldeschluss } from '@examensportal/domain/rules/terms';
import { upsertExamTerm } from '../features/procedure/records';
import { generalAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';
import { modulName } from './format';

const o = messages.office;

export interface TerminArgs {
  termin: Semester;
  /** Omitted: the standard (WR, BWL in term 2). */
  juni?: readonly Modul[] | undefined;
  anmeldeschluss?: IsoDate | undefined;
}

export async function terminFestlegen(deps: OfficeDeps, args: TerminArgs): Promise<OfficeOutput> {
  const { termin } = args;
  const juni = args.juni ?? (termin.semester === 2 ? STANDARD_EINSTELLUNGEN.vorgezogeneModule.standard : []);
  if (termin.semester === 1 && juni.length > 0) throw new OfficeError(o.juniNurTermin2);
  const schluss = args.anmeldeschluss ?? anmeldeschluss(termin);
  const details = { termin: termin.value, juni, anmeldeschluss: schluss };
  await generalAction(deps, 'termin', details, (tx, now) =>
    upsertExamTerm(
      tx,
      {
        term: termin.value,
        year: termin.year,
        number: termin.semester,
        registrationDeadline: schluss,
        juneModules: juni,
      },
      now,
    ),
  );
  return {
    text: o.terminGespeichert(
      termin.display,
      formatDatum(schluss),
      juni.length > 0 ? juni.map(modulName).join(', ') : o.keinJuni,
    ),
    data: details,
  };
}
