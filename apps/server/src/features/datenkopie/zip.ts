// The copy as a ZIP, streamed (yazl): daten.json first, then every document read from the store one
// after another (addReadStreamLazy opens a file only when its turn comes), so neither the files nor
// the archive are ever held in memory as a whole.
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStore } from '../../infra/storage';
import type { Datenkopie } from './collect';

/** `datenkopie-JJJJ-MM-TT.zip`, the day of the copy. */
export const zipDateiname = (now: Date) => `datenkopie-${now.toISOString().slice(0, 10)}.zip`;

export function datenkopieZip(
  kopie: Datenkopie,
  storage: FileStore,
  now: Date,
  onError: (error: unknown, documentId: string) => void,
): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(kopie.daten, null, 2)}\n`, 'utf8'), 'daten.json', {
    mtime: now,
  });
  for (const dokument of kopie.dokumente) {
    // Documents are PDFs and images, compressed already: stored as they are.
    zip.addReadStreamLazy(dokument.pfad, { mtime: now, compress: false, size: dokument.size }, (cb) => {
      storage.read(dokument.storedName).then(
        (stream) => cb(null, stream),
        (error: unknown) => {
          onError(error, dokument.id);
          cb(error, undefined as never);
        },
      );
    });
  }
  const output = zip.outputStream as Readable;
  // A missing file or a failed read ends the download with an error instead of a short archive.
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return output;
}
