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

/** The columns a listed document needs (GET /api/dokumente reads only these). */
export type ListedDocument = Pick<
  DocumentRow,
  'id' | 'originalName' | 'createdAt' | 'category' | 'type' | 'source' | 'lockedAt' | 'geloeschtAm'
>;

/**
 * Spec §6 on the server (decision C10): only the candidate's own incoming uploads, never receipts or
 * anything the office filed ('server'), and not once a declaration included the upload ('eingereicht').
 * The spec's "module data loaded" is a state of the browser; the server has none, so it passes false.
 */
export function loeschbarkeit(row: ListedDocument): 'ok' | 'server' | 'eingereicht' {
  const spec = dokumentLoeschbar({ originalFileName: row.originalName, category: row.category }, false);
  if (row.source !== 'candidate' || !spec) return 'server';
  // A tombstone (decision 0058) is the office's record that a class ended: never the candidate's to delete.
  if (row.geloeschtAm !== null) return 'server';
  if (row.lockedAt !== null) return 'eingereicht';
  return 'ok';
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
