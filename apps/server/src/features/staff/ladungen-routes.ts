// Ladungen und Ergebnisse: the registered candidates of a term and exam, invitations of several at
// once, results one by one and by CSV import. Every write runs the office functions `laden` and
// `ergebnis` (with whatever they write, letters included) for each candidate inside ONE outer
// transaction, each in its own savepoint: any refusal rolls the whole batch back, and the answer
// names every candidate or row that was refused (decision 0019). Any staff role may do this.
import { berlinDate } from '@examensportal/domain/dates';
import { formatDatum, formatTermin } from '@examensportal/domain/format';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { terminTexte } from '@examensportal/domain/messages-pruefungsstelle-termin';
import { listenTexte } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { sitzungText } from '@examensportal/domain/rules/sitzung';
import { noteText } from '@examensportal/domain/rules/modulnote';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { laufenderEignungVersuch, modulAkte } from '@examensportal/domain/rules/attempts';
import { addHalfYears } from '@examensportal/domain/rules/semester';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import {
  type CsvKandidat,
  ergebnisImportAntwortSchema,
  ergebnisImportPayloadSchema,
  ergebnisPayloadSchema,
  type ErgebnisZeile,
  ergebnisAntwortSchema,
  type ErgebnisPayload,
  type LadenPayload,
  type LadungenAntwort,
  ladungenAntwortSchema,
  ladungenExportSchema,
  ladungenFilterSchema,
  modulVon,
  type Pruefung,
  teileVon,
  vorschauAntwortSchema,
  type VorschauZeile,
  type ZeilenFehler,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { accounts } from '../../db/schema';
import { OfficeError, resolveAccount, ergebnis, laden, alsHttp, bueroDeps, notenEingabe } from './buero';
import { loadProcedure } from '../procedure/repo';
import { loadSettings } from '../procedure/settings';
import { staffOf, type StaffSession } from './auth';
import { parseErgebnisCsv } from './ergebnis-csv';
import { ladungsliste, ladungslisteGanz, ladungZeile } from './ladungen';
import { listeSenden } from './listen-export';

const o = officeCliTexte;

/** Thrown to roll the outer transaction back after the refusals were collected. */
class Zurueck extends Error {}

/** Runs `act` in one transaction that is rolled back when `behalten` says so afterwards. */
export async function alleOderKeine<T>(
  ctx: AppContext,
  act: (tx: Tx) => Promise<T>,
  behalten: (ergebnis: T) => boolean,
): Promise<{ ergebnis: T; geschrieben: boolean }> {
  let ergebnis: T | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      ergebnis = await act(tx);
      if (!behalten(ergebnis)) throw new Zurueck();
    });
    return { ergebnis: ergebnis as T, geschrieben: true };
  } catch (error) {
    if (error instanceof Zurueck) return { ergebnis: ergebnis as T, geschrieben: false };
    throw error;
  }
}

const bezeichnung = (pruefung: Pruefung) =>
  pruefung === 'eignung' ? o.eignungBezeichnung : o.modulBezeichnung(pruefung.toUpperCase());

/** Terms offered in the choice: the open one, two before and two after it. */
async function terminwahl(ctx: AppContext): Promise<string[]> {
  const settings = await loadSettings(ctx.db, ctx.config.verfahren);
  const offen = offenerTermin(berlinDate(ctx.clock.now()), settings);
  return [-2, -1, 0, 1, 2].map((n) => addHalfYears(offen, n).value);
}

/** One candidate's running registration of this term and exam, or the German reason why not. */
async function imTermin(
  tx: Tx,
  settings: Verfahrenseinstellungen,
  kandidat: string,
  termin: string,
  pruefung: Pruefung,
) {
  const procedure = await loadProcedure(tx, kandidat);
  if (!procedure) return { meldung: lt.kandidatUnbekannt };
  const zeile = ladungZeile(procedure, termin, pruefung, settings);
  // Registered with an application that is not admitted: say that, not 'not registered'.
  if (zeile && procedure.facts.art === 'WP' && procedure.facts.antrag.status !== 'admitted')
    return { meldung: terminTexte.ohneZulassung, email: procedure.account.email };
  if (!zeile?.laufend)
    return { meldung: lt.nichtImTermin(formatTermin(termin)), email: procedure.account.email };
  return { zeile };
}

/**
 * Invites one candidate of the payload's term and exam in the caller's transaction (a savepoint):
 * the German reason of a refusal, or null. The all-or-none invitation and the batch share it.
 */
export async function ladenEinzeln(
  ctx: AppContext,
  staff: StaffSession,
  tx: Tx,
  settings: Verfahrenseinstellungen,
  payload: Omit<LadenPayload, 'kandidaten'>,
  kandidat: string,
): Promise<string | null> {
  const pruefung = await imTermin(tx, settings, kandidat, payload.termin, payload.pruefung);
  if (!pruefung.zeile) return pruefung.meldung;
  const ziel = `${bezeichnung(payload.pruefung)} ${formatTermin(payload.termin)}, ${lt.teile[payload.teil] ?? payload.teil}`;
  try {
    await laden(bueroDeps(ctx, staff, 'ladung', ziel, tx), {
      kandidat,
      modul: modulVon(payload.pruefung),
      teil: payload.teil,
      datum: payload.datum,
    });
    return null;
  } catch (error) {
    if (!(error instanceof OfficeError)) throw error;
    return error.message;
  }
}

/** Records one result (and its letter) in the caller's transaction; a refusal is an OfficeError. */
export async function ergebnisEintragen(
  ctx: AppContext,
  staff: StaffSession,
  tx: Tx,
  payload: ErgebnisPayload,
) {
  const settings = await loadSettings(tx, ctx.config.verfahren);
  const pruefung = await imTermin(tx, settings, payload.kandidat, payload.termin, payload.pruefung);
  if (!pruefung.zeile) throw new OfficeError(pruefung.meldung);
  const ziel = `${bezeichnung(payload.pruefung)} ${formatTermin(payload.termin)}`;
  const out = await ergebnis(bueroDeps(ctx, staff, 'ergebnis', ziel, tx), {
    kandidat: payload.kandidat,
    modul: modulVon(payload.pruefung),
    ergebnis: payload.ergebnis,
    datum: payload.datum,
    noten: notenEingabe(payload.noteSchriftlich, payload.noteMuendlich, [
      payload.noteArbeit1,
      payload.noteArbeit2,
    ]),
  });
  return out.data;
}

/** Thrown for a row whose candidate cannot be found: the column and the German reason. */
class ZeilenKandidatFehler extends Error {
  constructor(
    readonly spalte: string,
    meldung: string,
  ) {
    super(meldung);
  }
}

/** The account a CSV row names, by e-mail or by Aktenzeichen (and then its e-mail must fit). */
async function kandidatDerZeile(tx: Tx, k: CsvKandidat): Promise<{ id: string; email: string }> {
  if (!('aktenzeichen' in k)) {
    try {
      return await resolveAccount(tx, k.email);
    } catch (error) {
      if (error instanceof OfficeError) throw new ZeilenKandidatFehler('E-Mail', error.message);
      throw error;
    }
  }
  const treffer = await tx
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(and(sql`${accounts.id}::text like ${`${k.idPraefix}%`}`, eq(accounts.art, k.art)))
    .limit(2);
  const [konto] = treffer;
  if (!konto || treffer.length > 1)
    throw new ZeilenKandidatFehler('Aktenzeichen', lt.csvAktenzeichenUnbekannt);
  if (k.email !== undefined && k.email !== konto.email)
    throw new ZeilenKandidatFehler('E-Mail', lt.csvEmailPasstNicht);
  return konto;
}

/** The term of the running registration a result row would be recorded on (for the preview). */
async function laufenderTermin(
  tx: Tx,
  settings: Verfahrenseinstellungen,
  kontoId: string,
  pruefung: Pruefung,
) {
  const procedure = await loadProcedure(tx, kontoId);
  if (!procedure) return null;
  if (pruefung === 'eignung') return laufenderEignungVersuch(procedure.facts)?.termin ?? null;
  const a = modulAkte(procedure.facts, pruefung, settings).laufendeAnmeldung;
  return a ? (a.verschiebung?.nachTermin ?? a.termin) : null;
}

/** Each good row through `ergebnis` in the caller's transaction; refusals become row errors. */
async function ergebnisseAnwenden(
  ctx: AppContext,
  staff: StaffSession,
  tx: Tx,
  zeilen: readonly ErgebnisZeile[],
): Promise<{ vorschau: VorschauZeile[]; fehler: ZeilenFehler[] }> {
  const vorschau: VorschauZeile[] = [];
  const fehler: ZeilenFehler[] = [];
  const settings = await loadSettings(tx, ctx.config.verfahren);
  for (const z of zeilen) {
    try {
      const konto = await kandidatDerZeile(tx, z.kandidat);
      const termin = await laufenderTermin(tx, settings, konto.id, z.pruefung);
      const ziel = `${bezeichnung(z.pruefung)}${termin ? ` ${formatTermin(termin)}` : ''}, CSV-Zeile ${z.zeile}`;
      const out = await ergebnis(bueroDeps(ctx, staff, 'ergebnis.import', ziel, tx), {
        kandidat: konto.id,
        modul: modulVon(z.pruefung),
        ergebnis: z.ergebnis,
        noten: z.noten,
        datum: z.datum,
      });
      const am = (out.data as { am: string }).am;
      const pruefung = termin
        ? `${bezeichnung(z.pruefung)} (${formatTermin(termin)})`
        : bezeichnung(z.pruefung);
      vorschau.push({
        zeile: z.zeile,
        email: konto.email,
        wirkung: lt.wuerdeErfassen(lt.ergebnisse[z.ergebnis] ?? z.ergebnis, pruefung, formatDatum(am)),
      });
    } catch (error) {
      if (error instanceof ZeilenKandidatFehler) {
        fehler.push({ zeile: z.zeile, spalte: error.spalte, meldung: error.message });
        continue;
      }
      if (!(error instanceof OfficeError)) throw error;
      fehler.push({ zeile: z.zeile, meldung: error.message });
    }
  }
  return { vorschau, fehler };
}

const nachZeile = (a: ZeilenFehler, b: ZeilenFehler) => (a.zeile ?? 0) - (b.zeile ?? 0);

export function registerLadungenRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    PRUEFUNGSSTELLE_API.ladungen,
    { response: ladungenAntwortSchema },
    async (request): Promise<LadungenAntwort> => {
      const filter = ladungenFilterSchema.parse(request.query);
      const settings = await loadSettings(ctx.db, ctx.config.verfahren);
      return {
        termin: filter.termin,
        pruefung: filter.pruefung,
        teile: teileVon(filter.pruefung),
        ...(await ladungsliste(ctx.db, filter, settings, staffOf(request).staffId)),
        termine: await terminwahl(ctx),
      };
    },
  );

  // Exactly the filtered list as CSV or XLSX (issue 28 point 6, decision 0047); audited with its filter.
  route(app, PRUEFUNGSSTELLE_API.ladungenExport, {}, async (request, reply) => {
    const { format, ...filter } = ladungenExportSchema.parse(request.query);
    const settings = await loadSettings(ctx.db, ctx.config.verfahren);
    const staff = staffOf(request);
    const zeilen = await ladungslisteGanz(ctx.db, filter, settings, staff.staffId);
    const teile = teileVon(filter.pruefung);
    const mitNoten = filter.pruefung !== 'eignung';
    // The grades that apply (the latest correction's), German decimals as on the letter.
    const note = (n: number | null | undefined) => (n === null || n === undefined ? '' : noteText(n));
    return listeSenden(ctx, staff, reply, {
      name: 'ladungen',
      aktion: 'ladungen.export',
      filter,
      format,
      spalten: listenTexte.ladungenSpalten(teile, mitNoten),
      zeilen: zeilen.map((z) => [
        z.name,
        z.email,
        formatTermin(filter.termin),
        bezeichnung(filter.pruefung),
        sitzungText(filter.termin, z.vorgezogen),
        formatDatum(z.angemeldetAm),
        lt.status[z.status],
        ...teile.map((t) => formatDatum(z.geladenAm[t] ?? null)),
        ...(mitNoten
          ? [
              note(z.noten?.noteSchriftlich),
              note(z.noten?.noteMuendlich),
              note(z.noten?.modulnote),
              note(z.noten?.arbeiten?.[0]),
              note(z.noten?.arbeiten?.[1]),
            ]
          : []),
        z.bearbeitung ?? '',
      ]),
    });
  });

  route(app, PRUEFUNGSSTELLE_API.ergebnis, { response: ergebnisAntwortSchema }, async (request) => {
    const payload = ergebnisPayloadSchema.parse(request.body);
    const staff = staffOf(request);
    return alsHttp(() => ctx.db.transaction((tx) => ergebnisEintragen(ctx, staff, tx, payload)));
  });

  route(app, PRUEFUNGSSTELLE_API.ergebnisVorschau, { response: vorschauAntwortSchema }, async (request) => {
    const { csv } = ergebnisImportPayloadSchema.parse(request.body);
    const staff = staffOf(request);
    const gelesen = parseErgebnisCsv(csv);
    // The rules are checked by running the office function on every good row, then everything is
    // rolled back: the preview is exactly what the import would do, and writes nothing.
    const { ergebnis: geprueft } = await alleOderKeine(
      ctx,
      (tx) => ergebnisseAnwenden(ctx, staff, tx, gelesen.zeilen),
      () => false,
    );
    return { zeilen: geprueft.vorschau, fehler: [...gelesen.fehler, ...geprueft.fehler].sort(nachZeile) };
  });

  route(
    app,
    PRUEFUNGSSTELLE_API.ergebnisImport,
    { response: ergebnisImportAntwortSchema },
    async (request, reply) => {
      const { csv } = ergebnisImportPayloadSchema.parse(request.body);
      const staff = staffOf(request);
      const gelesen = parseErgebnisCsv(csv);
      if (gelesen.fehler.length > 0)
        return reply.code(422).send({ message: lt.importAbgelehnt, fehler: gelesen.fehler });
      const { ergebnis: geprueft, geschrieben } = await alleOderKeine(
        ctx,
        (tx) => ergebnisseAnwenden(ctx, staff, tx, gelesen.zeilen),
        (r) => r.fehler.length === 0,
      );
      if (!geschrieben)
        return reply.code(422).send({ message: lt.importAbgelehnt, fehler: geprueft.fehler.sort(nachZeile) });
      return { importiert: geprueft.vorschau.length, zeilen: geprueft.vorschau };
    },
  );
}
