// Producing the copy for a candidate (Meine Daten) or for the office (a written request): the same
// collector and the same ZIP; each copy is recorded in the Protokoll in its own transaction before the
// first byte goes out, so the office can always show when which copy was handed out.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { serverTexte } from '@examensportal/domain/messages-server';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { attachment, downloadCsp } from '../documents/disposition';
import type { Clock } from '../../infra/clock';
import type { FileStore } from '../../infra/storage';
import { recordStaffAction, type StaffAction } from '../staff/audit';
import { loadDatenkopie } from './collect';
import { datenkopieZip, zipDateiname } from './zip';

export interface KopieDeps {
  db: Db;
  clock: Clock;
  storage: FileStore;
}

/** Who asked for the copy, as the Protokoll names it. */
export type Anlass = Omit<StaffAction, 'accountId' | 'nachher' | 'vorher'>;

export interface Kopie {
  stream: Readable;
  dateiname: string;
  dokumente: number;
}

export async function createDatenkopie(
  deps: KopieDeps,
  accountId: string,
  anlass: Anlass,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<Kopie> {
  const now = deps.clock.now();
  // One snapshot of all tables: the JSON and the list of files agree with each other.
  const inhalt = await deps.db.transaction(async (tx) => {
    const kopie = await loadDatenkopie(tx, accountId, now);
    if (!kopie) throw new HttpError(404, serverTexte.nichtGefunden);
    await recordStaffAction(
      tx,
      { ...anlass, accountId, nachher: { dokumente: kopie.dokumente.length } },
      now,
    );
    return kopie;
  });
  const stream = datenkopieZip(inhalt, deps.storage, now, (error, documentId) =>
    log.error({ event: 'datenkopie.file_missing', documentId, err: error }, 'document file missing'),
  );
  return { stream, dateiname: zipDateiname(now), dokumente: inhalt.dokumente.length };
}

/** Sends the copy as a download, with the headers of every download (never rendered, never cached). */
export const sendDatenkopie = (reply: FastifyReply, kopie: Kopie): FastifyReply =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachment(kopie.dateiname))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', downloadCsp)
    .header('cache-control', 'no-store')
    .send(kopie.stream);
