// PostgreSQL stops, comes back and restarts under load (quality targets §2.4 recipe 4, REL-DB): the
// server fails fast with 503 + Retry-After while the database is away, recovers without a restart of
// its own, and every 2xx it gave is in the database afterwards (I1).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { sample } from '../helpers/multipart';
import {
  type Answer,
  call,
  emlMailbox,
  eventually,
  getAuthed,
  jsonPart,
  login,
  postParts,
  registerConfirmed,
} from './harness/client';
import { withDatabase } from './harness/database';
import { createPrivateCluster, type PrivateCluster, privateClusterUnavailable } from './harness/postgres';
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 3530;
const pgPort = 5499;
const unavailable = privateClusterUnavailable();

interface Outcome {
  what: string;
  /** -1: no answer within 5 s (a hung request). */
  status: number;
  retryAfter: string | null;
  message: unknown;
  /** What the database was doing when the request started. */
  phase: string;
  ms: number;
}

/** Mixed reads, interim saves and uploads from several candidates until stopped; none may hang. */
function startLoad(api: string, jwts: string[], phase: () => string) {
  const outcomes: Outcome[] = [];
  const uploaded: string[] = [];
  let running = true;
  const worker = async (jwt: string, n: number) => {
    for (let i = 0; running; i++) {
      const kind = (i + n) % 3;
      const what = ['list', 'save', 'upload'][kind] ?? '';
      const startedIn = phase();
      const started = Date.now();
      let res: Answer | undefined;
      try {
        res =
          kind === 0
            ? await call(`${api}/api/dokumente`, { headers: { authorization: `Bearer ${jwt}` } }, 5000)
            : kind === 1
              ? await postParts(
                  `${api}/api/zulassung/zwischenspeichern`,
                  jwt,
                  [jsonPart('zulassung', {})],
                  undefined,
                  5000,
                )
              : await postParts(
                  `${api}/api/dokumente/files`,
                  jwt,
                  [{ name: 'zeugnis', filename: `z${n}-${i}.pdf`, data: sample.pdf(4096) }],
                  undefined,
                  5000,
                );
      } catch {
        // call() throws only when the 5 s passed without an answer.
      }
      outcomes.push({
        what,
        status: res?.status ?? -1,
        retryAfter: res?.headers.get('retry-after') ?? null,
        message: (res?.body as { message?: unknown } | undefined)?.message,
        phase: startedIn,
        ms: Date.now() - started,
      });
      if (kind === 2 && res?.status === 201)
        uploaded.push(...(res.body as { documentId: string }[]).map((d) => d.documentId));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const done = Promise.all(jwts.map((jwt, n) => worker(jwt, n)));
  return {
    outcomes,
    uploaded,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe.skipIf(unavailable)(
  `PostgreSQL outage and restart under load (private cluster on ${pgPort})`,
  () => {
    let cluster: PrivateCluster;
    let server: FaultServer | undefined;
    let dataDir: string;
    const databaseUrl = () => cluster.url('ep_faults');

    beforeAll(async () => {
      cluster = createPrivateCluster(pgPort);
      await cluster.createDatabase('ep_faults');
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-pgload-'));
    });
    afterAll(async () => {
      await server?.stop(5000);
      cluster?.destroy();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('503 with Retry-After while it is down, recovery without a restart, every 2xx kept', async () => {
      server = await startFaultServer({ dataDir, port, databaseUrl: databaseUrl() });
      const pid = server.child.pid;
      const jwts: string[] = [];
      for (let i = 0; i < 4; i++) {
        const person = await registerConfirmed(server.api, emlMailbox(dataDir), `pg${i}`);
        jwts.push(await login(server.api, person.email));
      }
      const ready = async () => (await call(`${server?.api ?? ''}/health/ready`, {}, 5000)).status;
      expect(await ready()).toBe(200);

      let phase = 'up';
      const load = startLoad(server.api, jwts, () => phase);
      await new Promise((resolve) => setTimeout(resolve, 1500));

      // A crash of the database: stopped without a checkpoint, connections cut.
      phase = 'stopping';
      await cluster.stop('immediate');
      phase = 'down';
      expect(await ready()).toBe(503);
      const during = await getAuthed(`${server.api}/api/dokumente`, jwts[0] ?? '');
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).not.toBeNull();
      expect(during.body).toEqual({ message: serverTexte.nichtVerfuegbar });
      await new Promise((resolve) => setTimeout(resolve, 1500));

      phase = 'starting';
      await cluster.start();
      phase = 'started';
      await eventually('ready again', async () => ((await ready()) === 200 ? true : undefined), 15_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));

      // An orderly restart (-m fast) and a crash restart (-m immediate) while the load runs.
      phase = 'restart fast';
      await cluster.restart('fast');
      phase = 'after restart fast';
      await eventually(
        'ready after fast restart',
        async () => ((await ready()) === 200 ? true : undefined),
        15_000,
      );
      phase = 'restart immediate';
      await cluster.restart('immediate');
      phase = 'after restart immediate';
      await eventually(
        'ready after immediate restart',
        async () => ((await ready()) === 200 ? true : undefined),
        15_000,
      );
      const settled = load.outcomes.length;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await load.stop();

      // Only success or a clean 503 with Retry-After and the German text; never a 500 or a reset.
      const bad = load.outcomes.filter(
        (o) =>
          !(o.status >= 200 && o.status < 300) &&
          !(o.status === 503 && o.retryAfter !== null && o.message === serverTexte.nichtVerfuegbar),
      );
      // On failure the server's own error lines say which error was not recognised.
      const serverErrors = server
        .output()
        .split('\n')
        .filter((l) => l.includes('request failed'));
      expect(bad, serverErrors.join('\n').slice(0, 4000)).toEqual([]);
      // Once PostgreSQL answered again, every request succeeded (the pool replaced its broken clients).
      const after = load.outcomes.slice(settled);
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((o) => o.status >= 300)).toEqual([]);
      expect(load.outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);

      // The same process all along.
      expect(server.child.exitCode).toBeNull();
      expect(server.child.pid).toBe(pid);

      await eventually(
        'outbox drained',
        () =>
          withDatabase({ dataDir, databaseUrl: databaseUrl() }, async (database) => {
            const report = await checkInvariants({
              dataDir,
              db: database.db,
              sweep: false,
              outboxDrained: false,
            });
            return report.pendingOutbox === 0 ? true : undefined;
          }),
        30_000,
      );
      expect(await server.stop(), server.output().slice(-3000)).toBe(0);
      const report = await withDatabase({ dataDir, databaseUrl: databaseUrl() }, (database) =>
        checkInvariants({ dataDir, db: database.db, acknowledged: { documentIds: load.uploaded } }),
      );
      expect(report.violations).toEqual([]);
      expect(load.uploaded.length).toBeGreaterThan(0);
    });
  },
);
