import { dokumentLoeschbar } from '@examensportal/domain/rules/availability';
import type { DokumentKategorie } from '@examensportal/domain/rules/documents';
import type { DocumentRow } from './repo';

/** A document as GET /api/dokumente lists it. */
export interface ApiDocument {
  documentId: string;
  originalFileName: string;
  /** ISO 8601 */
  createdAt: string;
  category: DokumentKategorie;
  type: string;
  deletable: boolean;
  /** A tombstone (decision 0058): its class ended, the name says when; there is nothing to download. */
  geloescht: boolean;
}

/** The columns an answered document needs (the upload's answer, the deletion rule). */
export type ListedDocument = Pick<
  DocumentRow,
  'id' | 'originalName' | 'createdAt' | 'category' | 'type' | 'source' | 'lockedAt' | 'geloeschtAm'
>;

/** What the deletion rule reads of a document (a row, or a listed document as its json carries it). */
interface Loeschbares {
  originalFileName: string;
  category: string;
  source: string;
  locked: boolean;
  geloescht: boolean;
}

/**
 * Spec §6 on the server (decision C10): only the candidate's own incoming uploads, never receipts or
 * anything the office filed ('server'), and not once a declaration included the upload ('eingereicht').
 * The spec's "module data loaded" is a state of the browser; the server has none, so it passes false.
 */
function loeschbarkeitVon(d: Loeschbares): 'ok' | 'server' | 'eingereicht' {
  const spec = dokumentLoeschbar(d, false);
  if (d.source !== 'candidate' || !spec) return 'server';
  // A tombstone (decision 0058) is the office's record that a class ended: never the candidate's to delete.
  if (d.geloescht) return 'server';
  if (d.locked) return 'eingereicht';
  return 'ok';
}

export const loeschbarkeit = (row: ListedDocument) =>
  loeschbarkeitVon({
    originalFileName: row.originalName,
    category: row.category,
    source: row.source,
    locked: row.lockedAt !== null,
    geloescht: row.geloeschtAm !== null,
  });

/**
 * A listed document as GET /api/dokumente's json aggregate carries it (documents/repo.ts): an array of
 * documentId, originalFileName, createdAt (PostgreSQL's json text of a timestamptz), category, type,
 * source, locked, geloescht – the answer's fields plus what the deletion rule reads, without a key per
 * field (issue 29, h100).
 */
export type ListedJson = [
  documentId: string,
  originalFileName: string,
  createdAt: string,
  category: string,
  type: string,
  source: string,
  locked: boolean,
  geloescht: boolean,
];

/**
 * A timestamptz as PostgreSQL writes it into json, in the form `Date#toISOString` gives it: in a UTC
 * session (`2026-11-29T04:42:46.382123+00:00`, the fraction without trailing zeros or none) cut to
 * milliseconds by string, as a Date cuts them; any other form through a Date.
 */
export function isoAusJson(text: string): string {
  const fraction = text.charCodeAt(19) === 46; // '.'
  if (text.length >= 25 && text.length <= 32 && text.endsWith('+00:00') && text.charCodeAt(10) === 84) {
    const ms = fraction ? `${text.slice(20, text.length - 6)}00`.slice(0, 3) : '000';
    return `${text.slice(0, 19)}.${ms}Z`;
  }
  return new Date(text).toISOString();
}

/** The answer of one listed document: no Date made and formatted again per row (issue 29). */
export function apiDocumentOf([
  documentId,
  originalFileName,
  createdAt,
  category,
  type,
  source,
  locked,
  geloescht,
]: ListedJson): ApiDocument {
  return {
    documentId,
    originalFileName,
    createdAt: isoAusJson(createdAt),
    category: category as DokumentKategorie,
    type,
    deletable: loeschbarkeitVon({ originalFileName, category, source, locked, geloescht }) === 'ok',
    geloescht,
  };
}

export function toApiDocument(row: ListedDocument): ApiDocument {
  return {
    documentId: row.id,
    originalFileName: row.originalName,
    createdAt: row.createdAt.toISOString(),
    category: row.category as DokumentKategorie,
    type: row.type,
    deletable: loeschbarkeit(row) === 'ok',
    geloescht: row.geloeschtAm !== null,
  };
}
