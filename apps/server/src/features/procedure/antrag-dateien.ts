// The files of an application. The server keeps, per upload list, the documents it stored with the
// draft (payload.dateien, written only by the server). A save names the stored files it keeps; a
// claim of any other document id is ignored, so nobody can attach someone else's document.
import type { GespeicherteDatei } from '@examensportal/domain/schemas/antrag';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/connect';
import { documents } from '../../db/schema';
import type { StoredUpload } from '../../infra/upload';
import { insertUploadedDocuments } from '../documents/intake';
import { findDocumentsByIds, isDocumentId } from '../documents/repo';

interface Datei {
  documentId: string;
  originalFileName: string;
}

export type Dateien = Record<string, Datei[]>;

/** Akteneingang type of each application upload list (spec §3 document types). */
export const LISTEN_TYP: Readonly<Record<string, string>> = {
  lebenslauf: 'LEBENSLAUF',
  zeugnis: 'ZEUGNIS',
  attest: 'ATTEST',
  agbescheinigung: 'AGBESCHEINIGUNG',
  stbescheinigung: 'STBESCHEINIGUNG',
  agbescheinigung2: 'AGBESCHEINIGUNG2',
  stbescheinigung2: 'STBESCHEINIGUNG',
  verkuerzungbescheinigung: 'VERKUERZUNG',
};

export const EIGNUNG_LISTEN_TYP: Readonly<Record<string, string>> = {
  nachweise: 'EIGNUNG_NACHWEIS',
  zeugnis: 'EIGNUNG_NACHWEIS',
  wahlfach: 'EIGNUNG_WAHLFACH',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's list of a stored payload (anything malformed counts as none). */
export function gespeicherteDateien(payload: unknown): Dateien {
  const raw = isRecord(payload) && isRecord(payload.dateien) ? payload.dateien : {};
  const out: Dateien = {};
  for (const [liste, eintraege] of Object.entries(raw)) {
    if (!Array.isArray(eintraege)) continue;
    out[liste] = eintraege.flatMap((e) =>
      isRecord(e) && typeof e.documentId === 'string' && typeof e.originalFileName === 'string'
        ? [{ documentId: e.documentId, originalFileName: e.originalFileName }]
        : [],
    );
  }
  return out;
}

/**
 * What a save keeps: without a `dateien` claim everything stored stays; with one, per list exactly
 * the stored files it names (a list it does not mention keeps nothing).
 */
export function behalteneDateien(
  gespeichert: Dateien,
  anspruch: Partial<Record<string, GespeicherteDatei[]>> | undefined,
): Dateien {
  if (anspruch === undefined) return gespeichert;
  const out: Dateien = {};
  for (const [liste, dateien] of Object.entries(gespeichert)) {
    const genannt = new Set((anspruch[liste] ?? []).map((d) => String(d.documentId ?? '')));
    const bleiben = dateien.filter((d) => genannt.has(d.documentId));
    if (bleiben.length > 0) out[liste] = bleiben;
  }
  return out;
}

/** Only documents that still exist and belong to the candidate (one may have been deleted meanwhile). */
export async function vorhandene(tx: Conn, accountId: string, dateien: Dateien): Promise<Dateien> {
  const ids = Object.values(dateien)
    .flatMap((d) => d.map((x) => x.documentId))
    .filter(isDocumentId);
  const rows = await findDocumentsByIds(tx, ids);
  const eigene = new Set(rows.filter((r) => r.accountId === accountId).map((r) => r.id));
  const out: Dateien = {};
  for (const [liste, d] of Object.entries(dateien)) {
    const bleiben = d.filter((x) => eigene.has(x.documentId));
    if (bleiben.length > 0) out[liste] = bleiben;
  }
  return out;
}

/** Rows for the files of this request, in the Akteneingang; returns them per list. */
export async function neueDateien(
  tx: Tx,
  accountId: string,
  files: readonly StoredUpload[],
  typen: Readonly<Record<string, string>>,
  now: Date,
  gesperrt: boolean,
): Promise<Dateien> {
  const out: Dateien = {};
  const rows = await insertUploadedDocuments(tx, accountId, files, {
    category: 'AKTENEINGANG',
    typeOf: (list) => typen[list] ?? list,
    now,
    locked: gesperrt,
  });
  // Matched by the stored name (one per file), not by the order RETURNING happens to give.
  const nachAblage = new Map(rows.map((row) => [row.storedName, row]));
  for (const file of files) {
    const row = nachAblage.get(file.storedName);
    if (row) (out[file.list] ??= []).push({ documentId: row.id, originalFileName: row.originalName });
  }
  return out;
}

export function zusammen(a: Dateien, b: Dateien): Dateien {
  const out: Dateien = { ...a };
  for (const [liste, d] of Object.entries(b)) out[liste] = [...(out[liste] ?? []), ...d];
  return out;
}

/**
 * Links the files of an application's upload lists to it (issue 26 point 8): they are part of the
 * application, not new documents of the Eingang. A file keeps the application it was first sent with.
 */
export async function linkToApplication(
  tx: Conn,
  accountId: string,
  applicationId: string,
  dateien: Dateien,
) {
  const ids = Object.values(dateien)
    .flatMap((d) => d.map((x) => x.documentId))
    .filter(isDocumentId);
  if (ids.length === 0) return;
  await tx
    .update(documents)
    .set({ applicationId })
    .where(
      and(eq(documents.accountId, accountId), inArray(documents.id, ids), isNull(documents.applicationId)),
    );
}
