// Termine: the exam terms as the rules read them (office dates where set, else R-02's) and the form
// that sets a term's dates through the office function terminFestlegen (decision 0019: every staff
// member reads, the leitung sets – the dates move every candidate's window and fees).
import { berlinDate } from '@examensportal/domain/dates';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import type { Modul } from '@examensportal/domain/rules/module';
import {
  addHalfYears,
  compareSemester,
  parseSemester,
  type Semester,
} from '@examensportal/domain/rules/semester';
import {
  termindatenIm,
  type Verfahrenseinstellungen,
  vorgezogeneModuleIm,
} from '@examensportal/domain/rules/settings';
import {
  anmeldebeginn,
  anmeldeschluss,
  gesetzlicherAnmeldeschluss,
  offenerTermin,
} from '@examensportal/domain/rules/terms';
import {
  terminPayloadSchema,
  type TermineAntwort,
  termineAntwortSchema,
  type TerminZeile,
} from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { terminFestlegen } from '../../office/termine';
import { loadSettings } from '../procedure/settings';
import { staffOf } from './auth';
import { alsHttp, bueroDeps } from './buero';

/** The terms the page shows and the form may set: two before the open one to four after it. */
const VORHER = 2;
const NACHHER = 4;

function zeile(termin: Semester, settings: Verfahrenseinstellungen, offen: Semester): TerminZeile {
  const daten = termindatenIm(settings, termin);
  return {
    termin: termin.value,
    anzeige: termin.display,
    offen: compareSemester(termin, offen) === 0,
    festgelegt: termin.value in settings.termine,
    anmeldebeginn: anmeldebeginn(termin, settings),
    anmeldeschluss: anmeldeschluss(termin, settings),
    gesetzlicherAnmeldeschluss: gesetzlicherAnmeldeschluss(termin),
    anmeldeschlussGesetzlich: daten.anmeldeschluss === undefined,
    juni: [...vorgezogeneModuleIm(settings, termin)],
    aufsichtsarbeiten: Object.fromEntries(
      Object.entries(daten.aufsichtsarbeiten ?? {}).map(([slot, tage]) => [slot, [...(tage ?? [])]]),
    ),
  };
}

function bereich(offen: Semester): Semester[] {
  return Array.from({ length: VORHER + NACHHER + 1 }, (_, i) => addHalfYears(offen, i - VORHER));
}

async function termine(ctx: AppContext, darfFestlegen: boolean): Promise<TermineAntwort> {
  const settings = await loadSettings(ctx.db, ctx.config.verfahren);
  const offen = offenerTermin(berlinDate(ctx.clock.now()), settings);
  return { termine: bereich(offen).map((t) => zeile(t, settings, offen)), darfFestlegen };
}

export function registerTermineRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, PRUEFUNGSSTELLE_API.termine, { response: termineAntwortSchema }, async (request) =>
    termine(ctx, staffOf(request).rolle === 'leitung'),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.terminFestlegen,
    { response: termineAntwortSchema, config: { staffRolle: 'leitung' } },
    async (request) => {
      const payload = terminPayloadSchema.parse(request.body);
      const staff = staffOf(request);
      const termin = parseSemester(payload.termin);
      const settings = await loadSettings(ctx.db, ctx.config.verfahren);
      const offen = offenerTermin(berlinDate(ctx.clock.now()), settings);
      if (!termin || !bereich(offen).some((t) => t.value === termin.value))
        throw new HttpError(422, tt.terminUnbekannt, {}, { termin: tt.terminUnbekannt });
      const sitzung = (tage: Partial<Record<Modul, string[] | undefined>>) =>
        Object.fromEntries(Object.entries(tage).filter(([, t]) => t && t.length > 0));
      await alsHttp(() =>
        terminFestlegen(bueroDeps(ctx, staff, 'termin.festlegen', termin.display), {
          termin,
          juni: payload.juni,
          anmeldeschluss: payload.anmeldeschluss ?? 'gesetzlich',
          aufsichtsarbeiten: sitzung(payload.aufsichtsarbeiten),
          aufsichtsarbeitenJuni: sitzung(payload.aufsichtsarbeitenJuni),
        }),
      );
      return termine(ctx, true);
    },
  );
}
