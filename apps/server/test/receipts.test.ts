import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noPoppler, poppler, readPdf } from './helpers/pdf';
import { formatEuro } from '@examensportal/domain/format';
import { parseSemester } from '@examensportal/domain/rules/semester';
import { receiptDocumentId, uuidV5 } from '../src/features/receipts/ids';
import { enqueueReceipt, type ReceiptRequest, receiptJob } from '../src/features/receipts/job';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { download, filesIn, listDocuments, signedIn, type SignedIn } from './helpers/documents';
import { captureLogs } from './helpers/logs';
import { startSmtpSink } from './helpers/smtp';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { Sealer } from '../src/infra/seal';
import { closePdfPool, configurePdfPool } from '../src/infra/pdf-pool';
import { serverTexte } from '@examensportal/domain/messages-server';

it('derives version-5 UUIDs as RFC 9562 does', () => {
  // The RFC's example: www.example.com in the DNS namespace.
  expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
    '2ed6657d-e927-568b-95e1-2665a8aea6a2',
  );
  const id = randomUUID();
  expect(receiptDocumentId(id, 'WR')).toBe(receiptDocumentId(id, 'WR'));
  expect(receiptDocumentId(id, 'WR')).not.toBe(receiptDocumentId(id, 'BWL'));
});

describe.each(backends)('receipts on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let wp: SignedIn;
  let accountId: string;
  let firstReceipt: Buffer | undefined;
  let firstDeclaration = '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    wp = await signedIn(t.app, sink, { vorname: 'Jürgen', nachname: 'Großmann' });
    const [row] = await query<{ id: string }>(
      t.database,
      sql`select id from accounts where email = ${wp.candidate.email}`,
    );
    accountId = row?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const registration = (declarationId = randomUUID()): ReceiptRequest => ({
    accountId,
    declarationId,
    ereignis: 'anmeldung',
    termin: '2025/2',
    module: ['wrVorgezogen', 'st'],
    pruefungsteile: [],
    angaben: [{ bezeichnung: 'Hinweis', wert: '<script>alert(1)</script>' }],
    dokumente: [],
    eingegangenAm: t.clock.now().toISOString(),
    erklaerung: { art: 'anmeldung', termin: parseSemester('2025/2')!, module: ['wr', 'st'] },
  });

  const receiptsOf = async (declarationId: string) =>
    query<{ id: string; category: string; type: string; source: string; stored_name: string }>(
      t.database,
      sql`select id, category, type, source, stored_name from documents where declaration_id = ${declarationId} order by category`,
    );

  it('files the receipt of a committed declaration on each module page it names', async () => {
    const request = registration();
    await t.database.db.transaction((tx) => enqueueReceipt(tx, request));
    expect(await t.app.outbox.runOnce()).toBe(1);

    const rows = await receiptsOf(request.declarationId);
    expect(rows.map((r) => [r.category, r.type, r.source])).toEqual([
      ['ST', 'ANMELDUNG', 'receipt'],
      ['WR', 'ANMELDUNG', 'receipt'],
    ]);
    expect(rows.map((r) => r.id).sort()).toEqual(
      [receiptDocumentId(request.declarationId, 'ST'), receiptDocumentId(request.declarationId, 'WR')].sort(),
    );
    const listed = (await listDocuments(t.app, wp.jwt)).filter((d) =>
      rows.some((r) => r.id === d.documentId),
    );
    expect(listed.map((d) => d.originalFileName)).toEqual([
      'Quittung-Modulanmeldung-2025-03-01.pdf',
      'Quittung-Modulanmeldung-2025-03-01.pdf',
    ]);
    expect(listed.every((d) => d.deletable === false && d.createdAt === request.eingegangenAm)).toBe(true);

    const res = await download(t.app, wp.jwt, rows[0]?.id ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    firstReceipt = res.rawPayload;
    firstDeclaration = request.declarationId;
  }, 60_000);

  const eingangsmails = (declarationId: string) =>
    sink
      .to(wp.candidate.email)
      .filter((m) => m.subject === mailTexte.erklaerungEingegangenBetreff && m.text.includes(declarationId));

  it('mails "Ihre Erklärung ist eingegangen" once, with the reference and where the receipt lies, no content', async () => {
    await t.app.outbox.runOnce();
    const mails = eingangsmails(firstDeclaration);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Guten Tag Jürgen Großmann,');
    expect(text).toContain(`Vorgangsnummer: ${firstDeclaration}`);
    expect(text).toContain('am 01.03.2025 10:00 Uhr');
    expect(text).toContain('(Bereiche „Modulprüfung WR“ und „Modulprüfung ST“)');
    expect(text).toContain('https://portal.example.org/examensportal/login');
    // None of the declaration's content: no kind, term, module name, fee or free text.
    expect(text).not.toMatch(/Anmeldung zur|2\/2025|2025\/2|Wirtschaftsrecht|Steuerrecht|€|<script>/);
  });

  it.skipIf(!poppler)(`reads back as a tagged German A4 PDF with embedded fonts (else: ${noPoppler})`, () => {
    if (!firstReceipt) throw new Error('the previous test filed no receipt');
    const pdf = readPdf(firstReceipt);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const expected of [
      'Eingangsbestätigung',
      'Anmeldung zur Modulprüfung',
      'Jürgen Großmann',
      wp.candidate.email,
      'Eingegangen am 01.03.2025 10:00 Uhr',
      'Prüfungstermin 2/2025',
      'Wirtschaftsrecht – vorgezogen im Juni',
      'Steuerrecht',
      firstDeclaration,
      'Voraussichtliche Gebührenfolgen',
      `fällig werden ${formatEuro(1500_00)}`.replace(/\s+/g, ' '),
      'Aktenzeichen',
      '<script>alert(1)</script>',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.info).toMatch(/^Title:\s+Eingangsbestätigung: Anmeldung zur Modulprüfung$/m);
    expect(pdf.info).toMatch(/^Tagged:\s+yes$/m);
    expect(pdf.info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(pdf.info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    // Every font is embedded (no standard font that a reader would substitute).
    const fontRows = pdf.fonts
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
    expect(fontRows.length).toBeGreaterThan(0);
    for (const row of fontRows) expect(row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+\s*$/);
  });

  it.skipIf(!poppler)('sets the catalogue language de-DE and shows the title', async () => {
    const request = registration();
    await enqueueReceipt(t.database.db, {
      ...request,
      ereignis: 'kontaktdaten',
      module: [],
      erklaerung: null,
    });
    await t.app.outbox.runOnce();
    const [row] = await receiptsOf(request.declarationId);
    const res = await download(t.app, wp.jwt, row?.id ?? '');
    // pdfkit writes the catalogue uncompressed: /Lang and the title display are plain text.
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/Lang \(de-DE\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(readPdf(res.rawPayload).text).toContain('Änderung der Kontaktdaten');
  });

  it('files nothing when the declaration rolls back', async () => {
    const request = registration();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueReceipt(tx, request);
        throw new Error('declaration refused');
      }),
    ).rejects.toThrow('declaration refused');
    await t.app.outbox.runOnce();
    expect(await receiptsOf(request.declarationId)).toEqual([]);
  });

  it.skipIf(!poppler)(
    "prints the fees of the declaration's term: no processing fee before 2/2024, 20 % from then on",
    async () => {
      const deregistration = (termin: string): ReceiptRequest => ({
        ...registration(),
        ereignis: 'abmeldung',
        termin,
        module: ['wr'],
        angaben: [],
        erklaerung: {
          art: 'abmeldung',
          anmeldungen: [{ modul: 'wr', termin: parseSemester(termin)!, geladen: false }],
        },
      });
      const textOf = async (request: ReceiptRequest) => {
        await enqueueReceipt(t.database.db, request);
        await t.app.outbox.runOnce();
        const [row] = await receiptsOf(request.declarationId);
        const res = await download(t.app, wp.jwt, row?.id ?? '');
        return readPdf(res.rawPayload).text.replace(/\s+/g, ' ');
      };
      const line = (faellig: number, erstattung: number) =>
        `zu zahlen ${formatEuro(faellig)}; Erstattung, falls bereits gezahlt: ${formatEuro(erstattung)}`.replace(
          /\s+/g,
          ' ',
        );
      // Wirtschaftsrecht: one paper of 500 €.
      const before = await textOf(deregistration('2024/1'));
      expect(before).toContain(line(0, 500_00));
      expect(before).not.toContain(line(100_00, 400_00));
      const after = await textOf(deregistration('2025/2'));
      expect(after).toContain(line(100_00, 400_00));
    },
  );

  it('files nothing when the PDF worker dies, and the receipt when the job runs again (decision 0072)', async () => {
    const request = registration();
    const logs = captureLogs();
    const job = receiptJob({
      db: t.database.db,
      storage: t.app.documentStore,
      logger: logs.logger,
      verfahren: t.config.verfahren,
      sealer: new Sealer(t.config.jwtSecret, 'outbox'),
      messageDomain: 'portal.example.org',
      now: () => t.clock.now(),
    });
    const objectsBefore = (await filesIn(t.app, 'objects')).length;
    // A new worker copies the environment: it dies at FAULT_POINT pdf.render, before any byte is drawn.
    await closePdfPool();
    configurePdfPool({ workers: 1, logger: logs.logger });
    process.env.FAULT_POINT = 'pdf.render';
    try {
      await expect(job(request, { id: 0, attempts: 1 })).rejects.toMatchObject({
        statusCode: 503,
        message: serverTexte.pdfNichtErstellt,
      });
    } finally {
      delete process.env.FAULT_POINT;
    }
    expect(logs.entries()).toContainEqual(expect.objectContaining({ event: 'pdf.worker_exit', code: 70 }));
    expect(await receiptsOf(request.declarationId)).toEqual([]);
    expect(await filesIn(t.app, 'objects')).toHaveLength(objectsBefore);
    expect(eingangsmails(request.declarationId)).toHaveLength(0);

    await job(request, { id: 0, attempts: 2 });
    expect((await receiptsOf(request.declarationId)).map((r) => r.category)).toEqual(['ST', 'WR']);
    expect(await filesIn(t.app, 'objects')).toHaveLength(objectsBefore + 2);
  }, 60_000);

  it('is idempotent: repeated and parallel runs file each copy once and leave no stray file', async () => {
    const request = registration();
    const job = receiptJob({
      db: t.database.db,
      storage: t.app.documentStore,
      logger: captureLogs().logger,
      verfahren: t.config.verfahren,
      sealer: new Sealer(t.config.jwtSecret, 'outbox'),
      messageDomain: 'portal.example.org',
      now: () => t.clock.now(),
    });
    const objectsBefore = (await filesIn(t.app, 'objects')).length;
    await Promise.all([job(request, { id: 0, attempts: 1 }), job(request, { id: 0, attempts: 1 })]);
    await job(request, { id: 0, attempts: 2 });
    // The same declaration queued twice (a retried transaction) still gives one copy per page.
    await enqueueReceipt(t.database.db, request);
    await t.app.outbox.runOnce();

    const rows = await receiptsOf(request.declarationId);
    expect(rows.map((r) => r.category)).toEqual(['ST', 'WR']);
    const objects = await filesIn(t.app, 'objects');
    expect(objects).toHaveLength(objectsBefore + 2);
    for (const row of rows) expect(objects).toContain(row.stored_name);
    // One mail per declaration, whichever run filed the first copy.
    await t.app.outbox.runOnce();
    expect(eingangsmails(request.declarationId)).toHaveLength(1);
  });
});
