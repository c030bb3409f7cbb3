// Restore drill (quality targets §2.4 recipe 12, REL-BK): data made through the API (uploads and a
// final application with its receipt) is backed up with `npm run backup`, restored with
// `npm run restore` into an empty data folder (and an empty database), and the restored instance passes
// I1–I6 and serves every document with the same SHA-256. PGlite always; PostgreSQL with
// TEST_DATABASE_URL (two throw-away databases on that server).
import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sample } from '../helpers/multipart';
import {
  applicationFor,
  emlMailbox,
  eventually,
  getAuthed,
  jsonPart,
  login,
  postParts,
  registerConfirmed,
} from './harness/client';
import { withDatabase } from './harness/database';
import { untilNotShedding } from './harness/load';
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 4713;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const KiB = 1024;

/** A PDF head and random bytes, so every file has its own hash. */
const randomPdf = (size: number) => Buffer.concat([sample.pdf(64), randomBytes(size - 64)]);

/** The npm script as an operator runs it, with the instance's DATA_DIR and DATABASE_URL. */
async function ops(command: 'backup' | 'restore', folder: string, dataDir: string, databaseUrl?: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/ops/cli.ts', command, folder],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        ...(databaseUrl
          ? { DATABASE_URL: databaseUrl, DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=' }
          : {}),
      },
    },
  );
  return stdout;
}

async function download(api: string, jwt: string, id: string): Promise<string> {
  const res = await fetch(`${api}/api/dokumente/download/${id}`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(res.status).toBe(200);
  return sha(Buffer.from(await res.arrayBuffer()));
}

type Docs = { documentId: string; category: string }[];

interface Databases {
  source?: string;
  target?: string;
}

async function drill(databases: Databases) {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-restore-'));
  const sourceDir = path.join(temp, 'quelle');
  const targetDir = path.join(temp, 'ziel');
  const backupDir = path.join(temp, 'sicherung');
  let server: FaultServer | undefined;
  try {
    server = await startFaultServer({ dataDir: sourceDir, port, databaseUrl: databases.source });
    await untilNotShedding(server.api);
    const person = await registerConfirmed(server.api, emlMailbox(sourceDir));
    let jwt = await login(server.api, person.email);

    const uploaded = new Map<string, string>();
    for (const size of [4 * KiB, 300 * KiB, 3 * 1024 * KiB]) {
      const data = randomPdf(size);
      const res = await postParts(`${server.api}/api/dokumente/files`, jwt, [
        { name: 'zeugnis', filename: `zeugnis-${size}.pdf`, data },
      ]);
      expect(res.status).toBe(201);
      uploaded.set((res.body as { documentId: string }[])[0]?.documentId ?? '', sha(data));
    }
    const key = randomUUID();
    const submit = await postParts(
      `${server.api}/api/zulassung/files`,
      jwt,
      [
        jsonPart('zulassung', applicationFor(person)),
        {
          name: 'lebenslauf',
          filename: 'lebenslauf.pdf',
          contentType: 'application/pdf',
          data: randomPdf(50 * KiB),
        },
      ],
      key,
    );
    expect(submit.status).toBe(200);
    const before = await eventually(
      'receipt filed',
      async () => {
        const res = await getAuthed(`${server?.api ?? ''}/api/dokumente`, jwt);
        const docs = res.status === 200 ? (res.body as Docs) : [];
        return docs.some((d) => d.category === 'MANTELAKTE') ? docs : undefined;
      },
      90_000,
    );
    const hashes = new Map<string, string>();
    for (const d of before) hashes.set(d.documentId, await download(server.api, jwt, d.documentId));
    for (const [id, hash] of uploaded) expect(hashes.get(id)).toBe(hash);

    // PostgreSQL is backed up online; PGlite only from a stopped server (the tool refuses otherwise).
    if (databases.source) {
      await ops('backup', backupDir, sourceDir, databases.source);
      expect(await server.stop()).toBe(0);
    } else {
      await expect(ops('backup', path.join(temp, 'laeuft'), sourceDir)).rejects.toThrow(/PID/);
      expect(await server.stop()).toBe(0);
      await ops('backup', backupDir, sourceDir);
    }
    rmSync(sourceDir, { recursive: true, force: true });
    await ops('restore', backupDir, targetDir, databases.target);

    server = await startFaultServer({ dataDir: targetDir, port, databaseUrl: databases.target });
    await untilNotShedding(server.api);
    jwt = await login(server.api, person.email);
    const after = (await getAuthed(`${server.api}/api/dokumente`, jwt)).body as Docs;
    expect(after.map((d) => d.documentId).sort()).toEqual(before.map((d) => d.documentId).sort());
    for (const d of after)
      expect(await download(server.api, jwt, d.documentId)).toBe(hashes.get(d.documentId));
    const check = await getAuthed(`${server.api}/api/zulassung/check`, jwt);
    expect(check.body).toEqual({ zugelassen: true });
    expect(await server.stop(), server.output().slice(-3000)).toBe(0);
    server = undefined;

    const report = await withDatabase({ dataDir: targetDir, databaseUrl: databases.target }, (database) =>
      checkInvariants({
        dataDir: targetDir,
        db: database.db,
        acknowledged: { documentIds: [...uploaded.keys()], idempotencyKeys: [key] },
      }),
    );
    expect(report.violations).toEqual([]);
    expect(report.documents).toBe(before.length);
    expect(report.swept).toEqual({ objects: 0, tmp: 0 });
  } finally {
    await server?.stop(5000);
    rmSync(temp, { recursive: true, force: true });
  }
}

describe('restore drill', () => {
  it('PGlite: stop, back up, restore into an empty data folder; I1–I6 and every hash hold', async () => {
    await drill({});
  });

  const base = process.env.TEST_DATABASE_URL;
  const names: string[] = [];
  afterAll(async () => {
    if (!base || names.length === 0) return;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it.skipIf(!base)(
    'PostgreSQL (TEST_DATABASE_URL): online backup, restore into an empty database',
    async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      const suffix = randomBytes(4).toString('hex');
      const urls: string[] = [];
      for (const role of ['quelle', 'ziel']) {
        const name = `ep_restore_${role}_${suffix}`;
        await client.query(`create database ${name}`);
        names.push(name);
        const url = new URL(base ?? '');
        url.pathname = `/${name}`;
        urls.push(url.toString());
      }
      await client.end();
      await drill({ source: urls[0], target: urls[1] });
    },
  );
});
