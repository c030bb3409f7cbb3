// B7 loop: what a burst of receipts does to the event loop. Receipts are rendered one after the other
// as the outbox files them (each awaited, a setImmediate between jobs standing in for its database and
// store I/O), 'main' in this thread as before decision 0072, 'pool' in the server's worker pool. Beside
// it, monitorEventLoopDelay (1 ms resolution): how late a request's callback would run meanwhile.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { closePdfPool, configurePdfPool, renderPdf } from '../../../apps/server/src/infra/pdf-pool';
import { renderPdfHere, type PdfJob } from '../../../apps/server/src/infra/pdf-render';
import { sampleQuittung } from '../sample-quittung';

const mode = process.argv[2] === 'pool' ? 'pool' : 'main';
const seconds = Number(process.argv[3] ?? 3);
const maxDocuments = 2000;

const job: PdfJob = { kind: 'receipt', receipt: sampleQuittung() };

configurePdfPool({ workers: 1 });
const render = mode === 'pool' ? renderPdf : renderPdfHere;
// Warm up: the worker started and its fonts parsed (the server pays that once, with the first PDF).
await render(job);
await render(job);

const delay = monitorEventLoopDelay({ resolution: 1 });
let n = 0;
const cpuStart = process.cpuUsage();
const start = performance.now();
delay.enable();
while (n < maxDocuments && performance.now() - start < seconds * 1000) {
  await render(job);
  n++;
  await new Promise((resolve) => setImmediate(resolve));
}
delay.disable();
const elapsed = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
await closePdfPool();
const ms = (nanoseconds: number) => nanoseconds / 1e6;
process.stdout.write(
  `${JSON.stringify({
    mode,
    n,
    perSec: n / elapsed,
    // The whole process (process.cpuUsage counts every thread, the worker's too).
    cpuMsPerPdf: (cpu.user + cpu.system) / 1000 / n,
    delayP50Ms: ms(delay.percentile(50)),
    delayP99Ms: ms(delay.percentile(99)),
    delayMaxMs: ms(delay.max),
  })}\n`,
);
