// One PDF to print a batch of letters: the filed letters themselves, byte for byte as the candidates
// got them, one after the other (pdf-lib copies their pages; nothing is rendered again). Letters
// start on a new sheet: a letter with an odd number of pages gets a blank back page, so a duplex
// printer never prints one person's letter on the back of another's.
import type { FileStore } from '../../infra/storage';

async function lesen(storage: FileStore, storedName: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(storedName)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function stapelPdf(
  storage: FileStore,
  briefe: readonly { stored_name: string }[],
): Promise<Buffer> {
  // Loaded on the first batch: pdf-lib is about 10 MB resident, and most processes never print one
  // (issue 29, idle memory).
  const { PDFDocument } = await import('pdf-lib');
  const stapel = await PDFDocument.create();
  stapel.setTitle('Druckstapel Postversand');
  stapel.setLanguage('de-DE');
  for (const brief of briefe) {
    const quelle = await PDFDocument.load(await lesen(storage, brief.stored_name));
    const seiten = await stapel.copyPages(quelle, quelle.getPageIndices());
    for (const seite of seiten) stapel.addPage(seite);
    const letzte = seiten.at(-1);
    if (seiten.length % 2 === 1 && letzte) stapel.addPage([letzte.getWidth(), letzte.getHeight()]);
  }
  return Buffer.from(await stapel.save());
}
