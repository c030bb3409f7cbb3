// The deletion of a whole account (decision 0041): every row about the candidate, child tables first,
// in one transaction that announces itself to the append-only triggers (migration 0025); the audit
// entries about the candidate are redacted, not removed, so the Protokoll's hash chain still links;
// the deletion log gets the count per retention class and the redacted entries' ids – no content.
// The files go after the COMMIT through the store's own interface (and the mail folder's .eml files
// to the address): a file whose removal fails has no row any more, so the sweeper removes it later.
/* eslint-disable security/detect-non-literal-fs-filename -- DATA_DIR/mail and names read from it */
import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Aufbewahrungsklasse } from '@examensportal/domain/rules/aufbewahrung';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { accounts, documents, loeschungen, officeActions, staffAudit } from '../../db/schema';
import type { FileStore } from '../../infra/storage';

/** Child tables first; each row with its retention class (tabellen.ts) for the deletion log. */
const REIHENFOLGE: readonly { table: string; klasse: Aufbewahrungsklasse }[] = [
  // Case work (decision 0046): a Wiedervorlage's end before the Wiedervorlage.
  { table: 'wiedervorlage_erledigungen', klasse: 'konto' },
  { table: 'wiedervorlagen', klasse: 'konto' },
  { table: 'fall_notizen', klasse: 'konto' },
  { table: 'fall_zuweisungen', klasse: 'konto' },
  // Objections and requests refer to documents and applications: before both (decisions 0038, 0039).
  { table: 'widerspruch_erledigungen', klasse: 'bescheid' },
  // Revocations and § 42 corrections point at the letters they concern (decision 0055).
  { table: 'aufhebungen', klasse: 'bescheid' },
  { table: 'bescheid_berichtigungen', klasse: 'bescheid' },
  // Remedies point at their objections (decision 0066).
  { table: 'abhilfen', klasse: 'bescheid' },
  { table: 'widersprueche', klasse: 'erklaerung' },
  // The Postfach (decision 0049): receipts and attachments before their messages, all before documents.
  { table: 'nachricht_lesungen', klasse: 'nachricht' },
  { table: 'nachricht_anhaenge', klasse: 'nachricht' },
  { table: 'nachrichten', klasse: 'nachricht' },
  { table: 'nachforderung_antworten', klasse: 'nachricht' },
  { table: 'nachforderung_erledigungen', klasse: 'nachricht' },
  { table: 'nachforderung_punkte', klasse: 'nachricht' },
  { table: 'nachforderungen', klasse: 'nachricht' },
  { table: 'eingang_kenntnisnahmen', klasse: 'erklaerung' },
  { table: 'bereitstellungen', klasse: 'bescheid' },
  { table: 'bekanntgabe_einwilligungen', klasse: 'konto' },
  { table: 'result_corrections', klasse: 'ergebnis' },
  { table: 'results', klasse: 'ergebnis' },
  { table: 'compelling_reasons', klasse: 'erklaerung' },
  { table: 'invitations', klasse: 'bescheid' },
  { table: 'withdrawals', klasse: 'erklaerung' },
  { table: 'postponements', klasse: 'erklaerung' },
  { table: 'credits', klasse: 'erklaerung' },
  { table: 'module_registrations', klasse: 'erklaerung' },
  { table: 'eignung_attempts', klasse: 'erklaerung' },
  { table: 'nachteilsausgleiche', klasse: 'antrag' },
  { table: 'entwuerfe', klasse: 'bescheid' },
  { table: 'upload_keys', klasse: 'konto' },
  { table: 'upload_rate', klasse: 'konto' },
  { table: 'declarations', klasse: 'erklaerung' },
  { table: 'applications', klasse: 'antrag' },
  { table: 'candidates', klasse: 'konto' },
  { table: 'sessions', klasse: 'konto' },
  { table: 'account_tokens', klasse: 'konto' },
  { table: 'pruefliste_markierungen', klasse: 'antrag' },
  { table: 'erinnerung_schalter', klasse: 'konto' },
  { table: 'erinnerungen_versandt', klasse: 'konto' },
  { table: 'kalender_zugaenge', klasse: 'konto' },
  { table: 'kandidat_wiederherstellungscodes', klasse: 'konto' },
  { table: 'kandidat_totp', klasse: 'konto' },
  { table: 'kandidat_passkey_challenges', klasse: 'konto' },
  { table: 'kandidat_passkeys', klasse: 'konto' },
  { table: 'loeschung_faellig', klasse: 'konto' },
  { table: 'loeschung_sperren', klasse: 'konto' },
];

/**
 * The tables the account deletion empties by their account column (a test holds it to the schema);
 * `dokumente_stand` (a version number, decision 0102) goes by the cascade from `accounts`.
 */
export const GELOESCHTE_TABELLEN = [
  ...REIHENFOLGE.map((r) => r.table),
  'documents',
  'outbox',
  'dokumente_stand',
  'accounts',
];

export type Anzahl = Partial<Record<Aufbewahrungsklasse, number>>;

export interface KontoGeloescht {
  accountId: string;
  at: Date;
  loeschungId: number;
  anzahl: Anzahl;
  /** Objects of the document store to remove after the COMMIT. */
  dateien: string[];
  email: string;
}

const add = (anzahl: Anzahl, klasse: Aufbewahrungsklasse, n: number) => {
  if (n > 0) anzahl[klasse] = (anzahl[klasse] ?? 0) + n;
};

/** Deletes the rows and counts them: `returning 1` reads the same on PGlite and node-postgres. */
async function deleteRows(tx: Conn, statement: SQL): Promise<number> {
  return ((await tx.execute(sql`${statement} returning 1`)) as unknown as { rows: unknown[] }).rows.length;
}

function deleteOf(table: string, accountId: string): SQL {
  if (table === 'eingang_kenntnisnahmen')
    return sql`delete from eingang_kenntnisnahmen
      where declaration_id in (select id from declarations where account_id = ${accountId})
         or document_id in (select id from documents where account_id = ${accountId})`;
  // A request's items and closing carry the request, not the account.
  if (table === 'nachforderung_punkte' || table === 'nachforderung_erledigungen')
    return sql`delete from ${sql.identifier(table)}
      where nachforderung_id in (select id from nachforderungen where account_id = ${accountId})`;
  // Table names come from the fixed list above, never from input.
  return sql`delete from ${sql.identifier(table)} where account_id = ${accountId}`;
}

/** What names the person in free text: the address and the name in both usual orders, lower case. */
function merkmaleOf(konto: { email: string; vorname: string; nachname: string }): string[] {
  const vorname = konto.vorname.trim();
  const nachname = konto.nachname.trim();
  const namen = vorname && nachname ? [`${vorname} ${nachname}`, `${nachname}, ${vorname}`] : [];
  return [konto.email, ...namen].map((m) => m.toLowerCase()).filter((m) => m.length >= 3);
}

/** The placeholder for a 'wer' that named the person (the column may not be empty). */
export const GESCHWAERZT = '(geschwärzt)';

/**
 * Redacts the audit entries without the account's id whose free text names the person; answers their
 * ids (for the deletion log, so that protokoll-pruefen accepts the changed content).
 */
async function freitextSchwaerzen(
  tx: Conn,
  konto: { email: string; vorname: string; nachname: string },
  loeschungId: number,
): Promise<number[]> {
  const merkmale = merkmaleOf(konto);
  if (merkmale.length === 0) return [];
  // strpos, not LIKE: an address's '_' or '%' is no wildcard.
  const nennt = (spalte: SQL) =>
    sql.join(
      merkmale.map((m) => sql`strpos(lower(coalesce(${spalte}, '')), ${m}) > 0`),
      sql` or `,
    );
  const wer = sql`${staffAudit.wer}`;
  const ziel = sql`${staffAudit.ziel}`;
  const vorher = sql`${staffAudit.vorher}::text`;
  const nachher = sql`${staffAudit.nachher}::text`;
  const rows = (await tx.execute(sql`
    update staff_audit set
      wer = case when ${nennt(wer)} then ${GESCHWAERZT} else wer end,
      ziel = case when ${nennt(ziel)} then null else ziel end,
      vorher = case when ${nennt(vorher)} then null else vorher end,
      nachher = case when ${nennt(nachher)} then null else nachher end,
      geschwaerzt_durch = ${loeschungId}
    where geschwaerzt_durch is null and account_id is null
      and ((${nennt(wer)}) or (${nennt(ziel)}) or (${nennt(vorher)}) or (${nennt(nachher)}))
    returning id`)) as unknown as { rows: { id: number | string }[] };
  return rows.rows.map((r) => Number(r.id));
}

/**
 * Deletes the account `accountId` inside `tx` (the caller's transaction, which also writes the
 * Protokoll row); undefined when there is no such account.
 */
export async function kontoLoeschen(
  tx: Conn,
  accountId: string,
  anlass: 'freigabe' | 'antrag' | 'wiederholung',
  staffId: string | null,
  now: Date,
): Promise<KontoGeloescht | undefined> {
  const [konto] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!konto) return undefined;
  await tx.execute(sql`select set_config('examensportal.loeschung', 'on', true)`);
  const [log] = await tx
    .insert(loeschungen)
    .values({ at: now, anlass, accountId, staffId, anzahl: {}, geschwaerzt: {} })
    .returning({ id: loeschungen.id });
  if (!log) throw new Error('insert returned no row');
  const anzahl: Anzahl = {};

  // The Protokoll: the content goes, the entry and its link stay (decision 0041).
  const staffIds = await tx
    .update(staffAudit)
    .set({ ziel: null, accountId: null, vorher: null, nachher: null, geschwaerztDurch: log.id })
    .where(eq(staffAudit.accountId, accountId))
    .returning({ id: staffAudit.id });
  const officeIds = await tx
    .update(officeActions)
    .set({ accountId: null, details: { geschwaerzt: true }, geschwaerztDurch: log.id })
    .where(eq(officeActions.accountId, accountId))
    .returning({ id: officeActions.id });
  // Entries that name the person only in free text (decision 0051), e.g. the address typed into the
  // office's login ('anmeldung.fehlgeschlagen': wer and ziel), or the name in a note: the fields that
  // name the person are emptied ('wer' gets a placeholder, it may not be empty), the rest stays.
  const frei = await freitextSchwaerzen(tx, konto, log.id);
  staffIds.push(...frei.map((id) => ({ id })));
  add(anzahl, 'protokoll', staffIds.length + officeIds.length);

  const docs = await tx
    .select({ id: documents.id, source: documents.source, storedName: documents.storedName })
    .from(documents)
    .where(eq(documents.accountId, accountId));
  for (const step of REIHENFOLGE) {
    if (step.table === 'declarations') {
      // Documents refer to applications; receipts and uploads belong to their class by source.
      await deleteRows(tx, deleteOf('documents', accountId));
      for (const d of docs)
        add(
          anzahl,
          d.source === 'receipt' ? 'eingangsbestaetigung' : d.source === 'office' ? 'bescheid' : 'nachweis',
          1,
        );
    }
    add(anzahl, step.klasse, await deleteRows(tx, deleteOf(step.table, accountId)));
  }
  const mails = sql`delete from outbox where kind = 'mail' and payload -> 'job' ->> 'to' = ${konto.email}`;
  add(anzahl, 'nachricht', await deleteRows(tx, mails));
  await tx.delete(accounts).where(eq(accounts.id, accountId));
  add(anzahl, 'konto', 1);
  await tx
    .update(loeschungen)
    .set({
      anzahl,
      geschwaerzt: { staff_audit: staffIds.map((r) => r.id), office_actions: officeIds.map((r) => r.id) },
    })
    .where(eq(loeschungen.id, log.id));
  return {
    accountId,
    at: now,
    loeschungId: log.id,
    anzahl,
    dateien: docs.map((d) => d.storedName),
    email: konto.email,
  };
}

/** The mail folder's .eml files to an address (the file mailer without SMTP); how many were removed. */
export async function mailsLoeschen(dataDir: string, email: string): Promise<number> {
  const dir = path.join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const an = `to: ${email}`.toLowerCase();
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(dir, name);
    const head = (await readFile(file, 'utf8').catch(() => '')).split(/\r?\n\r?\n/, 1)[0] ?? '';
    if (!head.split(/\r?\n/).some((line) => line.trim().toLowerCase() === an)) continue;
    await unlink(file).catch(() => undefined);
    removed++;
  }
  return removed;
}

/** After the COMMIT: the files through the store's own interface, then the mail folder. */
export async function dateienLoeschen(
  storage: FileStore,
  dataDir: string,
  geloescht: KontoGeloescht,
): Promise<{ dateien: number; mails: number }> {
  let dateien = 0;
  for (const name of geloescht.dateien) {
    await storage.remove(name);
    dateien++;
  }
  return { dateien, mails: await mailsLoeschen(dataDir, geloescht.email) };
}
