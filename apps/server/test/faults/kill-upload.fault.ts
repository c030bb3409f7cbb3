// kill -9 at each named point of an upload (quality targets §2.4 recipe 1), restart on the same data
// folder, then the invariants I1–I6.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FaultPointName } from '../../src/infra/faultPoint';
import { sample } from '../helpers/multipart';
import { emlMailbox, getAuthed, login, postParts, registerConfirmed, type Person } from './harness/client';
import { withDatabase } from './harness/database';
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 3510;
const MiB = 1024 * 1024;

/** Where the kill happens, and what the crash may leave for the sweeper (never a row without a file). */
const points: [FaultPointName, { row: boolean; tmp: number; objects: number }][] = [
  ['upload.temp-written', { row: false, tmp: 1, objects: 0 }],
  ['upload.after-fsync', { row: false, tmp: 1, objects: 0 }],
  ['upload.after-rename', { row: false, tmp: 0, objects: 1 }],
  ['upload.after-commit', { row: true, tmp: 0, objects: 0 }],
];

describe('kill -9 during an upload (PGlite data folder)', () => {
  let dataDir: string;
  let person: Person;
  let server: FaultServer | undefined;
  const acknowledged: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-upload-'));
    server = await startFaultServer({ dataDir, port });
    person = await registerConfirmed(server.api, emlMailbox(dataDir));
    expect(await server.stop(), server.output().slice(-3000)).toBe(0);
  });

  // A failed case must not leave its server running: the next one would meet its port and lock.
  afterEach(async () => {
    await server?.stop(5000);
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(points)('%s: the client sees a reset; after a restart I1–I6 hold', async (point, expected) => {
    server = await startFaultServer({ dataDir, port, faultPoint: point });
    let jwt = await login(server.api, person.email);
    const before = await getAuthed(`${server.api}/api/dokumente`, jwt);
    const count = (before.body as unknown[]).length;

    const cut = await postParts(`${server.api}/api/dokumente/files`, jwt, [
      { name: 'lebenslauf', filename: `${point}.pdf`, data: sample.pdf(2 * MiB) },
    ]);
    expect(cut.status).toBe(0);
    expect(await server.exited).toBe('SIGKILL');
    expect(server.output()).toContain(`FAULT_POINT ${point}: SIGKILL`);

    // The same data folder, no fault armed: the server starts (stale lock taken over, PGlite recovered).
    server = await startFaultServer({ dataDir, port });
    jwt = await login(server.api, person.email);
    const after = (await getAuthed(`${server.api}/api/dokumente`, jwt)).body as {
      originalFileName: string;
    }[];
    expect(after).toHaveLength(count + (expected.row ? 1 : 0));
    expect(after.some((d) => d.originalFileName === `${point}.pdf`)).toBe(expected.row);

    const ok = await postParts(`${server.api}/api/dokumente/files`, jwt, [
      { name: 'zeugnis', filename: 'danach.pdf', data: sample.pdf(100_000) },
    ]);
    expect(ok.status).toBe(201);
    acknowledged.push(...(ok.body as { documentId: string }[]).map((d) => d.documentId));
    expect(await server.stop(), server.output().slice(-3000)).toBe(0);

    const report = await withDatabase({ dataDir }, (database) =>
      checkInvariants({ dataDir, db: database.db, acknowledged: { documentIds: acknowledged } }),
    );
    expect(report.violations).toEqual([]);
    // What the crash left behind was only ever a file without a row, and the sweeper took it.
    expect(report.swept).toEqual({ tmp: expected.tmp, objects: expected.objects });
  });
});
