// Issue 17 point 7: a full disk answers 507 in German and readiness says "not ready" until a write
// succeeds again — without a restart.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { DiskFileStore, type OpenForWrite } from '../src/infra/storage';
import { isStorageFull, PROBE_NAME } from '../src/infra/storage-health';
import { createTestApp, type TestApp } from './helpers/app';
import { api } from './helpers/accounts';
import { backends } from './helpers/db';
import { signedIn, uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { startSmtpSink } from './helpers/smtp';

describe('isStorageFull', () => {
  it.each([
    [{ code: 'ENOSPC' }, true],
    [{ code: 'EDQUOT' }, true],
    [{ code: '53100', message: 'could not extend file "base/5/16384": No space left on device' }, true],
    [{ message: 'query failed', cause: { code: '53100' } }, true],
    [new Error('ENOSPC: no space left on device, write'), true],
    [{ code: '57P01' }, false],
    [{ code: '23505' }, false],
    [new Error('boom'), false],
    [undefined, false],
  ])('%j → %s', (error, expected) => expect(isStorageFull(error)).toBe(expected));
});

/** The document store's disk: every write fails like a full file system while `full` is set. */
function switchableDisk(state: { full: boolean }): OpenForWrite {
  return async (file) => {
    const handle = await fs.open(file, 'wx', 0o600);
    return {
      write: async (buffer, offset, length) => {
        if (state.full)
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return handle.write(buffer, offset, length);
      },
      sync: () => handle.sync(),
      close: () => handle.close(),
    };
  };
}

describe.each(backends)('readiness on a full disk on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const disk = { full: false };
  let dataDir: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // The document store in DATA_DIR/files, as the app has it, on a disk the test can fill.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-full-'));
    const storage = await DiskFileStore.open(path.join(dataDir, 'files'), switchableDisk(disk));
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url, DATA_DIR: dataDir }, ports: { storage } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const ready = async () => (await t.app.inject({ method: 'GET', url: api('/health/ready') })).statusCode;

  it('507 in German, not ready while no write succeeds, ready again when space returns', async () => {
    const { jwt } = await signedIn(t.app, sink);
    expect(await ready()).toBe(200);

    disk.full = true;
    // The probe cannot write either (a folder stands where its file would go).
    const blocked = path.join(dataDir, 'files', PROBE_NAME);
    mkdirSync(blocked);
    const res = await uploadParts(t.app, jwt, [
      { name: 'zeugnis', filename: 'a.pdf', data: sample.pdf(50_000) },
    ]);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ message: serverTexte.speicherVoll });
    expect(await ready()).toBe(503);
    expect(await ready()).toBe(503);

    // Space returns: the next probe succeeds, readiness and uploads recover without a restart.
    disk.full = false;
    rmSync(blocked, { recursive: true });
    expect(await ready()).toBe(200);
    const again = await uploadParts(t.app, jwt, [
      { name: 'zeugnis', filename: 'b.pdf', data: sample.pdf(50_000) },
    ]);
    expect(again.statusCode).toBe(201);
    expect(await ready()).toBe(200);
  });
});
