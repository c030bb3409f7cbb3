// The PDF worker pool (decision 0072): no worker before the first PDF, the same tagged PDF with
// embedded fonts as the main thread draws, a bounded queue, and a worker that dies is a German 503
// and a logged error, after which the next PDF gets a new worker.
import { serverTexte } from '@examensportal/domain/messages-server';
import { createQuittung } from '@examensportal/domain/rules/receipt';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors';
import { PdfPool, type PdfPoolOptions } from '../src/infra/pdf-pool';
import { type PdfJob, renderPdfHere } from '../src/infra/pdf-render';
import { captureLogs } from './helpers/logs';
import { beispielBescheid, poppler, readPdf } from './helpers/pdf';

const receipt: PdfJob = {
  kind: 'receipt',
  receipt: createQuittung({
    declarationId: '5f0c8a2e-6a55-4d7b-9f1e-2b3c4d5e6f70',
    ereignis: 'zulassungsantrag',
    kandidat: { vorname: 'Jürgen', nachname: 'Großmann', email: 'j.grossmann@example.org', art: 'WP' },
    termin: '2026/2',
    module: ['wp', 'wr'],
    pruefungsteile: [],
    angaben: [],
    dokumente: ['Lebenslauf.pdf'],
    eingegangenAm: '2026-03-01T09:00:00.000Z',
    erklaerung: null,
  }),
};

const letter: PdfJob = {
  kind: 'letter',
  letter: beispielBescheid({
    betreff: 'Zulassung zum Examen',
    absaetze: ['Sie sind zugelassen.'],
    liste: ['Wirtschaftsrecht'],
  }),
};

/** pdfkit stamps the creation time (info and XMP) and a file id into every PDF; the rest must be the same. */
const withoutStamps = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/<xmp:(Create|Modify|MetadataDate)[^>]*>[^<]*</g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '');

describe('PDF worker pool', () => {
  let pool: PdfPool | undefined;
  const start = (options: Partial<PdfPoolOptions> = {}) => {
    const logs = captureLogs();
    pool = new PdfPool({ workers: 1, maxQueue: 8, idleMs: 60_000, logger: logs.logger, ...options });
    return { pool, logs };
  };
  it('turns a render that throws into the same 503 and a logged error; the worker stays', async () => {
    const { pool, logs } = start();
    const broken = { kind: 'letter', letter: {} } as unknown as PdfJob;
    await expect(pool.render(broken)).rejects.toMatchObject({ statusCode: 503 });
    expect(logs.entries().map((e) => e.event)).toContain('pdf.render_failed');
    expect((await pool.render(receipt)).length).toBeGreaterThan(1000);
    expect(pool.workers).toBe(1);
  }, 60_000);

  afterEach(async () => {
    delete process.env.FAULT_POINT;
    await pool?.close();
  });

  it('starts no worker before the first PDF and draws what the main thread draws', async () => {
    const { pool } = start();
    expect(pool.workers).toBe(0);
    for (const job of [receipt, letter]) {
      const [inWorker, here] = await Promise.all([pool.render(job), renderPdfHere(job)]);
      expect(inWorker.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
      expect(withoutStamps(inWorker)).toBe(withoutStamps(here));
      const raw = inWorker.toString('latin1');
      expect(raw).toMatch(/\/StructTreeRoot/);
      expect(raw).toMatch(/\/Lang \(de-DE\)/);
      expect(raw).toMatch(/\/FontFile2/);
      if (poppler) expect(readPdf(inWorker).fonts).toMatch(/yes +yes +yes/);
    }
    expect(pool.workers).toBe(1);
  }, 60_000);

  it('refuses a job beyond the queue at once, with the German 503', async () => {
    const { pool, logs } = start({ maxQueue: 1 });
    const running = pool.render(receipt);
    const waiting = pool.render(receipt);
    const refused = pool.render(receipt);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: serverTexte.pdfNichtErstellt });
    expect(logs.entries().map((e) => e.event)).toContain('pdf.queue_full');
    expect((await running).length).toBeGreaterThan(1000);
    expect((await waiting).length).toBeGreaterThan(1000);
  }, 60_000);

  it('turns a worker that dies into a German 503 and a logged error; the next PDF gets a new worker', async () => {
    // The worker copies the environment when it starts: it dies at FAULT_POINT pdf.render.
    process.env.FAULT_POINT = 'pdf.render';
    const { pool, logs } = start();
    const error: unknown = await pool.render(receipt).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 503, message: serverTexte.pdfNichtErstellt });
    expect(logs.entries()).toContainEqual(expect.objectContaining({ event: 'pdf.worker_exit', code: 70 }));
    expect(pool.workers).toBe(0);

    delete process.env.FAULT_POINT;
    expect((await pool.render(letter)).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(pool.workers).toBe(1);
  }, 60_000);
});
