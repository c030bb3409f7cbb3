// B7 and ours: one-page PDFs per second on one core. 'minimal' is a bare pdfkit page (the baseline),
// 'minimal-font' the same page with the receipt's embedded font, parsed once per process as the server
// does (what embedding and subsetting alone cost), 'receipt' the
// server's own receipt renderer with a realistic receipt.
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { loadedPdfFonts } from '../../../apps/server/src/infra/pdf-document';
import { renderReceiptPdf } from '../../../apps/server/src/infra/receipt-pdf';
import { sampleQuittung } from '../sample-quittung';

const modes = ['minimal', 'minimal-font', 'receipt'] as const;
const mode = modes.find((m) => m === process.argv[2]) ?? 'minimal';
const seconds = Number(process.argv[3] ?? 3);
const maxDocuments = 1000;

const quittung = sampleQuittung();

function minimal(font?: PDFKit.Mixins.PDFFontSource): Readable {
  const doc = new PDFDocument({ size: 'A4' });
  if (font) doc.font(font);
  doc.fontSize(12).text('Eingangsbestätigung');
  doc.end();
  return doc;
}

async function bytesOf(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

const make =
  mode === 'receipt'
    ? () => renderReceiptPdf(quittung)
    : mode === 'minimal-font'
      ? () => minimal(loadedPdfFonts().regular)
      : () => minimal();
await bytesOf(make());
let n = 0;
let bytes = 0;
const cpuStart = process.cpuUsage();
const start = performance.now();
while (n < maxDocuments && performance.now() - start < seconds * 1000) {
  bytes += await bytesOf(make());
  n++;
}
const elapsed = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
// CPU time per PDF as well: on a busy machine the wall-clock rate also counts the time others ran.
const cpuMsPerPdf = (cpu.user + cpu.system) / 1000 / n;
process.stdout.write(
  `${JSON.stringify({ mode, perSec: n / elapsed, n, seconds: elapsed, avgBytes: bytes / n, cpuMsPerPdf })}\n`,
);
