// SMTP outage (quality targets §2.4 recipe 8, REL-MAIL): with the mail server away every action still
// succeeds, its mail waits in the outbox, and once the mail server is back every queued mail arrives –
// at least once, duplicates recognisable by their Message-ID.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../helpers/smtp';
import {
  call,
  captchaToken,
  eventually,
  faultPassword,
  type Mailbox,
  registerConfirmed,
} from './harness/client';
import { withDatabase } from './harness/database';
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 3560;
const smtpPort = 2750;
type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const post = (url: string, body: unknown) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('SMTP outage (PGlite data folder, smtp-server sink on 2750)', () => {
  let dataDir: string;
  let server: FaultServer | undefined;
  let sink: Sink | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-smtp-'));
  });
  afterAll(async () => {
    await server?.stop(5000);
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every mail queued while SMTP was down arrives once it is back; I1–I6 hold', async () => {
    sink = await startSmtpSink(smtpPort);
    server = await startFaultServer({ dataDir, port, smtpUrl: sink.url });
    const api = server.api;
    const mailbox: Mailbox = (to) => Promise.resolve(sink?.to(to).map((m) => m.text) ?? []);
    const first = await registerConfirmed(api, mailbox, 'smtp');

    await sink.close();
    const captcha = () => captchaToken(api);
    const queued: string[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `ausfall${i}.${randomUUID().slice(0, 8)}@example.org`;
      const res = await post(`${api}/register`, {
        vorname: 'Max',
        nachname: 'Ausfall',
        email,
        art: 'WP',
        passwort: faultPassword,
        passwort1: faultPassword,
        token: await captcha(),
      });
      expect(res.status).toBe(201);
      queued.push(email);
    }
    for (let i = 0; i < 2; i++) {
      const res = await post(`${api}/requestnewpassword`, { email: first.email, token: await captcha() });
      expect(res.status).toBe(200);
      queued.push(first.email);
    }
    // The worker tried each mail and failed (logged as mail.failed) while the sink was down.
    await eventually(
      'failed attempts',
      async () =>
        (server?.output().match(/"event":"mail.failed"/g) ?? []).length >= queued.length ? true : undefined,
      30_000,
    );

    sink = await startSmtpSink(smtpPort);
    // The first retry comes 30 s after the failure (backoff), then the poll sends it.
    await eventually(
      'every queued mail delivered',
      async () => {
        const got = (to: string) => sink?.to(to).length ?? 0;
        const complete = queued.every((to) => got(to) >= queued.filter((q) => q === to).length);
        return complete ? true : undefined;
      },
      120_000,
    );
    // At least once each; a repeated delivery would carry the same Message-ID.
    const ids = new Set(sink.mails.map((m) => m.messageId));
    expect(ids.size).toBe(queued.length);

    expect(await server.stop(), server.output().slice(-3000)).toBe(0);
    const report = await withDatabase({ dataDir }, (database) =>
      checkInvariants({ dataDir, db: database.db }),
    );
    expect(report.violations).toEqual([]);
  });
});
