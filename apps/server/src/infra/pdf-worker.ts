// The entry of a PDF worker thread (infra/pdf-pool.ts; built as dist/pdf-worker.js). It renders one
// job at a time and answers with the PDF's bytes (moved, not copied) or the error's message. The fonts
// are parsed once per worker, with the first job (infra/pdf-document.ts).
import { parentPort } from 'node:worker_threads';
import { faultPoint } from './faultPoint';
import { type PdfJob, renderPdfHere } from './pdf-render';

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread only (infra/pdf-pool.ts)');

port.on('message', (job: PdfJob) => {
  faultPoint('pdf.render');
  renderPdfHere(job).then(
    (pdf) => {
      // A PDF from Buffer's shared pool would move the pool's other bytes along: copy it then.
      const own =
        pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
      port.postMessage({ pdf: own }, [own.buffer as ArrayBuffer]);
    },
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
