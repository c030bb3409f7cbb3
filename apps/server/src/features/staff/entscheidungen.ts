// The office's decisions in the browser (issue 15): what is open for one candidate, and the decisions
// themselves. Every decision runs the office function the command line runs (apps/server/src/office),
// with the staff member as actor and a staff_audit row (quelle 'browser') in the same transaction,
// so the fact, its letter job and the audit commit together or not at all.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { berlinDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { lgsName } from '@examensportal/domain/rules/bescheid';
import type { Art } from '@examensportal/domain/rules/facts';
import type { Modul } from '@examensportal/domain/rules/module';
import type {
  EntscheidungErgebnis,
  FallEntscheidung,
  OffeneEntscheidungen,
  ZulassungEntscheidung,
} from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import type { AppContext } from '../../context';
import { accounts, compellingReasons, credits, documents, moduleRegistrations } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { OfficeError, type OfficeDeps, type OfficeOutput } from '../../office/context';
import { anrechnungEntscheiden, triftigerGrundEntscheiden } from '../../office/faelle';
import { ablehnen, zulassen } from '../../office/zulassung';
import { currentApplication } from '../procedure/repo';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';

const o = officeCliTexte;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The office's functions, acting as this staff member; the audit row is written in their transaction. */
function officeDeps(ctx: AppContext, staff: StaffSession, aktion: string): OfficeDeps {
  return {
    db: ctx.db,
    clock: ctx.clock,
    von: staff.name,
    verfahren: ctx.config.verfahren,
    storage: ctx.storage,
    publicUrl: ctx.config.publicUrl,
    auditieren: async (tx, action) => {
      await recordStaffAction(
        tx,
        {
          staffId: staff.staffId,
          wer: staff.name,
          quelle: 'browser',
          aktion,
          ziel: action.accountId,
          accountId: action.accountId,
          vorher: action.before,
          nachher: { stand: action.after, angaben: action.details },
        },
        ctx.clock.now(),
      );
    },
  };
}

/** Runs an office function; its German refusal becomes a 409, and the letter is filed soon after. */
async function entscheiden(ctx: AppContext, run: () => Promise<OfficeOutput>): Promise<EntscheidungErgebnis> {
  let output: OfficeOutput;
  try {
    output = await run();
  } catch (error) {
    if (error instanceof OfficeError) throw new HttpError(409, error.message);
    throw error;
  }
  ctx.outbox.kick();
  const bescheid = (output.data as { bescheid: { id: string; dateiname: string } }).bescheid;
  return { message: e.gespeichert(bescheid.dateiname), bescheid };
}

function checkKandidatId(id: string): void {
  if (!UUID.test(id)) throw new HttpError(404, e.kandidatUnbekannt);
}

async function kandidat(ctx: AppContext, id: string) {
  checkKandidatId(id);
  const [row] = await ctx.db
    .select({
      id: accounts.id,
      vorname: accounts.vorname,
      nachname: accounts.nachname,
      email: accounts.email,
      art: accounts.art,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!row) throw new HttpError(404, e.kandidatUnbekannt);
  return { ...row, art: row.art as Art };
}

const teilName = (teil: string) => o.teilNamen[teil as keyof typeof o.teilNamen] ?? teil;

/** The proof documents a declaration brought with it (the candidate's uploads, locked by it). */
async function nachweise(ctx: AppContext, declarationIds: readonly (string | null)[]) {
  const ids = declarationIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map<string, { documentId: string; originalFileName: string }[]>();
  const rows = await ctx.db
    .select({ id: documents.id, name: documents.originalName, declarationId: documents.declarationId })
    .from(documents)
    .where(and(inArray(documents.declarationId, ids), eq(documents.source, 'candidate')))
    .orderBy(asc(documents.createdAt), asc(documents.originalName));
  const map = new Map<string, { documentId: string; originalFileName: string }[]>();
  for (const row of rows) {
    if (!row.declarationId) continue;
    const list = map.get(row.declarationId) ?? [];
    list.push({ documentId: row.id, originalFileName: row.name });
    map.set(row.declarationId, list);
  }
  return map;
}

export async function offeneEntscheidungen(ctx: AppContext, id: string): Promise<OffeneEntscheidungen> {
  const person = await kandidat(ctx, id);
  const current = await currentApplication(ctx.db, id);
  const antrag =
    current && current.status === 'submitted'
      ? {
          id: current.id,
          art: current.art as Art,
          termin: current.term,
          antragsdatum: current.antragsdatum,
          eingereichtAm: current.submittedAt?.toISOString() ?? null,
          lgs: lgsName(current.payload),
          module: (
            await ctx.db
              .select({ modul: moduleRegistrations.modul })
              .from(moduleRegistrations)
              .where(eq(moduleRegistrations.applicationId, current.id))
              .orderBy(asc(moduleRegistrations.angemeldetAm))
          ).map((r) => r.modul),
        }
      : null;

  const gruende = await ctx.db
    .select({
      id: compellingReasons.id,
      modul: moduleRegistrations.modul,
      teil: compellingReasons.teil,
      ladungVom: compellingReasons.ladungVom,
      gemeldetAm: compellingReasons.gemeldetAm,
      declarationId: compellingReasons.declarationId,
    })
    .from(compellingReasons)
    .leftJoin(moduleRegistrations, eq(moduleRegistrations.id, compellingReasons.registrationId))
    .where(and(eq(compellingReasons.accountId, id), eq(compellingReasons.status, 'pending')))
    .orderBy(asc(compellingReasons.gemeldetAm), asc(compellingReasons.createdAt));
  const offeneCredits = await ctx.db
    .select({
      id: credits.id,
      modul: credits.modul,
      beantragtAm: credits.beantragtAm,
      declarationId: credits.declarationId,
    })
    .from(credits)
    .where(and(eq(credits.accountId, id), eq(credits.status, 'pending')))
    .orderBy(asc(credits.beantragtAm), asc(credits.createdAt));
  const belege = await nachweise(
    ctx,
    [...gruende, ...offeneCredits].map((f) => f.declarationId),
  );

  return {
    heute: berlinDate(ctx.clock.now()),
    kandidat: person,
    antrag,
    triftigeGruende: gruende.map((g) => ({
      id: g.id,
      modul: g.modul,
      teil: g.teil,
      teilName: teilName(g.teil),
      ladungVom: g.ladungVom,
      gemeldetAm: g.gemeldetAm,
      nachweise: (g.declarationId && belege.get(g.declarationId)) || [],
    })),
    anrechnungen: offeneCredits.map((c) => ({
      id: c.id,
      modul: c.modul,
      beantragtAm: c.beantragtAm,
      nachweise: (c.declarationId && belege.get(c.declarationId)) || [],
    })),
  };
}

/** A reason where a rejection needs one: 422 on the field, nothing written. */
function begruendungNoetig(begruendung: string | undefined): string {
  const text = begruendung?.trim() ?? '';
  if (text === '') throw new HttpError(422, e.begruendungFehlt, {}, { begruendung: e.begruendungFehlt });
  return text;
}

export async function zulassungEntscheiden(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  eingabe: ZulassungEntscheidung,
): Promise<EntscheidungErgebnis> {
  await kandidat(ctx, id);
  const antrag = await currentApplication(ctx.db, id);
  if (!antrag || antrag.status !== 'submitted') throw new HttpError(409, e.keinEingereichterAntrag);
  if (eingabe.entscheidung === 'ablehnen') {
    // The role is checked on the server: the page only hides the option.
    if (staff.rolle !== 'leitung') throw new HttpError(403, e.ablehnungNurLeitung);
    const begruendung = begruendungNoetig(eingabe.begruendung);
    return entscheiden(ctx, () =>
      ablehnen(officeDeps(ctx, staff, 'antrag.ablehnen'), { antrag: antrag.id, begruendung }),
    );
  }
  const heute = berlinDate(ctx.clock.now());
  const datum = eingabe.datum ?? heute;
  if (datum > heute) {
    throw new HttpError(
      422,
      o.datumInZukunft(formatDatum(datum)),
      {},
      { datum: o.datumInZukunft(formatDatum(datum)) },
    );
  }
  if (antrag.antragsdatum && datum < antrag.antragsdatum) {
    const text = o.zulassungVorAntrag(formatDatum(datum), formatDatum(antrag.antragsdatum));
    throw new HttpError(422, text, {}, { datum: text });
  }
  return entscheiden(ctx, () =>
    zulassen(officeDeps(ctx, staff, 'antrag.zulassen'), { antrag: antrag.id, datum }),
  );
}

/** What the office function of a case decision takes besides the candidate and the case. */
interface Beschluss {
  entscheidung: 'accepted' | 'rejected';
  begruendung: string | undefined;
}

/** One kind of pending case (triftiger Grund, Anrechnung): how it is read and which office function decides it. */
interface FallArt<F> {
  aktion: string;
  load: (
    ctx: AppContext,
    fallId: string,
    kandidatId: string,
  ) => Promise<(F & { status: string }) | undefined>;
  entscheiden: (deps: OfficeDeps, kandidat: string, fall: F, beschluss: Beschluss) => Promise<OfficeOutput>;
}

/** The decision on a case: 404 for an unknown one, 409 once decided, a reason for every rejection. */
const fallEntscheiden =
  <F>(art: FallArt<F>) =>
  async (
    ctx: AppContext,
    staff: StaffSession,
    id: string,
    fallId: string,
    eingabe: FallEntscheidung,
  ): Promise<EntscheidungErgebnis> => {
    await kandidat(ctx, id);
    if (!UUID.test(fallId)) throw new HttpError(404, e.fallUnbekannt);
    const fall = await art.load(ctx, fallId, id);
    if (!fall) throw new HttpError(404, e.fallUnbekannt);
    if (fall.status !== 'pending') throw new HttpError(409, e.bereitsEntschieden);
    const entscheidung =
      eingabe.entscheidung === 'anerkennen' ? ('accepted' as const) : ('rejected' as const);
    const begruendung =
      entscheidung === 'rejected' ? begruendungNoetig(eingabe.begruendung) : eingabe.begruendung;
    return entscheiden(ctx, () =>
      art.entscheiden(officeDeps(ctx, staff, art.aktion), id, fall, { entscheidung, begruendung }),
    );
  };

export const grundEntscheiden = fallEntscheiden<{ teil: string; modul: string | null }>({
  aktion: 'triftigerGrund.entscheiden',
  load: async (ctx, fallId, kandidatId) =>
    (
      await ctx.db
        .select({
          teil: compellingReasons.teil,
          status: compellingReasons.status,
          modul: moduleRegistrations.modul,
        })
        .from(compellingReasons)
        .leftJoin(moduleRegistrations, eq(moduleRegistrations.id, compellingReasons.registrationId))
        .where(and(eq(compellingReasons.id, fallId), eq(compellingReasons.accountId, kandidatId)))
    )[0],
  // The argument order is the audit's order of the details.
  entscheiden: (deps, kandidat, fall, beschluss) =>
    triftigerGrundEntscheiden(deps, {
      kandidat,
      modul: (fall.modul as Modul | null) ?? undefined,
      teil: fall.teil,
      ...beschluss,
    }),
});

export const anrechnungFallEntscheiden = fallEntscheiden<{ modul: string }>({
  aktion: 'anrechnung.entscheiden',
  load: async (ctx, fallId, kandidatId) =>
    (
      await ctx.db
        .select({ modul: credits.modul, status: credits.status })
        .from(credits)
        .where(and(eq(credits.id, fallId), eq(credits.accountId, kandidatId)))
    )[0],
  entscheiden: (deps, kandidat, fall, beschluss) =>
    anrechnungEntscheiden(deps, { kandidat, modul: fall.modul as 'wr' | 'bwl' | 'st', ...beschluss }),
});
