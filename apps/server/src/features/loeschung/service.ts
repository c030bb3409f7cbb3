// Retention and deletion (issue 30 points 1 and 3, decision 0041). The daily run writes the due list
// (once per Berlin day of the portal clock across instances: the day's row is the lock); a leitung
// reviews it, holds a case with a reason or approves the rest; the candidate sees what must stay and
// until when, and asks for the deletion of what may go. Every deletion goes through kontoLoeschen or
// teilLoeschen, is written to the deletion log (class and count, no content) and to the Protokoll.
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import {
  aufbewahrung,
  type Aufbewahrung,
  type Aufbewahrungsklasse,
  KLASSENREGELN,
  type Verlauf,
} from '@examensportal/domain/rules/aufbewahrung';
import { loeschung as t } from '@examensportal/domain/messages-loeschung';
import {
  freigabePayloadSchema,
  loeschungAntragSchema,
  sperrePayloadSchema,
  type Loeschliste,
  type LoeschungVorschau,
} from '@examensportal/domain/schemas/loeschung';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { AppContext } from '../../context';
import type { Config } from '../../config';
import type { Conn, Db } from '../../db/connect';
import {
  accounts,
  applications,
  documents,
  loeschungen,
  loeschungFaellig,
  loeschungLaeufe,
  loeschungSperren,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { enqueueMail } from '../../infra/outbox';
import { type Periodic, schedulePeriodic } from '../../infra/periodic';
import type { FileStore } from '../../infra/storage';
import { heute } from '../procedure/service';
import { verifyCurrentPassword, type AuthSession } from '../sessions/service';
import { recordStaffAction } from '../staff/audit';
import {
  type Anzahl,
  dateienLoeschen,
  kontoLoeschen,
  type KontoGeloescht,
  mailsLoeschen,
} from './konto-loeschen';
import {
  istTeilklasse,
  klasseLoeschen,
  type KlasseGeloescht,
  klasseZaehlen,
  type Konto,
  type Teilklasse,
} from './teil-loeschen';
import { loadVerlauf } from './verlauf';
import { loeschungVermerken } from './wiederholen';

type Deps = { db: Db; clock: Clock; config: Pick<Config, 'aufbewahrung' | 'verfahren'> };

/** The class that makes a whole account due: never confirmed, never applied, or every period ended. */
function kontoKlasse(verlauf: Verlauf): Aufbewahrungsklasse {
  if (!verlauf.bestaetigt) return 'registrierungUnbestaetigt';
  return verlauf.antraege.length === 0 ? 'kontoOhneAntrag' : 'konto';
}

async function standOf(deps: Deps, db: Conn, accountId: string) {
  const verlauf = await loadVerlauf(db, accountId, deps.config.verfahren);
  if (!verlauf) return undefined;
  return { verlauf, stand: aufbewahrung(verlauf, deps.config.aufbewahrung, heute(deps.clock)) };
}

/** The classes of a history whose period ended while the account must stay (decision 0058). */
function faelligeTeilklassen(stand: Aufbewahrung) {
  if (stand.laufend || stand.kontoLoeschbar) return [];
  return stand.klassen.filter(
    (k): k is typeof k & { klasse: Teilklasse; ab: string } =>
      k.faellig && k.ab !== null && istTeilklasse(k.klasse),
  );
}

/** Per due class of the account: how many records (only those with records are lines). */
async function teilzeilen(db: Conn, konto: Konto, stand: Aufbewahrung) {
  const zeilen = [];
  for (const k of faelligeTeilklassen(stand)) {
    const anzahl = await klasseZaehlen(db, konto, k.klasse, k.ab);
    if (anzahl > 0) zeilen.push({ klasse: k.klasse, beginn: k.beginn, ab: k.ab, bis: k.bis, anzahl });
  }
  return zeilen;
}

/** Computes the due list now and replaces the stored one; the number of due lines. */
export async function faelligeErmitteln(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const konten = await deps.db
    .select({ accountId: accounts.id, email: accounts.email })
    .from(accounts)
    .orderBy(asc(accounts.id));
  const due: (typeof loeschungFaellig.$inferInsert)[] = [];
  for (const konto of konten) {
    const s = await standOf(deps, deps.db, konto.accountId);
    if (!s) continue;
    if (s.stand.kontoLoeschbar && s.stand.kontoAb) {
      const beginn = s.stand.klassen.find((k) => k.klasse === kontoKlasse(s.verlauf))?.beginn ?? null;
      due.push({
        accountId: konto.accountId,
        klasse: kontoKlasse(s.verlauf),
        beginn,
        ab: s.stand.kontoAb,
        anzahl: 1,
        ermitteltAm: now,
      });
      continue;
    }
    for (const z of await teilzeilen(deps.db, konto, s.stand))
      due.push({
        accountId: konto.accountId,
        klasse: z.klasse,
        beginn: z.beginn,
        ab: z.ab,
        anzahl: z.anzahl,
        ermitteltAm: now,
      });
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(loeschungFaellig);
    if (due.length > 0) await tx.insert(loeschungFaellig).values(due).onConflictDoNothing();
  });
  return due.length;
}

/** The daily run: true when this call wrote today's list (another instance may have). */
export async function taeglicheLoeschliste(deps: Deps): Promise<boolean> {
  const day = heute(deps.clock);
  const won = await deps.db
    .insert(loeschungLaeufe)
    .values({ day, at: deps.clock.now(), faellig: 0 })
    .onConflictDoNothing()
    .returning({ day: loeschungLaeufe.day });
  if (won.length === 0) return false;
  try {
    const n = await faelligeErmitteln(deps);
    await deps.db.update(loeschungLaeufe).set({ faellig: n }).where(eq(loeschungLaeufe.day, day));
  } catch (err) {
    // The day is not done: the next tick (of this or another instance) tries again.
    await deps.db.delete(loeschungLaeufe).where(eq(loeschungLaeufe.day, day));
    throw err;
  }
  return true;
}

/** Looks once at start and then every `intervalMs` whether today's list is due (0: never; tests). */
export function scheduleLoeschliste(
  deps: Deps & { logger: Pick<Logger, 'info' | 'error'> },
  intervalMs: number,
): Periodic {
  return schedulePeriodic(
    async () => {
      if (await taeglicheLoeschliste(deps)) deps.logger.info({ event: 'loeschung.liste_ermittelt' });
    },
    intervalMs,
    (err: unknown) => deps.logger.error({ err, event: 'loeschung.liste_fehlgeschlagen' }),
  );
}

/** GET /pruefungsstelle/loeschung: the due list with names, Aktenzeichen, reason, since when, hold. */
export async function loeschliste(ctx: AppContext): Promise<Loeschliste> {
  const rows = await ctx.db
    .select({
      accountId: loeschungFaellig.accountId,
      klasse: loeschungFaellig.klasse,
      beginn: loeschungFaellig.beginn,
      ab: loeschungFaellig.ab,
      anzahl: loeschungFaellig.anzahl,
      ermitteltAm: loeschungFaellig.ermitteltAm,
      vorname: accounts.vorname,
      nachname: accounts.nachname,
      art: accounts.art,
      sperreGrund: loeschungSperren.grund,
      sperreAm: loeschungSperren.at,
    })
    .from(loeschungFaellig)
    .innerJoin(accounts, eq(accounts.id, loeschungFaellig.accountId))
    .leftJoin(loeschungSperren, eq(loeschungSperren.accountId, loeschungFaellig.accountId))
    .orderBy(
      asc(loeschungFaellig.ab),
      asc(accounts.nachname),
      asc(accounts.id),
      asc(loeschungFaellig.klasse),
    );
  const [lauf] = await ctx.db
    .select({ at: loeschungLaeufe.at })
    .from(loeschungLaeufe)
    .orderBy(sql`${loeschungLaeufe.day} desc`)
    .limit(1);
  const ermittelt = rows[0]?.ermitteltAm ?? lauf?.at ?? null;
  const eintraege = rows.map((r) => {
    const klasse = r.klasse as Aufbewahrungsklasse;
    return {
      accountId: r.accountId,
      name: `${r.nachname}, ${r.vorname}`,
      aktenzeichen: aktenzeichen(r.accountId, r.art as 'WP' | 'EIGNUNG'),
      klasse,
      bezeichnung: KLASSENREGELN[klasse].bezeichnung,
      beginn: r.beginn,
      ab: r.ab,
      anzahl: r.anzahl,
      teil: istTeilklasse(klasse),
      sperre: r.sperreGrund && r.sperreAm ? { grund: r.sperreGrund, am: heuteVon(r.sperreAm) } : null,
    };
  });
  const zaehler = new Map<Aufbewahrungsklasse, number>();
  for (const e of eintraege) if (!e.sperre) zaehler.set(e.klasse, (zaehler.get(e.klasse) ?? 0) + e.anzahl);
  return {
    ermitteltAm: ermittelt ? ermittelt.toISOString() : null,
    klassen: [...zaehler].map(([klasse, anzahl]) => ({
      klasse,
      bezeichnung: KLASSENREGELN[klasse].bezeichnung,
      anzahl,
    })),
    eintraege,
  };
}

const heuteVon = (d: Date) => d.toISOString().slice(0, 10);

interface Staff {
  staffId: string;
  name: string;
}

/** POST /pruefungsstelle/loeschung/:id/sperre: keeps one person out of the deletion, with a reason. */
export async function sperren(ctx: AppContext, staff: Staff, accountId: string, body: unknown) {
  const { grund } = sperrePayloadSchema.parse(body);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [due] = await tx.select().from(loeschungFaellig).where(eq(loeschungFaellig.accountId, accountId));
    if (!due) throw new HttpError(404, t.unbekannt);
    await tx
      .insert(loeschungSperren)
      .values({ accountId, grund, staffId: staff.staffId, at: now })
      .onConflictDoUpdate({
        target: loeschungSperren.accountId,
        set: { grund, staffId: staff.staffId, at: now },
      });
    await recordStaffAction(
      tx,
      {
        staffId: staff.staffId,
        wer: staff.name,
        quelle: 'browser',
        aktion: 'loeschung.sperre',
        accountId,
        nachher: { grund },
      },
      now,
    );
  });
  return loeschliste(ctx);
}

function summe(into: Anzahl, more: Anzahl) {
  for (const [k, n] of Object.entries(more) as [Aufbewahrungsklasse, number][]) into[k] = (into[k] ?? 0) + n;
}

/**
 * After the COMMIT: each deletion noted outside the database (wiederholen.ts), then its files and
 * mails; a failure is logged, the sweeper removes files without a row later.
 */
async function dateienNachCommit(
  storage: FileStore,
  dataDir: string,
  ankerDir: string | undefined,
  geloescht: (KontoGeloescht | KlasseGeloescht)[],
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
) {
  for (const g of geloescht) {
    try {
      const teil = 'klasse' in g ? { klasse: g.klasse, ab: g.ab } : {};
      await loeschungVermerken(ankerDir, {
        accountId: g.accountId,
        loeschungId: g.loeschungId,
        at: g.at,
        ...teil,
      });
      const r =
        'klasse' in g
          ? await klasseDateienLoeschen(storage, dataDir, g)
          : await dateienLoeschen(storage, dataDir, g);
      log.info({ event: 'loeschung.dateien', loeschungId: g.loeschungId, ...r });
    } catch (err) {
      log.error({ err, event: 'loeschung.dateien_fehlgeschlagen', loeschungId: g.loeschungId });
    }
  }
}

/** After the COMMIT of one class: its tombstones' files, and for nachricht the mail folder's copies. */
async function klasseDateienLoeschen(storage: FileStore, dataDir: string, g: KlasseGeloescht) {
  for (const name of g.dateien) await storage.remove(name);
  return { dateien: g.dateien.length, mails: g.email ? await mailsLoeschen(dataDir, g.email) : 0 };
}

/** One line of the due list, re-checked now and deleted in `tx` (null: no longer due). */
async function zeileLoeschen(
  deps: Deps,
  tx: Conn,
  konto: Konto,
  klasse: Aufbewahrungsklasse,
  anlass: 'freigabe' | 'antrag',
  staffId: string | null,
  now: Date,
): Promise<KontoGeloescht | KlasseGeloescht | null> {
  const s = await standOf(deps, tx, konto.accountId);
  if (!s) return null;
  if (!istTeilklasse(klasse)) {
    if (!s.stand.kontoLoeschbar) return null;
    return (await kontoLoeschen(tx, konto.accountId, anlass, staffId, now)) ?? null;
  }
  const k = faelligeTeilklassen(s.stand).find((x) => x.klasse === klasse);
  if (!k) return null;
  return klasseLoeschen(tx, konto, klasse, k.ab, anlass, staffId, now);
}

const anzahlVon = (g: KontoGeloescht | KlasseGeloescht): Anzahl =>
  'klasse' in g ? { [g.klasse]: g.anzahl } : g.anzahl;

/**
 * POST /pruefungsstelle/loeschung/freigabe: deletes the lines the leitung approved – every line of the
 * persons named, or single lines (one class of one person). Each must still be on the list, not held,
 * and still due when re-checked now; otherwise nothing is deleted (409).
 */
export async function freigeben(ctx: AppContext, staff: Staff, body: unknown, log: FastifyBaseLogger) {
  const payload = freigabePayloadSchema.parse(body);
  const now = ctx.clock.now();
  const personen = [...new Set(payload.accountIds ?? [])];
  const alle = [...new Set([...personen, ...(payload.zeilen ?? []).map((z) => z.accountId)])];
  const geloescht = await ctx.db.transaction(async (tx) => {
    const liste = await tx
      .select({
        accountId: loeschungFaellig.accountId,
        klasse: loeschungFaellig.klasse,
        email: accounts.email,
      })
      .from(loeschungFaellig)
      .innerJoin(accounts, eq(accounts.id, loeschungFaellig.accountId))
      .leftJoin(loeschungSperren, eq(loeschungSperren.accountId, loeschungFaellig.accountId))
      .where(and(inArray(loeschungFaellig.accountId, alle), isNull(loeschungSperren.accountId)));
    const zeilen = liste.filter((l) => personen.includes(l.accountId));
    for (const z of payload.zeilen ?? []) {
      const l = liste.find((x) => x.accountId === z.accountId && x.klasse === z.klasse);
      if (!l) throw new HttpError(409, t.nichtMehrFaellig);
      if (!zeilen.includes(l)) zeilen.push(l);
    }
    if (personen.some((id) => !liste.some((l) => l.accountId === id)))
      throw new HttpError(409, t.nichtMehrFaellig);
    const result: (KontoGeloescht | KlasseGeloescht)[] = [];
    for (const z of zeilen) {
      const klasse = z.klasse as Aufbewahrungsklasse;
      const g = await zeileLoeschen(ctx, tx, z, klasse, 'freigabe', staff.staffId, now);
      if (!g) throw new HttpError(409, t.nichtMehrFaellig);
      await recordStaffAction(
        tx,
        {
          staffId: staff.staffId,
          wer: staff.name,
          quelle: 'browser',
          aktion: 'loeschung.freigabe',
          ziel: `Löschung Nr. ${g.loeschungId}`,
          // One class: the account stays, so the entry is on its Protokoll (the whole deletion: gone).
          ...('klasse' in g ? { accountId: g.accountId } : {}),
          nachher: { loeschung: g.loeschungId, klasse, anzahl: anzahlVon(g) },
        },
        now,
      );
      await tx
        .delete(loeschungFaellig)
        .where(and(eq(loeschungFaellig.accountId, z.accountId), eq(loeschungFaellig.klasse, z.klasse)));
      result.push(g);
    }
    return result;
  });
  await dateienNachCommit(ctx.storage, ctx.config.dataDir, ctx.config.protokollAnkerDir, geloescht, log);
  const anzahl: Anzahl = {};
  for (const g of geloescht) summe(anzahl, anzahlVon(g));
  log.info({ event: 'loeschung.freigabe', staffId: staff.staffId, zeilen: geloescht.length, anzahl });
  const nurKonten = geloescht.every((g) => !('klasse' in g));
  return {
    geloescht: geloescht.length,
    anzahl,
    text: nurKonten ? t.freigabeErledigt(geloescht.length) : t.freigabeZeilenErledigt(geloescht.length),
  };
}

// -- The candidate: Meine Daten › Löschung beantragen ---------------------------------------------

/** Nothing must stay: never applied (or only drafts), or every period ended. */
const nichtsBleibt = (verlauf: Verlauf, stand: Aufbewahrung) =>
  verlauf.antraege.length === 0 || stand.kontoLoeschbar;

/** What a request deletes while the account must stay: drafts never submitted, uploads not yet submitted. */
async function teilZiele(db: Conn, accountId: string) {
  const entwuerfe = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.accountId, accountId), eq(applications.status, 'draft')));
  const uploads = await db
    .select({ id: documents.id, storedName: documents.storedName })
    .from(documents)
    .where(
      and(eq(documents.accountId, accountId), eq(documents.source, 'candidate'), isNull(documents.lockedAt)),
    );
  return { entwuerfe, uploads };
}

export async function vorschau(ctx: AppContext, session: AuthSession): Promise<LoeschungVorschau> {
  const s = await standOf(ctx, ctx.db, session.accountId);
  if (!s) throw new Error('account without record');
  if (nichtsBleibt(s.verlauf, s.stand))
    return { laufend: false, bleibt: [], jetzt: [t.jetztKonto], kontoWirdGeschlossen: true };
  const { entwuerfe, uploads } = await teilZiele(ctx.db, session.accountId);
  // The classes whose period ended while others run go too (decision 0058), as the office's would.
  const klassen = await teilzeilen(ctx.db, { accountId: session.accountId, email: session.email }, s.stand);
  const jetzt = [
    ...(entwuerfe.length > 0 ? [t.jetztEntwuerfe(entwuerfe.length)] : []),
    ...(uploads.length > 0 ? [t.jetztUploads(uploads.length)] : []),
    ...klassen.map((k) => t.jetztKlasse(KLASSENREGELN[k.klasse].bezeichnung, k.anzahl, k.bis ?? k.ab)),
  ];
  return {
    laufend: s.stand.laufend,
    bleibt: s.stand.klassen
      .filter((k) => !k.faellig)
      .map((k) => ({
        klasse: k.klasse,
        bezeichnung: KLASSENREGELN[k.klasse].bezeichnung,
        bis: k.bis,
        quelle: KLASSENREGELN[k.klasse].quelle,
      })),
    jetzt,
    kontoWirdGeschlossen: false,
  };
}

const KANDIDAT = 'Kandidatin oder Kandidat (Meine Daten)';

/**
 * POST /api/meinedaten/loeschung: with the password. Deletes what may go; closes the account where
 * nothing must stay (its sessions go with it: logged out). A mail without content confirms it.
 */
export async function beantragen(
  ctx: AppContext,
  session: AuthSession,
  body: unknown,
  ip: string,
  log: FastifyBaseLogger,
) {
  const { passwortAlt } = loeschungAntragSchema.parse(body);
  await verifyCurrentPassword(ctx, session, passwortAlt, ip, log);
  const now = ctx.clock.now();
  const mail = { sealer: ctx.sealer, now, messageDomain: ctx.messageDomain };
  const ergebnis = await ctx.db.transaction(async (tx) => {
    const s = await standOf(ctx, tx, session.accountId);
    if (!s) throw new Error('account without record');
    if (nichtsBleibt(s.verlauf, s.stand)) {
      const g = await kontoLoeschen(tx, session.accountId, 'antrag', null, now);
      if (!g) throw new Error('account vanished');
      await recordStaffAction(
        tx,
        {
          wer: KANDIDAT,
          quelle: 'system',
          aktion: 'loeschung.antrag',
          ziel: `Löschung Nr. ${g.loeschungId}`,
          nachher: { loeschung: g.loeschungId, anzahl: g.anzahl },
        },
        now,
      );
      await enqueueMail(tx, mail, { template: 'loeschungErledigt', to: g.email });
      return { geloescht: [g], kontoGeschlossen: true, dateien: [] as string[] };
    }
    const konto = { accountId: session.accountId, email: session.email };
    const geloescht: (KontoGeloescht | KlasseGeloescht)[] = [];
    for (const k of await teilzeilen(tx, konto, s.stand)) {
      const g = await klasseLoeschen(tx, konto, k.klasse, k.ab, 'antrag', null, now);
      await recordStaffAction(
        tx,
        {
          wer: KANDIDAT,
          quelle: 'system',
          aktion: 'loeschung.antrag',
          accountId: session.accountId,
          ziel: `Löschung Nr. ${g.loeschungId}`,
          nachher: { loeschung: g.loeschungId, klasse: g.klasse, anzahl: { [g.klasse]: g.anzahl } },
        },
        now,
      );
      await tx
        .delete(loeschungFaellig)
        .where(and(eq(loeschungFaellig.accountId, konto.accountId), eq(loeschungFaellig.klasse, k.klasse)));
      geloescht.push(g);
    }
    const { entwuerfe, uploads } = await teilZiele(tx, session.accountId);
    const anzahl: Anzahl = {};
    if (uploads.length > 0) {
      await tx.delete(documents).where(
        inArray(
          documents.id,
          uploads.map((u) => u.id),
        ),
      );
      anzahl.nachweis = uploads.length;
    }
    if (entwuerfe.length > 0) {
      await tx.delete(applications).where(
        inArray(
          applications.id,
          entwuerfe.map((e) => e.id),
        ),
      );
      anzahl.antrag = entwuerfe.length;
    }
    const [row] = await tx
      .insert(loeschungen)
      .values({
        at: now,
        anlass: 'antrag',
        accountId: session.accountId,
        staffId: null,
        anzahl,
        geschwaerzt: {},
      })
      .returning({ id: loeschungen.id });
    await recordStaffAction(
      tx,
      {
        wer: KANDIDAT,
        quelle: 'system',
        aktion: 'loeschung.antrag',
        accountId: session.accountId,
        ziel: `Löschung Nr. ${row?.id ?? 0}`,
        nachher: { loeschung: row?.id ?? null, anzahl },
      },
      now,
    );
    await enqueueMail(tx, mail, { template: 'loeschungErledigt', to: session.email });
    return {
      geloescht,
      kontoGeschlossen: false,
      dateien: uploads.map((u) => u.storedName),
    };
  });
  await dateienNachCommit(
    ctx.storage,
    ctx.config.dataDir,
    ctx.config.protokollAnkerDir,
    ergebnis.geloescht,
    log,
  );
  for (const name of ergebnis.dateien) await ctx.storage.remove(name).catch(() => undefined);
  log.info({
    event: 'loeschung.antrag',
    accountId: session.accountId,
    kontoGeschlossen: ergebnis.kontoGeschlossen,
  });
  ctx.outbox.kick();
  return {
    kontoGeschlossen: ergebnis.kontoGeschlossen,
    text: ergebnis.kontoGeschlossen ? t.erledigtKonto : t.erledigtTeil,
  };
}
