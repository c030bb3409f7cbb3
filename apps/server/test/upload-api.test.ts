import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { asciiFileName, attachment } from '../src/features/documents/disposition';
import { registerErrorHandlers } from '../src/http/errors';
import { DiskFileStore } from '../src/infra/storage';
import { maxNameLength, receiveUpload, registerMultipart, safeOriginalName } from '../src/infra/upload';
import { multipartBody, type Part, sample } from './helpers/multipart';

describe('safeOriginalName (SEC-FILE-4)', () => {
  it.each([
    ['Zeugnis_Müller.pdf', 'Zeugnis_Müller.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\x\\Lebenslauf.pdf', 'Lebenslauf.pdf'],
    ['a\u0000b\u001fc\u007f.pdf', 'abc.pdf'],
    ['rechnung\u202Egpj.pdf', 'rechnunggpj.pdf'],
    ['\u200Bunsichtbar\uFEFF.pdf', 'unsichtbar.pdf'],
    ['  viel   Platz  .pdf ', 'viel Platz .pdf'],
    ['...pdf', 'pdf'],
    ['Zeugnis_Mu\u0308ller.pdf', 'Zeugnis_Müller.pdf'],
    ['kaputt\ud800.pdf', 'kaputt.pdf'],
    ['😀'.repeat(250) + '.jpeg', '😀'.repeat(maxNameLength - 5) + '.jpeg'],
    ['x'.repeat(300), 'x'.repeat(maxNameLength)],
    ['', ''],
  ])('%j → %j', (raw, cleaned) => {
    expect(safeOriginalName(raw)).toBe(cleaned);
    expect(Array.from(safeOriginalName(raw)).length).toBeLessThanOrEqual(maxNameLength);
  });
});

describe('Content-Disposition (RFC 6266)', () => {
  it.each([
    [
      'Zeugnis_Müller.pdf',
      `attachment; filename="Zeugnis_Mueller.pdf"; filename*=UTF-8''Zeugnis_M%C3%BCller.pdf`,
    ],
    [
      'Straße (neu) 100%.pdf',
      `attachment; filename="Strasse (neu) 100_.pdf"; filename*=UTF-8''Stra%C3%9Fe%20%28neu%29%20100%25.pdf`,
    ],
    ['a"b\\c.pdf', `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`],
    ['Çelik.pdf', `attachment; filename="Celik.pdf"; filename*=UTF-8''%C3%87elik.pdf`],
    ['报告.pdf', `attachment; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`],
  ])('%j', (name, header) => {
    expect(attachment(name)).toBe(header);
    expect(asciiFileName(name)).toMatch(/^[\x20-\x7e]*$/);
  });
});

describe('receiveUpload with JSON parts (the API the application and module flows use)', () => {
  let app: FastifyInstance;
  let root: string;
  let received: { json: Record<string, unknown>; lists: string[] } | undefined;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'ep-upload-'));
    const storage = await DiskFileStore.open(root);
    app = Fastify();
    registerErrorHandlers(app);
    await app.register(async (scope) => {
      await registerMultipart(scope);
      scope.post('/antrag', async (request) => {
        const upload = await receiveUpload(
          request,
          { storage, log: request.log },
          { lists: ['lebenslauf', 'zeugnis'], jsonParts: ['zulassung'] },
        );
        received = { json: upload.json, lists: upload.files.map((f) => f.list) };
        await upload.discard();
        return { files: upload.files.length };
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const post = (parts: Part[]) => {
    received = undefined;
    const { body, contentType } = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url: '/antrag',
      headers: { 'content-type': contentType },
      payload: body,
    });
  };

  it('parses the JSON part and returns the files with their lists; discard() removes them', async () => {
    const res = await post([
      { name: 'zulassung', data: JSON.stringify({ lgs: 3, kontaktdaten: { ort: 'Köln' } }) },
      { name: 'lebenslauf', filename: 'l.pdf', data: sample.pdf() },
      { name: 'zeugnis', data: '[]' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(received).toEqual({
      json: { zulassung: { lgs: 3, kontaktdaten: { ort: 'Köln' } } },
      lists: ['lebenslauf'],
    });
    expect(readdirSync(path.join(root, 'objects'))).toEqual([]);
  });

  it.each([
    ['__proto__', '{"lgs":1,"__proto__":{"admin":true}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'],
    ['nested __proto__', '{"kontaktdaten":{"__proto__":{"admin":true}}}'],
  ])('refuses prototype pollution (%s) in a JSON part with 400 (SEC-IN-2)', async (_label, text) => {
    const res = await post([{ name: 'zulassung', data: text }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: serverTexte.ungueltigesJson });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a JSON part that is not JSON', async () => {
    const res = await post([{ name: 'zulassung', data: '{lgs: 1' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: serverTexte.ungueltigesJson });
  });

  it('refuses a 2 MB JSON part with 413 without parsing it (SEC-FILE-2)', async () => {
    const big = JSON.stringify({ zusatzinformationen: 'x'.repeat(2 * 1024 * 1024) });
    const res = await post([{ name: 'zulassung', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: serverTexte.anfrageZuGross });
  });

  it('refuses the same JSON part twice', async () => {
    const res = await post([
      { name: 'zulassung', data: '{}' },
      { name: 'zulassung', data: '{"lgs":2}' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.files.ungueltigeSendung });
  });

  it('removes the files already stored when a later part is refused', async () => {
    const res = await post([
      { name: 'lebenslauf', filename: 'l.pdf', data: sample.pdf() },
      { name: 'zulassung', data: '{"__proto__":{}}' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(readdirSync(path.join(root, 'objects'))).toEqual([]);
    expect(readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('refuses a multipart body without boundary with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/antrag',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'nothing',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.files.ungueltigeSendung });
  });
});
