// What a PDF job carries to the renderer (plain data, so it crosses to a worker thread as it is) and
// the rendering itself, the same in a worker (infra/pdf-worker.ts) and in the main thread (PDF_WORKERS=0).
import type { Bescheid } from '@examensportal/domain/rules/bescheid';
import type { Quittung } from '@examensportal/domain/rules/receipt';

/** A receipt or the copy of an application (both drawn by receipt-pdf.ts), or a letter. */
export type PdfJob =
  | {
      kind: 'receipt';
      receipt: Pick<
        Quittung,
        'titel' | 'ereignis' | 'dokumenttitel' | 'einleitung' | 'abschnitte' | 'fusszeile'
      >;
    }
  | { kind: 'letter'; letter: Bescheid };

/** pdfkit and the fonts load with the first PDF of the thread, not at start (memory and start time). */
export async function renderPdfHere(job: PdfJob): Promise<Buffer> {
  const stream =
    job.kind === 'receipt'
      ? (await import('./receipt-pdf')).renderReceiptPdf(job.receipt)
      : (await import('./bescheid-pdf')).renderBescheidPdf(job.letter);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
