// Randomised chaos loop (quality targets §2.4 recipe 3): load (candidates uploading, listing and making
// their final application), kill -9 at a random moment, restart on the same PGlite data folder, I1–I6.
// Bounded: FAULT_CHAOS_ITERATIONS (default 5; the recipe's 50 for a nightly run), kills 0.2–5 s into
// the load. FAULT_CHAOS_SEED replays a run (the seed is printed).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  retryShed,
  type Person,
} from './harness/client';
import { withDatabase } from './harness/database';
import { untilNotShedding } from './harness/load';
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 4714;
const iterations = Math.min(200, Number(process.env.FAULT_CHAOS_ITERATIONS ?? 5));
const uploaders = Number(process.env.FAULT_CHAOS_CANDIDATES ?? 4);
const seed = Number(process.env.FAULT_CHAOS_SEED ?? Date.now() % 1_000_000);
// Per-account limits and quotas would stop the load long before the loop ends.
const env = {
  API_REQUESTS_PER_MINUTE: '0',
  UPLOAD_RATE_PER_HOUR: '1000000',
  UPLOAD_QUOTA_FILES: '1000000',
};

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function random(s: number): () => number {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The final application with its CV, under the submit's Idempotency-Key. */
const submitApplication = (api: string, jwt: string, person: Person, key: string) =>
  postParts(
    `${api}/api/zulassung/files`,
    jwt,
    [
      jsonPart('zulassung', applicationFor(person)),
      {
        name: 'lebenslauf',
        filename: 'lebenslauf.pdf',
        contentType: 'application/pdf',
        data: sample.pdf(40_000),
      },
    ],
    key,
  );

interface Submit {
  person: Person;
  key: string;
  done: boolean;
}

describe('chaos loop: load, kill -9 at a random moment, restart, invariants (PGlite data folder)', () => {
  let dataDir: string;
  let server: FaultServer | undefined;
  // Kill moments from their own generator, so a seed replays them whatever the load did.
  const killMoment = random(seed);
  const fileSize = random(seed + 1);

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-chaos-'));
  });
  afterAll(async () => {
    await server?.stop(5000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `${iterations} iterations hold I1–I6 (seed from the log)`,
    { timeout: iterations * 90_000 + 180_000 },
    async () => {
      console.log(JSON.stringify({ chaosSeed: seed, iterations, uploaders }));
      const start = async () => {
        server = await startFaultServer({ dataDir, port, env });
        await untilNotShedding(server.api);
        return server;
      };
      let s = await start();
      const people: Person[] = [];
      for (let i = 0; i < uploaders; i++)
        people.push(await registerConfirmed(s.api, emlMailbox(dataDir), 'chaos'));
      const documentIds: string[] = [];
      const submits: Submit[] = [];
      const kills: number[] = [];

      for (let round = 0; round < iterations; round++) {
        if (round > 0) s = await start();
        const api = s.api;
        // Sessions survive the restarts (same secret, rows in the database); one login per round.
        const jwts = await Promise.all(people.map((p) => login(api, p.email)));
        const applicant = await registerConfirmed(api, emlMailbox(dataDir), 'chaos');
        submits.push({ person: applicant, key: randomUUID(), done: false });

        let dead = false;
        const uploadLoop = async (jwt: string, n: number) => {
          for (let j = 0; !dead; j++) {
            const size = 2048 + Math.floor(fileSize() * 2 * 1024 * 1024);
            const res = await postParts(`${api}/api/dokumente/files`, jwt, [
              { name: 'zeugnis', filename: `chaos-${round}-${n}-${j}.pdf`, data: sample.pdf(size) },
            ]);
            if (res.status === 201)
              documentIds.push(...(res.body as { documentId: string }[]).map((d) => d.documentId));
            else if (res.status === 0) return;
            else if (res.status === 503) await new Promise((resolve) => setTimeout(resolve, 500));
            const list = await getAuthed(`${api}/api/dokumente`, jwt);
            if (list.status === 0) return;
          }
        };
        // Every application not yet answered, this round's and any cut by an earlier kill (same key).
        const pending = submits.filter((x) => !x.done);
        const submitJwts = await Promise.all(pending.map((x) => login(api, x.person.email)));
        const submitOne = async (submit: Submit, jwt: string) => {
          const res = await submitApplication(api, jwt, submit.person, submit.key);
          // 0: cut by the kill; 503: shed under load. Either way it is sent again with the same key.
          if (res.status === 200) submit.done = true;
          else expect([0, 503], JSON.stringify(res.body)).toContain(res.status);
        };
        const killAfter = 200 + Math.floor(killMoment() * 4800);
        kills.push(killAfter);
        const load = Promise.all([
          ...jwts.map((jwt, n) => uploadLoop(jwt, n)),
          ...pending.map((x, i) => submitOne(x, submitJwts[i] ?? '')),
        ]);
        await new Promise((resolve) => setTimeout(resolve, killAfter));
        s.child.kill('SIGKILL');
        expect(await s.exited).toBe('SIGKILL');
        dead = true;
        await load;
        server = undefined;

        // Right after the crash: I1–I4 and I6 (the outbox may still hold this round's receipt jobs).
        const report = await withDatabase({ dataDir }, (database) =>
          checkInvariants({
            dataDir,
            db: database.db,
            acknowledged: { documentIds, idempotencyKeys: submits.filter((x) => x.done).map((x) => x.key) },
            outboxDrained: false,
          }),
        );
        expect(report.violations, `round ${round}, kill after ${killAfter} ms, seed ${seed}`).toEqual([]);
      }

      // Finally: every cut application is retried to an answer, the receipts are filed and the outbox
      // drains; then I1–I6 in full.
      s = await start();
      for (const submit of submits.filter((x) => !x.done)) {
        const jwt = await login(s.api, submit.person.email);
        const res = await retryShed(() => submitApplication(s.api, jwt, submit.person, submit.key));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        submit.done = true;
      }
      for (const submit of submits) {
        const jwt = await login(s.api, submit.person.email);
        await eventually(
          'receipt filed',
          async () => {
            const res = await getAuthed(`${s.api}/api/dokumente`, jwt);
            const docs = res.status === 200 ? (res.body as { category: string }[]) : [];
            return docs.some((d) => d.category === 'MANTELAKTE') ? true : undefined;
          },
          120_000,
        );
      }
      expect(await s.stop(), s.output().slice(-3000)).toBe(0);
      server = undefined;
      const report = await withDatabase({ dataDir }, (database) =>
        checkInvariants({
          dataDir,
          db: database.db,
          acknowledged: { documentIds, idempotencyKeys: submits.map((x) => x.key) },
        }),
      );
      console.log(
        JSON.stringify({
          chaosSeed: seed,
          kills,
          acknowledgedUploads: documentIds.length,
          applications: submits.length,
          documents: report.documents,
          swept: report.swept,
        }),
      );
      expect(report.violations, `seed ${seed}`).toEqual([]);
      expect(report.declarations).toBeGreaterThanOrEqual(0);
    },
  );
});
