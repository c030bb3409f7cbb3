import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { MAX_DATEIGROESSE } from '@examensportal/domain/rules/documents';
import { uploadLimits } from '../src/infra/upload';
import { createTestApp, type TestApp } from './helpers/app';
import { api } from './helpers/accounts';
import { backends, query } from './helpers/db';
import {
  bearer,
  download,
  filesIn,
  listDocuments,
  signedIn,
  type SignedIn,
  uploadParts,
} from './helpers/documents';
import { multipartBody, sample } from './helpers/multipart';
import { startSmtpSink } from './helpers/smtp';

describe.each(backends)('POST /api/dokumente/files on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let wp: SignedIn;
  let eignung: SignedIn;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    wp = await signedIn(t.app, sink);
    eignung = await signedIn(t.app, sink, { art: 'EIGNUNG' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const rowCount = async (accountEmail: string) => {
    const [row] = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from documents d join accounts a on a.id = d.account_id where a.email = ${accountEmail}`,
    );
    return row?.n ?? 0;
  };

  /** After a refused request: no row, no tmp file, no object beyond those of earlier rows. */
  const expectNothingStored = async (before: { rows: number; objects: number }, who: SignedIn = wp) => {
    expect(await rowCount(who.candidate.email)).toBe(before.rows);
    expect(await filesIn(t.app, 'tmp')).toEqual([]);
    expect(await filesIn(t.app, 'objects')).toHaveLength(before.objects);
  };
  const snapshot = async (who: SignedIn = wp) => ({
    rows: await rowCount(who.candidate.email),
    objects: (await filesIn(t.app, 'objects')).length,
  });

  it('stores valid files of every allowed type durably and lists them in the Akteneingang', async () => {
    const files = {
      pdf: sample.pdf(3000),
      png: sample.png(5000),
      jpg: sample.jpg(400),
      gif: sample.gif(105),
      jpeg: sample.jpg(9000),
    };
    const res = await uploadParts(t.app, wp.jwt, [
      { name: 'lebenslauf', filename: 'Lebenslauf.PDF', contentType: 'application/pdf', data: files.pdf },
      { name: 'zeugnis', data: '[]' },
      { name: 'attest', filename: 'attest.png', contentType: 'image/png', data: files.png },
      { name: 'stbescheinigung2', filename: 'bescheinigung.jpg', data: files.jpg },
      { name: 'staatsangehoerigkeit', filename: 'pass.gif', data: files.gif },
      { name: 'verkuerzungbescheinigung', filename: 'verkuerzung.JPEG', data: files.jpeg },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ documentId: string; type: string; originalFileName: string }[]>();
    expect(created.map((d) => [d.originalFileName, d.type])).toEqual([
      ['Lebenslauf.PDF', 'LEBENSLAUF'],
      ['attest.png', 'ATTEST'],
      ['bescheinigung.jpg', 'STBESCHEINIGUNG'],
      ['pass.gif', 'STAATSANGEHOERIGKEIT'],
      ['verkuerzung.JPEG', 'VERKUERZUNG'],
    ]);
    for (const doc of created) {
      expect(doc).toMatchObject({
        category: 'AKTENEINGANG',
        deletable: true,
        createdAt: t.clock.now().toISOString(),
      });
    }
    const listed = await listDocuments(t.app, wp.jwt);
    expect(new Set(listed.map((d) => d.documentId))).toEqual(new Set(created.map((d) => d.documentId)));
    // The list's answer (built from its json aggregate) is the upload's answer (built from the rows).
    const byId = (a: { documentId: string }, b: { documentId: string }) =>
      a.documentId.localeCompare(b.documentId);
    expect([...listed].sort(byId)).toEqual([...created].sort(byId));

    const rows = await query<{
      id: string;
      stored_name: string;
      sha256: string;
      size: string;
      content_type: string;
      source: string;
    }>(t.database, sql`select id, stored_name, sha256, size::text, content_type, source from documents`);
    const bytes = [files.pdf, files.png, files.jpg, files.gif, files.jpeg];
    const types = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/jpeg'];
    for (const [i, doc] of created.entries()) {
      const row = rows.find((r) => r.id === doc.documentId);
      const stream = await t.app.documentStore.read(row?.stored_name ?? 'missing');
      const onDisk = Buffer.concat(await stream.toArray());
      expect(onDisk.equals(bytes[i] as Buffer)).toBe(true);
      expect(row).toMatchObject({
        sha256: createHash('sha256').update(onDisk).digest('hex'),
        size: String(onDisk.length),
        content_type: types[i],
        source: 'candidate',
      });
      // Stored under a server-generated name, never the client's.
      expect(row?.stored_name).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await filesIn(t.app, 'tmp')).toEqual([]);
  });

  it('gives the aptitude-test lists their own types', async () => {
    const res = await uploadParts(t.app, eignung.jwt, [
      { name: 'attest', filename: 'a.pdf', data: sample.pdf() },
      { name: 'wahlfach', filename: 'w.pdf', data: sample.pdf() },
      { name: 'nachweise', filename: 'n.pdf', data: sample.pdf() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ type: string }[]>().map((d) => d.type)).toEqual([
      'attest',
      'EIGNUNG_WAHLFACH',
      'EIGNUNG_NACHWEIS',
    ]);
  });

  it.each([
    ['WP', 'nachweise'],
    ['WP', 'wahlfach'],
    ['EIGNUNG', 'lebenslauf'],
    ['EIGNUNG', 'stbescheinigung2'],
    ['WP', 'anything'],
  ] as const)('refuses a list a %s candidate does not have (%s)', async (art, list) => {
    const who = art === 'WP' ? wp : eignung;
    const before = await snapshot(who);
    const res = await uploadParts(t.app, who.jwt, [
      { name: art === 'WP' ? 'lebenslauf' : 'attest', filename: 'ok.pdf', data: sample.pdf() },
      { name: list, filename: 'x.pdf', data: sample.pdf() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.files.unbekannteListe(list) });
    // The valid file before it is removed again.
    await expectNothingStored(before, who);
  });

  it('answers 400 when only empty lists arrive', async () => {
    const res = await uploadParts(t.app, wp.jwt, [
      { name: 'lebenslauf', data: '[]' },
      { name: 'zeugnis', data: '[]' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.files.keineAuswahl });
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/api/dokumente/files'),
      headers: { ...bearer(wp.jwt), 'content-type': 'application/json' },
      payload: '{"lebenslauf":[]}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: serverTexte.nichtUnterstuetzterInhalt });
  });

  it.each([
    [104, 400, messages.files.zuKlein('grenze.pdf')],
    [105, 201, null],
    [MAX_DATEIGROESSE, 201, null],
    [MAX_DATEIGROESSE + 1, 413, messages.files.zuGross('grenze.pdf')],
  ])('at %i bytes answers %i (SEC-FILE-1)', async (size, status, message) => {
    expect(MAX_DATEIGROESSE).toBe(32_505_856);
    const before = await snapshot();
    const res = await uploadParts(t.app, wp.jwt, [
      { name: 'zeugnis', filename: 'grenze.pdf', data: sample.pdf(size) },
    ]);
    expect(res.statusCode, res.body).toBe(status);
    if (message) {
      expect(res.json()).toEqual({ message });
      await expectNothingStored(before);
    } else {
      const [doc] = res.json<{ documentId: string }[]>();
      const file = await download(t.app, wp.jwt, doc?.documentId ?? '');
      expect(file.rawPayload.length).toBe(size);
    }
  });

  it.each([
    ['a PDF that is HTML', 'rechnung.pdf', sample.html()],
    ['a PNG that is a PDF', 'bild.png', sample.pdf()],
    ['a JPG that is a PNG', 'foto.jpg', sample.png()],
    ['a GIF that is SVG', 'bild.gif', sample.svg()],
    ['an SVG', 'zeichnung.svg', sample.svg()],
    ['an HTML page', 'seite.html', sample.html()],
    ['a name without extension', 'README', sample.pdf()],
    ['a double extension', 'rechnung.pdf.exe', sample.pdf()],
  ])('refuses %s with 415 and stores nothing (SEC-FILE-3)', async (_label, filename, data) => {
    const before = await snapshot();
    const res = await uploadParts(t.app, wp.jwt, [{ name: 'zeugnis', filename, data }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: messages.files.typNichtErlaubt(filename) });
    await expectNothingStored(before);
  });

  it('stores a GIF/JS polyglot only as image/gif, served as an attachment that cannot run', async () => {
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a/*\x01\x00\x80\x00\x00*/=alert(1);//', 'latin1'),
      Buffer.alloc(200),
    ]);
    const res = await uploadParts(t.app, wp.jwt, [{ name: 'zeugnis', filename: 'poly.gif', data: polyglot }]);
    expect(res.statusCode).toBe(201);
    const file = await download(t.app, wp.jwt, res.json<{ documentId: string }[]>()[0]?.documentId ?? '');
    expect(file.headers).toMatchObject({
      'content-type': 'image/gif',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
    });
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\win.ini.pdf', 'win.ini.pdf'],
    // Displayed as “rechnungfdp.jpg”: the override would disguise the real extension.
    ['rechnung\u202Egpj.pdf', 'rechnunggpj.pdf'],
    ['ta\u0007b\u0000le.pdf', 'table.pdf'],
    ['.versteckt.pdf', 'versteckt.pdf'],
    [`${'ä'.repeat(300)}.pdf`, `${'ä'.repeat(196)}.pdf`],
  ])('keeps the name %j only as cleaned metadata: %j (SEC-FILE-4)', async (filename, stored) => {
    const res = await uploadParts(t.app, wp.jwt, [{ name: 'zeugnis', filename, data: sample.pdf() }]);
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = res.json<{ documentId: string; originalFileName: string }[]>();
    expect(doc?.originalFileName).toBe(stored);
    const file = await download(t.app, wp.jwt, doc?.documentId ?? '');
    expect(file.statusCode).toBe(200);
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).not.toMatch(/[\r\n\0]|\.\.\//);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(stored)}`);
    // Nothing left the store: every object is a UUID directly under objects/.
    for (const name of await filesIn(t.app, 'objects')) expect(name).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses 21 files with 413 and stores none of the first 20 (SEC-FILE-2)', async () => {
    const before = await snapshot();
    const parts = Array.from({ length: 21 }, (_, i) => ({
      name: 'zeugnis',
      filename: `z${i}.pdf`,
      data: sample.pdf(),
    }));
    const res = await uploadParts(t.app, wp.jwt, parts);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: messages.files.zuVieleDateien(uploadLimits.files) });
    await expectNothingStored(before);
  });

  it('accepts exactly 20 files', async () => {
    const parts = Array.from({ length: 20 }, (_, i) => ({
      name: 'zeugnis',
      filename: `z${i}.pdf`,
      data: sample.pdf(),
    }));
    const res = await uploadParts(t.app, wp.jwt, parts);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveLength(20);
  });

  it('stops thousands of parts with 413', async () => {
    const parts = Array.from({ length: 5000 }, () => ({ name: 'zeugnis', data: '[]' }));
    const res = await uploadParts(t.app, wp.jwt, parts);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: serverTexte.anfrageZuGross });
  });

  it('refuses a text part it does not expect', async () => {
    const res = await uploadParts(t.app, wp.jwt, [
      { name: 'zeugnis', data: '["x"]' },
      { name: 'lebenslauf', filename: 'l.pdf', data: sample.pdf() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.files.ungueltigeSendung });
  });

  it('refuses a field named like a prototype property', async () => {
    const res = await uploadParts(t.app, wp.jwt, [
      { name: '__proto__', filename: 'l.pdf', data: sample.pdf() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.files.ungueltigeSendung });
  });

  it('answers 400 to a body cut off in the middle of a file', async () => {
    const before = await snapshot();
    const { body, contentType } = multipartBody([
      { name: 'zeugnis', filename: 'cut.pdf', data: sample.pdf(50_000) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/api/dokumente/files'),
      headers: { ...bearer(wp.jwt), 'content-type': contentType },
      payload: body.subarray(0, 20_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.files.ungueltigeSendung });
    await expectNothingStored(before);
  });
});

describe('quota (SEC-FILE-7)', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp('pglite', {
      env: { SMTP_URL: sink.url, UPLOAD_QUOTA_FILES: '3', UPLOAD_QUOTA_BYTES: String(10_000) },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('refuses the file beyond the count with 413 and keeps the earlier ones', async () => {
    const { jwt } = await signedIn(t.app, sink);
    const one = (name: string) => ({ name: 'zeugnis', filename: name, data: sample.pdf(200) });
    expect((await uploadParts(t.app, jwt, [one('1.pdf'), one('2.pdf')])).statusCode).toBe(201);
    const res = await uploadParts(t.app, jwt, [one('3.pdf'), one('4.pdf')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: messages.files.kontingentErschoepft });
    expect((await listDocuments(t.app, jwt)).map((d) => d.originalFileName).sort()).toEqual([
      '1.pdf',
      '2.pdf',
    ]);
    expect((await uploadParts(t.app, jwt, [one('3.pdf')])).statusCode).toBe(201);
    expect(await filesIn(t.app, 'tmp')).toEqual([]);
  });

  it('refuses bytes beyond the quota while they stream', async () => {
    const { jwt } = await signedIn(t.app, sink);
    expect(
      (await uploadParts(t.app, jwt, [{ name: 'zeugnis', filename: 'a.pdf', data: sample.pdf(6000) }]))
        .statusCode,
    ).toBe(201);
    const res = await uploadParts(t.app, jwt, [
      { name: 'zeugnis', filename: 'b.pdf', data: sample.pdf(6000) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: messages.files.kontingentErschoepft });
    expect(await listDocuments(t.app, jwt)).toHaveLength(1);
  });

  it('counts only the candidate, so a second candidate is not affected', async () => {
    const { jwt } = await signedIn(t.app, sink);
    expect(
      (await uploadParts(t.app, jwt, [{ name: 'zeugnis', filename: 'a.pdf', data: sample.pdf(200) }]))
        .statusCode,
    ).toBe(201);
  });
});
