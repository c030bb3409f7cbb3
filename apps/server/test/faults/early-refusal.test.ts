// A refusal in the middle of a multipart body (here: wrong magic bytes) must not leave the client
// hanging: the server reads and drops the rest, the client gets the answer and its keep-alive
// connection serves the next request (found with the disk-full fault test, test/faults/disk-full.fault.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { api } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { signedIn } from '../helpers/documents';
import { multipartBody, sample } from '../helpers/multipart';
import { startSmtpSink } from '../helpers/smtp';

const MiB = 1024 * 1024;

function send(
  agent: http.Agent,
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    // A hang is the failure this test looks for; it must not wait for Vitest's own timeout.
    req.setTimeout(15_000, () => req.destroy(new Error(`${options.path}: no answer (connection hangs)`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

describe.each(backends)('early refusal of an upload on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('answers 415 while the client is still sending, and the same connection serves the next request', async () => {
    const { jwt } = await signedIn(t.app, sink);
    const { port } = t.app.server.address() as AddressInfo;
    // One connection for both requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { body, contentType } = multipartBody([
        // An HTML file named .pdf: refused after its first 4,100 bytes, 8 MiB still to come.
        { name: 'zeugnis', filename: 'falsch.pdf', data: sample.html(8 * MiB) },
      ]);
      const refused = await send(agent, port, {
        method: 'POST',
        path: api('/api/dokumente/files'),
        headers: { authorization: `Bearer ${jwt}`, 'content-type': contentType },
        body,
      });
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toEqual({ message: messages.files.typNichtErlaubt('falsch.pdf') });

      const next = await send(agent, port, { method: 'GET', path: api('/health/live') });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
