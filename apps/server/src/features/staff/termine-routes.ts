// Termine: the exam terms as the rules read them (office dates where set, else R-02's) and the form
// that sets a term's dates through the office function terminFestlegen (decision 0019: every staff
// member reads, the leitung sets – the dates move every candidate's window and fees).
import { berlinDate } from '@examensportal/domain/dates';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
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
  type TerminPayload,
  terminPayloadSchema,
  terminVorschauAntwortSchema,
  type TermineAntwort,
  termineAntwortSchema,
  type TerminZeile,
} from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { planeTermin, type TerminArgs, terminFestlegen, alsHttp, bueroDeps } from './buero';
import { countBetroffene } from './termine-betroffen';
import { loadSettings } from '../procedure/settings';
import { staffOf } from './auth';

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
    beginn: Object.fromEntries(
      Object.entries(daten.beginn ?? {}).map(([slot, zeiten]) => [slot, [...(zeiten ?? [])]]),
    ),
    orte: Object.fromEntries(Object.entries(daten.orte ?? {}).map(([s, o]) => [s, { ...o }])),
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
      const termin = await waehlbarerTermin(ctx, payload.termin);
      await alsHttp(() =>
        terminFestlegen(
          bueroDeps(ctx, staff, 'termin.festlegen', termin.display),
          terminArgs(termin, payload),
        ),
      );
      return termine(ctx, true);
    },
  );

  // The same checks without writing, and how many candidates the change affects (the form asks).
  route(
    app,
    PRUEFUNGSSTELLE_API.terminVorschau,
    { response: terminVorschauAntwortSchema, config: { staffRolle: 'leitung' } },
    async (request) => {
      const payload = terminPayloadSchema.parse(request.body);
      const termin = await waehlbarerTermin(ctx, payload.termin);
      const settings = await loadSettings(ctx.db, ctx.config.verfahren);
      await alsHttp(async () =>
        planeTermin(settings, terminArgs(termin, payload), berlinDate(ctx.clock.now())),
      );
      return { betroffen: await countBetroffene(ctx.db, termin.value) };
    },
  );
}

/** A term of the page's range, else 422 on the field. */
async function waehlbarerTermin(ctx: AppContext, text: string): Promise<Semester> {
  const termin = parseSemester(text);
  const settings = await loadSettings(ctx.db, ctx.config.verfahren);
  const offen = offenerTermin(berlinDate(ctx.clock.now()), settings);
  if (!termin || !bereich(offen).some((t) => t.value === termin.value))
    throw new HttpError(422, tt.terminUnbekannt, {}, { termin: tt.terminUnbekannt });
  return termin;
}

/** The form's payload as the office function's arguments: '' stays a position (errors find their field). */
const terminArgs = (termin: Semester, payload: TerminPayload): TerminArgs => ({
  termin,
  juni: payload.juni,
  anmeldeschluss: payload.anmeldeschluss ?? 'gesetzlich',
  aufsichtsarbeiten: payload.aufsichtsarbeiten,
  aufsichtsarbeitenJuni: payload.aufsichtsarbeitenJuni,
  aufsichtsarbeitenBeginn: payload.aufsichtsarbeitenBeginn,
  aufsichtsarbeitenJuniBeginn: payload.aufsichtsarbeitenJuniBeginn,
  orte: payload.orte,
});
