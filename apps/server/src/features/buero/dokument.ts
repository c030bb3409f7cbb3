// Puts a document of the office (an admission notice, an invitation, a note) into a candidate's digital
// file. The file is written durably first, the row second, in the action's transaction; if that fails
// the file is removed again (as the upload intake does).
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import {
  aktenSeite,
  type DokumentKategorie,
  AKTENEINGANG_TYPEN,
  MAX_DATEIGROESSE,
  MIN_DATEIGROESSE,
} from '@examensportal/domain/rules/documents';
import { insertDocuments } from '../documents/repo';
import { fileTypeOf } from '../../infra/file-type';
import { contentTypes, safeOriginalName } from '../../infra/upload';
import { candidateAction, OfficeError, type OfficeDeps, type OfficeOutput } from './context';
import { isDatabaseUnavailable } from '../../db/unavailable';

const o = officeCliTexte;

/** The sections of the office's pages (spec §3); VERMERK lands in the notes section. */
const OFFICE_TYPEN: Readonly<Record<Exclude<DokumentKategorie, 'AKTENEINGANG'>, readonly string[]>> = {
  MANTELAKTE: ['ZULASSUNG', 'RUECKTRITT', 'ATTEST', 'VERMERK'],
  WP: ['ANMELDUNG', 'ATTEST', 'RUECKTRITT'],
  WR: ['ANMELDUNG', 'ATTEST', 'RUECKTRITT'],
  BWL: ['ANMELDUNG', 'ATTEST', 'RUECKTRITT'],
  ST: ['ANMELDUNG', 'ATTEST', 'RUECKTRITT'],
};

const familien: Readonly<Record<string, keyof typeof contentTypes>> = {
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  pdf: 'pdf',
};

export interface DokumentArgs {
  kandidat: string;
  datei: string;
  kategorie: DokumentKategorie;
  typ: string;
  /** Shown name; default: the file's own name. */
  name?: string | undefined;
}

async function lesen(datei: string): Promise<Buffer> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- a file the office names on its own command line, never a request
  const info = await stat(datei).catch(() => undefined);
  if (!info?.isFile()) throw new OfficeError(o.dateiFehlt(datei));
  if (info.size < MIN_DATEIGROESSE || info.size > MAX_DATEIGROESSE)
    throw new OfficeError(o.dateiGroesse(datei));
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- a file the office names on its own command line, never a request
  return readFile(datei);
}

export async function dokumentAblegen(deps: OfficeDeps, args: DokumentArgs): Promise<OfficeOutput> {
  const storage = deps.storage;
  if (!storage) throw new Error('office deps without a document store');
  const inhalt = await lesen(args.datei);
  const familie = familien[(await fileTypeOf(inhalt))?.ext ?? ''];
  if (!familie) throw new OfficeError(o.dateiTyp(args.datei));
  const originalName = safeOriginalName(args.name ?? path.basename(args.datei));
  if (originalName === '') throw new OfficeError(o.eingabeUngueltig);

  const stored = await storage.write([inhalt]);
  try {
    return await candidateAction(
      deps,
      args.kandidat,
      'dokument',
      { ...args, sha256: stored.sha256 },
      async (action) => {
        const { art, accountId, email } = action.procedure.account;
        if (aktenSeite(args.kategorie, art) === null)
          throw new OfficeError(o.kategorieNichtFuer(args.kategorie, art));
        const erlaubt: readonly string[] =
          args.kategorie === 'AKTENEINGANG' ? AKTENEINGANG_TYPEN[art] : OFFICE_TYPEN[args.kategorie];
        // Types are matched without regard to case; the stored one is the spec's spelling ('attest', 'ZEUGNIS').
        const typ = erlaubt.find((t) => t.toLowerCase() === args.typ.toLowerCase());
        if (!typ) throw new OfficeError(o.typNichtFuer(args.typ, args.kategorie, erlaubt.join(', ')));
        const id = randomUUID();
        await insertDocuments(action.tx, [
          {
            id,
            accountId,
            category: args.kategorie,
            type: typ,
            source: 'office',
            originalName,
            storedName: stored.storedName,
            contentType: contentTypes[familie],
            size: stored.size,
            sha256: stored.sha256,
            createdAt: action.now,
          },
        ]);
        return {
          text: o.dokumentAbgelegt(email, originalName, args.kategorie, typ),
          data: { documentId: id, originalFileName: originalName, category: args.kategorie, type: typ },
        };
      },
    );
  } catch (error) {
    // Connection lost: the row may have committed; an unreferenced file is the sweeper's.
    if (!isDatabaseUnavailable(error)) await storage.remove(stored.storedName).catch(() => {});
    throw error;
  }
}
