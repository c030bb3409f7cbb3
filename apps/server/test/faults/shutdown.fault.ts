// SIGTERM with uploads in flight (quality targets §2.4 recipe 9, REL-SHUT): readiness goes 503, the
// running uploads finish, one that stalls is cut cleanly within the grace time, the process exits 0
// and no partial file is left – not even for the sweeper.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, emlMailbox, eventually, login, registerConfirmed, slowUpload } from './harness/client';
import { withDatabase } from './harness/database';
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 3550;
const MiB = 1024 * 1024;

describe('graceful shutdown with uploads in flight (PGlite data folder)', () => {
  let dataDir: string;
  let server: FaultServer | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-shutdown-'));
  });
  afterAll(async () => {
    await server?.stop(5000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM: uploads finish or are cut cleanly, exit 0, no partial files, I1–I6 hold', async () => {
    server = await startFaultServer({ dataDir, port });
    const person = await registerConfirmed(server.api, emlMailbox(dataDir));
    const jwt = await login(server.api, person.email);
    const api = server.api;

    // Three slow clients (about 1.5 MB/s each) and one that stops sending after 1 MiB.
    const running = [0, 1, 2].map((i) =>
      slowUpload(api, jwt, { size: 3 * MiB, chunk: 128 * 1024, pauseMs: 80, filename: `laeuft${i}.pdf` }),
    );
    const stalled = slowUpload(api, jwt, {
      size: 3 * MiB,
      chunk: 128 * 1024,
      pauseMs: 20,
      stallAt: MiB,
      filename: 'haengt.pdf',
    });
    const tmpDir = path.join(dataDir, 'files', 'tmp');
    await eventually(
      'all four uploads streaming into tmp/',
      async () => (readdirSync(tmpDir).length === 4 && stalled.sent() >= MiB ? true : undefined),
      20_000,
    );

    server.child.kill('SIGTERM');
    // Readiness turns 503 (or the listener is closed: refused) as soon as the signal is handled.
    const notReady = await eventually(
      'readiness off',
      async () => {
        const { status } = await call(`${api}/health/ready`, {}, 5000);
        return status === 200 ? undefined : status;
      },
      5000,
    );
    expect([0, 503]).toContain(notReady);

    const finished = await Promise.all(running.map((u) => u.done));
    expect(finished.map((r) => r.status)).toEqual([201, 201, 201]);
    const cut = await stalled.done;
    expect(cut.status).not.toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/killed by timeout|second/i);

    // No partial file right after the exit, before any sweeper.
    expect(readdirSync(tmpDir)).toEqual([]);
    const acknowledged = finished.flatMap((r) =>
      (JSON.parse(r.body) as { documentId: string }[]).map((d) => d.documentId),
    );
    const report = await withDatabase({ dataDir }, (database) =>
      checkInvariants({ dataDir, db: database.db, acknowledged: { documentIds: acknowledged } }),
    );
    expect(report.violations).toEqual([]);
    expect(report.swept).toEqual({ objects: 0, tmp: 0 });
    expect(report.documents).toBe(3);
  });
});
