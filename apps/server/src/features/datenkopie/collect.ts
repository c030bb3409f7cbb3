// Art. 15 DSGVO (issue 30 point 2): everything the portal stores about one candidate, as readable JSON.
// One list names every table that holds a candidate's rows (by its account column) under a German
// heading; a test (datenkopie.test.ts) checks that every table with an account column is in the list
// or named as left out, so a new table cannot be forgotten silently. Secrets never leave: the password
// hash, tokens and the links of the hash chain are left out; documents are listed here and added to
// the ZIP as files (zip.ts).
import { and, asc, eq, getTableColumns, not, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { inhaltGeloeschtText } from '@examensportal/domain/rules/inhalt-geloescht';
import type { Conn } from '../../db/connect';
import {
  accounts,
  applications,
  bekanntgabeEinwilligungen,
  nachforderungAntworten,
  nachforderungen,
  nachrichtAnhaenge,
  nachrichten,
  nachrichtLesungen,
  bereitstellungen,
  candidates,
  compellingReasons,
  credits,
  declarations,
  documents,
  eignungAttempts,
  entwuerfe,
  erinnerungenVersandt,
  erinnerungSchalter,
  invitations,
  loeschungen,
  loeschungFaellig,
  loeschungSperren,
  kandidatPasskeys,
  kandidatTotp,
  kandidatWiederherstellungscodes,
  moduleRegistrations,
  nachteilsausgleiche,
  officeActions,
  outbox,
  postponements,
  prueflisteMarkierungen,
  resultCorrections,
  results,
  sessions,
  staffAudit,
  widerspruchErledigungen,
  widersprueche,
  withdrawals,
  aufhebungen,
  bescheidBerichtigungen,
  abhilfen,
} from '../../db/schema';

/** Columns that are never part of the copy: secrets and the audit chain's technical links. */
const OHNE = new Set([
  'passwordHash',
  'contentHash',
  'chainSeq',
  'prevHash',
  'hash',
  'idempotencyKey',
  // The second factor (decision 0042): the sealed TOTP key, a pending one, the replay marker and the
  // recovery codes' hashes are secrets; the copy says only when it was set up and which codes were used.
  'secret',
  'pending',
  'lastStep',
  'codeHash',
  // Passkeys (decision 0051): the copy names each with its name and times; the credential's id, public
  // key, counter and transports are the authenticator's technical data.
  'credentialId',
  'publicKey',
  'counter',
  'transports',
]);

/** The Protokoll's actions of case work (features/staff/fall.ts): `fall.zuweisen`, `fall.notiz` … */
const FALL_AKTION_PREFIX = 'fall.';

interface Abschnitt {
  name: string;
  table: PgTable;
  account: Column;
  order: Column;
  /** Rows left out of the section (the office's internal case work, decision 0046). */
  ohne?: SQL;
}

/** Every table with rows about one candidate, in the order a reader expects them. */
export const ABSCHNITTE: readonly Abschnitt[] = [
  { name: 'kandidat', table: candidates, account: candidates.accountId, order: candidates.createdAt },
  { name: 'antraege', table: applications, account: applications.accountId, order: applications.seq },
  {
    name: 'erklaerungen',
    table: declarations,
    account: declarations.accountId,
    order: declarations.receivedAt,
  },
  {
    name: 'modulanmeldungen',
    table: moduleRegistrations,
    account: moduleRegistrations.accountId,
    order: moduleRegistrations.id,
  },
  {
    name: 'verschiebungen',
    table: postponements,
    account: postponements.accountId,
    order: postponements.createdAt,
  },
  {
    name: 'eignungsversuche',
    table: eignungAttempts,
    account: eignungAttempts.accountId,
    order: eignungAttempts.id,
  },
  { name: 'ladungen', table: invitations, account: invitations.accountId, order: invitations.id },
  { name: 'ergebnisse', table: results, account: results.accountId, order: results.id },
  {
    name: 'ergebnisBerichtigungen',
    table: resultCorrections,
    account: resultCorrections.accountId,
    order: resultCorrections.createdAt,
  },
  { name: 'ruecktritte', table: withdrawals, account: withdrawals.accountId, order: withdrawals.id },
  { name: 'anrechnungen', table: credits, account: credits.accountId, order: credits.id },
  {
    name: 'triftigeGruende',
    table: compellingReasons,
    account: compellingReasons.accountId,
    order: compellingReasons.id,
  },
  { name: 'entwuerfe', table: entwuerfe, account: entwuerfe.accountId, order: entwuerfe.entworfenAm },
  {
    name: 'nachteilsausgleiche',
    table: nachteilsausgleiche,
    account: nachteilsausgleiche.accountId,
    order: nachteilsausgleiche.seq,
  },
  {
    name: 'prueflisteMarkierungen',
    table: prueflisteMarkierungen,
    account: prueflisteMarkierungen.accountId,
    order: prueflisteMarkierungen.id,
  },
  {
    name: 'widersprueche',
    table: widersprueche,
    account: widersprueche.accountId,
    order: widersprueche.createdAt,
  },
  {
    name: 'widerspruchErledigungen',
    table: widerspruchErledigungen,
    account: widerspruchErledigungen.accountId,
    order: widerspruchErledigungen.createdAt,
  },
  {
    name: 'aufhebungen',
    table: aufhebungen,
    account: aufhebungen.accountId,
    order: aufhebungen.createdAt,
  },
  {
    name: 'bescheidBerichtigungen',
    table: bescheidBerichtigungen,
    account: bescheidBerichtigungen.accountId,
    order: bescheidBerichtigungen.createdAt,
  },
  {
    name: 'abhilfen',
    table: abhilfen,
    account: abhilfen.accountId,
    order: abhilfen.createdAt,
  },
  {
    name: 'bekanntgabeEinwilligungen',
    table: bekanntgabeEinwilligungen,
    account: bekanntgabeEinwilligungen.accountId,
    order: bekanntgabeEinwilligungen.id,
  },
  {
    name: 'bereitstellungen',
    table: bereitstellungen,
    account: bereitstellungen.accountId,
    order: bereitstellungen.documentId,
  },
  {
    name: 'erinnerungSchalter',
    table: erinnerungSchalter,
    account: erinnerungSchalter.accountId,
    order: erinnerungSchalter.id,
  },
  {
    name: 'erinnerungenVersandt',
    table: erinnerungenVersandt,
    account: erinnerungenVersandt.accountId,
    order: erinnerungenVersandt.am,
  },
  // The office's requests for documents and the candidate's answers (decision 0039).
  {
    name: 'nachforderungen',
    table: nachforderungen,
    account: nachforderungen.accountId,
    order: nachforderungen.seq,
  },
  {
    name: 'nachforderungAntworten',
    table: nachforderungAntworten,
    account: nachforderungAntworten.accountId,
    order: nachforderungAntworten.seq,
  },
  // The Postfach (decision 0049): messages both ways, their attachments and read receipts.
  { name: 'nachrichten', table: nachrichten, account: nachrichten.accountId, order: nachrichten.seq },
  {
    name: 'nachrichtAnhaenge',
    table: nachrichtAnhaenge,
    account: nachrichtAnhaenge.accountId,
    order: nachrichtAnhaenge.pos,
  },
  {
    name: 'nachrichtLesungen',
    table: nachrichtLesungen,
    account: nachrichtLesungen.accountId,
    order: nachrichtLesungen.gelesenAm,
  },
  { name: 'dokumente', table: documents, account: documents.accountId, order: documents.createdAt },
  {
    name: 'zweiFaktorAnmeldung',
    table: kandidatTotp,
    account: kandidatTotp.accountId,
    order: kandidatTotp.accountId,
  },
  {
    name: 'wiederherstellungscodes',
    table: kandidatWiederherstellungscodes,
    account: kandidatWiederherstellungscodes.accountId,
    order: kandidatWiederherstellungscodes.id,
  },
  {
    name: 'passkeys',
    table: kandidatPasskeys,
    account: kandidatPasskeys.accountId,
    order: kandidatPasskeys.createdAt,
  },
  { name: 'sitzungen', table: sessions, account: sessions.accountId, order: sessions.createdAt },
  {
    name: 'protokoll',
    table: staffAudit,
    account: staffAudit.accountId,
    order: staffAudit.id,
    // The Protokoll of internal case work (holder, notes, Wiedervorlagen) stays with the office.
    ohne: sql`${staffAudit.aktion} like ${`${FALL_AKTION_PREFIX}%`}`,
  },
  {
    name: 'protokollKommandozeile',
    table: officeActions,
    account: officeActions.accountId,
    order: officeActions.id,
  },
  // Retention and deletion (decision 0041): the deletions of one's own records (class and count), the
  // due list entry and a hold with its reason.
  { name: 'loeschungen', table: loeschungen, account: loeschungen.accountId, order: loeschungen.id },
  {
    name: 'loeschungFaellig',
    table: loeschungFaellig,
    account: loeschungFaellig.accountId,
    order: loeschungFaellig.ab,
  },
  {
    name: 'loeschungSperren',
    table: loeschungSperren,
    account: loeschungSperren.accountId,
    order: loeschungSperren.at,
  },
];

/** The case work tables, left out of the copy on purpose (decision 0046). */
const FALL_INTERN = [
  'fall_zuweisungen',
  'fall_notizen',
  'wiedervorlagen',
  'wiedervorlage_erledigungen',
] as const;

/**
 * Tables with an account column that are not part of the copy, and why: one-time tokens (only their
 * hashes, secrets), the idempotency answers of uploads (a technical copy of the documents list), the
 * hourly upload counter (a number that lapses within the hour), the calendar's secret address (only
 * its hash, a secret), the documents' version (a cache key).
 */
export const NICHT_IN_DER_KOPIE = [
  'account_tokens',
  'upload_keys',
  'upload_rate',
  'kalender_zugaenge',
  // The office's internal case work (issue 28 point 2, decision 0046): who holds the case, internal
  // notes and Wiedervorlagen with their reasons are working papers of the office, never shown to the
  // candidate; their Protokoll rows name them by id only (test/fall.test.ts reads a copy for the text).
  ...FALL_INTERN,
  // A passkey challenge lives five minutes and says nothing about the person (decision 0051).
  'kandidat_passkey_challenges',
  // A sequence number that changes with the documents (decision 0102): a cache key, no data of its own.
  'dokumente_stand',
] as const;

/** A row as readable JSON: German headings above, the columns' own names inside, no secrets. */
function lesbar(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (OHNE.has(key)) continue;
    // A payload whose class ended (decision 0062) says so in German instead of a bare marker object.
    const geloescht = key === 'payload' ? inhaltGeloeschtText(value) : null;
    out[key] = geloescht ?? (value instanceof Date ? value.toISOString() : value);
  }
  return out;
}

interface KopieDokument {
  id: string;
  storedName: string;
  /** The file's path inside the ZIP. */
  pfad: string;
  size: number;
}

export interface Datenkopie {
  /** The JSON of daten.json. */
  daten: Record<string, unknown>;
  dokumente: KopieDokument[];
}

/** A name for the ZIP: no path separators, no control characters, unique by the document's id. */
const zipName = (category: string, id: string, name: string) =>
  `dokumente/${category}/${id.slice(0, 8)}-${name.replace(/[\\/\p{Cc}]/gu, '_')}`;

/** Reads everything about `accountId`; undefined for an unknown account. */
export async function loadDatenkopie(
  db: Conn,
  accountId: string,
  now: Date,
): Promise<Datenkopie | undefined> {
  const [konto] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!konto) return undefined;
  const daten: Record<string, unknown> = {
    erstelltAm: now.toISOString(),
    hinweis:
      'Kopie der gespeicherten Daten nach Art. 15 DSGVO. Die Dokumente liegen im Ordner „dokumente“; ihr Pfad steht bei jedem Dokument unter „pfadImArchiv“.',
    konto: lesbar(konto),
  };
  let dokumente: KopieDokument[] = [];
  for (const abschnitt of ABSCHNITTE) {
    const rows = (await db
      .select(getTableColumns(abschnitt.table))
      .from(abschnitt.table)
      .where(and(eq(abschnitt.account, accountId), abschnitt.ohne ? not(abschnitt.ohne) : undefined))
      .orderBy(asc(abschnitt.order))) as Record<string, unknown>[];
    if (abschnitt.table === documents) {
      const docs = rows as (typeof documents.$inferSelect)[];
      // A tombstone (decision 0058) is listed with its 'gelöscht am …' name and no file in the archive.
      const pfade = docs.map((d) => (d.geloeschtAm ? null : zipName(d.category, d.id, d.originalName)));
      dokumente = docs.flatMap((d, i) => {
        const pfad = pfade[i];
        return pfad ? [{ id: d.id, storedName: d.storedName, pfad, size: d.size }] : [];
      });
      daten[abschnitt.name] = docs.map((d, i) => {
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the store's object name is internal
        const { storedName, ...rest } = lesbar(d);
        return { ...rest, pfadImArchiv: pfade[i] ?? null };
      });
      continue;
    }
    daten[abschnitt.name] = rows.map(lesbar);
  }
  // The mails the portal sent or will send to the account's address (their texts are templates; the
  // one-time links inside are sealed and left out).
  const mails = await db
    .select({ createdAt: outbox.createdAt, sentAt: outbox.sentAt, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload} -> 'job' ->> 'to' = ${konto.email}`))
    .orderBy(asc(outbox.id));
  daten.nachrichten = mails.map((m) => ({
    erstelltAm: m.createdAt.toISOString(),
    versendetAm: m.sentAt?.toISOString() ?? null,
    nachricht: (m.payload as { job?: unknown }).job ?? null,
  }));
  return { daten, dokumente };
}
