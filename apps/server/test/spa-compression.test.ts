import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { writeFakeWebDist } from './helpers/web-dist';

// The build's .br/.gz variants (apps/web/build/compress.ts) are sent as they are (PERF-FE-1/B2).
describe('pre-compressed SPA files', () => {
  let t: TestApp;
  let dist: string;
  const script = 'assets/index-Ab12.js';
  const immutable = 'public, max-age=31536000, immutable';

  beforeAll(async () => {
    dist = writeFakeWebDist(mkdtempSync(path.join(os.tmpdir(), 'ep-dist-')));
    writeFileSync(path.join(dist, script), `console.log(${JSON.stringify('Prüfung '.repeat(200))});`);
    for (const file of [script, 'index.html']) {
      const content = readFileSync(path.join(dist, file));
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
    }
    t = await createTestApp('pglite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const original = (file: string) => readFileSync(path.join(dist, file));

  it('sends brotli to a client that accepts it, with Vary and the long cache of hashed files', async () => {
    const res = await get(`/examensportal/${script}`, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.rawPayload.length).toBeLessThan(original(script).length);
    expect(brotliDecompressSync(res.rawPayload)).toEqual(original(script));
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await get(`/examensportal/${script}`, 'gzip, br;q=0');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload)).toEqual(original(script));
  });

  it('sends the file itself without Accept-Encoding, still varying on it', async () => {
    const res = await get(`/examensportal/${script}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload).toEqual(original(script));
  });

  it('sends the file itself when the build has no variant of it', async () => {
    const res = await get('/examensportal/assets/index-Cd34.css', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.body).toBe('body{margin:0}');
  });

  it('compresses index.html for client routes and keeps it revalidated', async () => {
    const res = await get('/examensportal/login', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('still hides source maps', async () => {
    const res = await get(`/examensportal/${script}.map`, 'br');
    expect(res.statusCode).toBe(404);
  });
});
