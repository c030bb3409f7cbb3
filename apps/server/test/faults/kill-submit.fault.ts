// kill -9 at each named point of a final application submit and its receipt (quality targets §2.4
// recipe 2), restart on the same data folder, retry with the same Idempotency-Key, then I1–I6.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FaultPointName } from '../../src/infra/faultPoint';
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
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 3520;

const points: [FaultPointName, { committed: boolean; orphans: number }][] = [
  // Rolled back: nothing of the submit stays but the uploaded file, which the sweeper removes.
  ['submit.in-transaction', { committed: false, orphans: 1 }],
  // Committed with its receipt job: the receipt is filed after the restart.
  ['submit.after-commit', { committed: true, orphans: 0 }],
  // The receipt PDF is on disk without its row: the job runs again after its lease, files a new one.
  ['receipt.after-file', { committed: true, orphans: 1 }],
];

describe('kill -9 during a final submit (PGlite data folder)', () => {
  let dataDir: string;
  let server: FaultServer | undefined;
  const keys: string[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-submit-'));
  });
  // A failed case must not leave its server running: the next one would meet its port and lock.
  afterEach(async () => {
    await server?.stop(5000);
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(points)(
    '%s: one submission, its receipt after the restart, I1–I6 hold',
    async (point, expected) => {
      server = await startFaultServer({ dataDir, port, faultPoint: point });
      const person = await registerConfirmed(server.api, emlMailbox(dataDir));
      let jwt = await login(server.api, person.email);
      const key = randomUUID();
      const submit = (token: string) =>
        postParts(
          `${server?.api ?? ''}/api/zulassung/files`,
          token,
          [
            jsonPart('zulassung', applicationFor(person)),
            {
              name: 'lebenslauf',
              filename: 'lebenslauf.pdf',
              contentType: 'application/pdf',
              data: sample.pdf(50_000),
            },
          ],
          key,
        );

      const first = await submit(jwt);
      expect(await server.exited).toBe('SIGKILL');
      expect(server.output()).toContain(`FAULT_POINT ${point}: SIGKILL`);
      // Only the receipt's point lies after the response; the client may or may not have read it.
      if (point === 'receipt.after-file') expect([0, 200]).toContain(first.status);
      else expect(first.status).toBe(0);

      server = await startFaultServer({ dataDir, port });
      jwt = await login(server.api, person.email);
      const check = await getAuthed(`${server.api}/api/zulassung/check`, jwt);
      expect(check.body).toEqual({ zugelassen: expected.committed });

      // The client retries with the same key: one submission, answered as submitted.
      const retry = await submit(jwt);
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({ status: 'submitted' });
      keys.push(key);

      // REL-RCPT: the receipt is in the digital file within a minute of the restart.
      await eventually(
        'receipt filed',
        async () => {
          // A busy machine may answer 503 (under-pressure) meanwhile: ask again.
          const res = await getAuthed(`${server?.api ?? ''}/api/dokumente`, jwt);
          const docs = res.status === 200 ? (res.body as { category: string }[]) : [];
          return docs.some((d) => d.category === 'MANTELAKTE') ? true : undefined;
        },
        90_000,
      );
      expect(await server.stop(), server.output().slice(-3000)).toBe(0);

      const report = await withDatabase({ dataDir }, (database) =>
        checkInvariants({ dataDir, db: database.db, acknowledged: { idempotencyKeys: keys } }),
      );
      expect(report.violations).toEqual([]);
      expect(report.swept.objects).toBe(expected.orphans);
    },
  );
});
