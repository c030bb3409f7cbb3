// The office's decisions in the browser (issue 15): what is open for one candidate, and the decisions
// themselves – since issue 26 as drafts (entwuerfe.ts): the inputs are checked here as before (404
// for an unknown candidate or case, 409 once decided, 422 for a missing reason or an impossible date),
// and a second person's release runs the office function the command line runs.
import { isUuid } from '@examensportal/domain/uuid';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { berlinDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { lgsName } from '@examensportal/domain/rules/bescheid';
import type { Art } from '@examensportal/domain/rules/facts';
import { notenAusZeile } from '@examensportal/domain/rules/modulnote';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type {
  FallEntscheidung,
  OffeneEntscheidungen,
  ZulassungEntscheidung,
} from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import type { AppContext } from '../../context';
import {
  accounts,
  compellingReasons,
  credits,
  documents,
  moduleRegistrations,
  resultCorrections,
  results,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { nachteilsausgleichStand } from '../procedure/nachteilsausgleich';
import { nachteilsausgleich as nt } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import type {
  NachteilsausgleichEingabe,
  NachteilsausgleichEntscheidung,
} from '@examensportal/domain/schemas/pruefungsstelle-nachteilsausgleich';
import { hatMassnahme, massnahmenNormal } from '@examensportal/domain/rules/nachteilsausgleich';
import { currentApplication, geltendeNoten, geltendesErgebnis } from '../procedure/repo';
import type { StaffSession } from './auth';
import type { EntwurfDaten } from './entwurf-ausfuehren';
import { entschiedenMeldung, entwurfAnlegen, offeneEntwuerfe } from './entwuerfe';
import { zulassungsSperre } from './pruefliste';

const o = officeCliTexte;

function checkKandidatId(id: string): void {
  if (!isUuid(id)) throw new HttpError(404, e.kandidatUnbekannt);
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

export async function offeneEntscheidungen(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
): Promise<OffeneEntscheidungen> {
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
  const ergebnisse = await ctx.db
    .select({
      id: results.id,
      modul: moduleRegistrations.modul,
      ergebnis: geltendesErgebnis as SQL<'passed' | 'failed'>,
      am: results.am,
      berichtigtAm: resultCorrections.am,
      ...geltendeNoten,
    })
    .from(results)
    .leftJoin(resultCorrections, eq(resultCorrections.resultId, results.id))
    .leftJoin(moduleRegistrations, eq(moduleRegistrations.id, results.registrationId))
    .where(eq(results.accountId, id))
    .orderBy(asc(results.am), asc(results.createdAt));
  const belege = await nachweise(
    ctx,
    [...gruende, ...offeneCredits].map((f) => f.declarationId),
  );

  // The Nachteilsausgleich (issue 26 point 4): decided on the current application's request, before
  // or after the admission; shown while requested or once decided.
  const stand = await nachteilsausgleichStand(ctx.db, id);
  const nachteilsausgleich =
    current &&
    (current.status === 'submitted' || current.status === 'admitted') &&
    (stand.beantragt || stand.entscheidung)
      ? { antragId: current.id, ...stand }
      : null;

  return {
    heute: berlinDate(ctx.clock.now()),
    kandidat: person,
    antrag,
    nachteilsausgleich,
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
    entwuerfe: await offeneEntwuerfe(ctx, staff, id),
    // The parts that apply beside the outcome (decision 0056).
    ergebnisse: ergebnisse.map(
      ({ noteSchriftlich, noteMuendlich, modulnote, noteArbeit1, noteArbeit2, ...r }) => ({
        ...r,
        noten: notenAusZeile({ noteSchriftlich, noteMuendlich, modulnote, noteArbeit1, noteArbeit2 }),
      }),
    ),
  };
}

/** A reason where a rejection needs one: 422 on the field, nothing written. */
function begruendungNoetig(begruendung: string | undefined): string {
  const text = begruendung?.trim() ?? '';
  if (text === '') throw new HttpError(422, e.begruendungFehlt, {}, { begruendung: e.begruendungFehlt });
  return text;
}

export async function zulassungEntwerfen(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  eingabe: ZulassungEntscheidung,
): Promise<EntwurfAntwort> {
  await kandidat(ctx, id);
  const antrag = await currentApplication(ctx.db, id);
  if (!antrag) throw new HttpError(409, e.keinEingereichterAntrag);
  // Decided meanwhile by a released draft: who and when (issue 28 point 1).
  if (antrag.status !== 'submitted')
    throw new HttpError(
      409,
      (await entschiedenMeldung(ctx, antrag.id, 'antrag')) ?? e.keinEingereichterAntrag,
    );
  const entwurf = { art: 'antrag', accountId: id, fallId: antrag.id } as const;
  if (eingabe.entscheidung === 'ablehnen') {
    // Anyone may draft a rejection; its release needs a leitung (entwuerfe.ts).
    const begruendung = begruendungNoetig(eingabe.begruendung);
    return entwurfAnlegen(ctx, staff, { ...entwurf, eingabe: { entscheidung: 'ablehnen', begruendung } });
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
  const begruendung = eingabe.begruendung?.trim();
  // The legal checklist (issue 26 point 2): every point geprüft, or a written reason for the override.
  const ueberschreibung = eingabe.prueflisteBegruendung?.trim();
  await zulassungsSperre(ctx.db, antrag, ueberschreibung);
  return entwurfAnlegen(ctx, staff, {
    ...entwurf,
    eingabe: {
      entscheidung: 'zulassen',
      datum,
      ...(begruendung ? { begruendung } : {}),
      ...(ueberschreibung ? { prueflisteBegruendung: ueberschreibung } : {}),
    },
  });
}

/** One kind of pending case (triftiger Grund, Anrechnung): how its state is read. */
interface FallArt {
  art: Exclude<EntwurfDaten['art'], 'antrag'>;
  status: (ctx: AppContext, fallId: string, kandidatId: string) => Promise<string | undefined>;
}

/** The draft of a case's decision: 404 for an unknown case, 409 once decided, a reason for every rejection. */
const fallEntwerfen =
  (art: FallArt) =>
  async (
    ctx: AppContext,
    staff: StaffSession,
    id: string,
    fallId: string,
    eingabe: FallEntscheidung,
  ): Promise<EntwurfAntwort> => {
    await kandidat(ctx, id);
    if (!isUuid(fallId)) throw new HttpError(404, e.fallUnbekannt);
    const status = await art.status(ctx, fallId, id);
    if (!status) throw new HttpError(404, e.fallUnbekannt);
    if (status !== 'pending') throw new HttpError(409, e.bereitsEntschieden);
    const begruendung =
      eingabe.entscheidung === 'ablehnen'
        ? begruendungNoetig(eingabe.begruendung)
        : eingabe.begruendung?.trim();
    return entwurfAnlegen(ctx, staff, {
      art: art.art,
      accountId: id,
      fallId,
      eingabe: { entscheidung: eingabe.entscheidung, ...(begruendung ? { begruendung } : {}) },
    });
  };

export const grundEntwerfen = fallEntwerfen({
  art: 'triftigerGrund',
  status: async (ctx, fallId, kandidatId) =>
    (
      await ctx.db
        .select({ status: compellingReasons.status })
        .from(compellingReasons)
        .where(and(eq(compellingReasons.id, fallId), eq(compellingReasons.accountId, kandidatId)))
    )[0]?.status,
});

export const anrechnungEntwerfen = fallEntwerfen({
  art: 'anrechnung',
  status: async (ctx, fallId, kandidatId) =>
    (
      await ctx.db
        .select({ status: credits.status })
        .from(credits)
        .where(and(eq(credits.id, fallId), eq(credits.accountId, kandidatId)))
    )[0]?.status,
});

/**
 * The draft of a Nachteilsausgleich decision: 404 unknown candidate, 409 without a current application
 * that asks for one, 422 on the field for a grant without a measure or a refusal without a reason.
 */
export async function nachteilsausgleichEntwerfen(
  ctx: AppContext,
  staff: StaffSession,
  id: string,
  eingabe: NachteilsausgleichEntscheidung,
): Promise<EntwurfAntwort> {
  await kandidat(ctx, id);
  const antrag = await currentApplication(ctx.db, id);
  if (!antrag || (antrag.status !== 'submitted' && antrag.status !== 'admitted'))
    throw new HttpError(409, nt.keinAntrag);
  const stand = await nachteilsausgleichStand(ctx.db, id);
  if (!stand.beantragt) throw new HttpError(409, nt.nichtBeantragt409);
  const begruendung = eingabe.begruendung?.trim() ?? '';
  let normal: NachteilsausgleichEingabe;
  if (eingabe.entscheidung === 'ablehnen') {
    if (begruendung === '')
      throw new HttpError(422, nt.begruendungFehlt, {}, { begruendung: nt.begruendungFehlt });
    normal = {
      entscheidung: 'ablehnen',
      verlaengerungProzent: null,
      eigenerRaum: false,
      hilfsmittel: [],
      freitext: null,
      begruendung,
    };
  } else {
    normal = {
      entscheidung: 'gewaehren',
      ...massnahmenNormal(eingabe),
      ...(begruendung !== '' ? { begruendung } : {}),
    };
    if (!hatMassnahme(normal))
      throw new HttpError(422, nt.keineMassnahme, {}, { verlaengerungProzent: nt.keineMassnahme });
  }
  return entwurfAnlegen(ctx, staff, {
    art: 'nachteilsausgleich',
    accountId: id,
    fallId: antrag.id,
    eingabe: normal,
  });
}
