import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { loadConfig } from '../src/config';
import { ClamdScanner, parseClamdReply, parseClamdUrl, ScannerUnavailableError } from '../src/infra/scanner';
import { createTestApp, type TestApp } from './helpers/app';
import { filesIn, listDocuments, signedIn, uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { startSmtpSink } from './helpers/smtp';

describe('clamd settings and answers', () => {
  it.each([
    ['tcp://127.0.0.1:3310', { host: '127.0.0.1', port: 3310 }],
    ['tcp://[::1]:3310', { host: '::1', port: 3310 }],
    ['unix:///run/clamav/clamd.ctl', { path: '/run/clamav/clamd.ctl' }],
  ])('reads %s', (url, target) => expect(parseClamdUrl(url)).toEqual(target));

  it.each(['http://clamd:3310', 'tcp://clamd', 'unix://', 'clamd:3310'])('refuses %s', (url) => {
    expect(() => parseClamdUrl(url)).toThrow();
    expect(() => loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(32), CLAMD_URL: url })).toThrow(
      /CLAMD_URL/,
    );
  });

  it.each([
    ['stream: OK\0', { infected: false }],
    ['stream: Eicar-Test-Signature FOUND\0', { infected: true, signature: 'Eicar-Test-Signature' }],
  ])('reads the answer %j', (reply, verdict) => expect(parseClamdReply(reply)).toEqual(verdict));

  it.each(['INSTREAM size limit exceeded. ERROR\0', '', 'stream: garbage'])('fails closed on %j', (reply) => {
    expect(() => parseClamdReply(reply)).toThrow(ScannerUnavailableError);
  });
});

// A real clamd with one custom signature (no freshclam, no network): CI installs clamav-daemon.
const clamd = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((file) => existsSync(file));
const marker = ['EXAMENSPORTAL', 'MALWARE', 'TESTSIGNATUR'].join('-');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`clamd did not start: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A PDF with the marker in the middle, split across stream chunks. */
const infectedPdf = (size: number) => {
  const data = sample.pdf(size);
  data.write(marker, Math.floor(size / 2), 'latin1');
  return data;
};

describe.skipIf(!clamd)(
  `malware scan with a real clamd (${clamd ? 'found' : 'skipped: clamd not installed – apt-get install clamav-daemon'})`,
  () => {
    let dir: string;
    let child: ChildProcess;
    let output = '';
    let tcpPort: number;
    let t: TestApp;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    const socketPath = () => path.join(dir, 'clamd.sock');

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'ep-clamd-'));
      mkdirSync(path.join(dir, 'db'));
      mkdirSync(path.join(dir, 'tmp'));
      writeFileSync(
        path.join(dir, 'db/examensportal.ndb'),
        `Examensportal.Test.Signatur:0:*:${Buffer.from(marker, 'latin1').toString('hex')}\n`,
      );
      tcpPort = await freePort();
      writeFileSync(
        path.join(dir, 'clamd.conf'),
        [
          'Foreground yes',
          `LocalSocket ${socketPath()}`,
          `TCPSocket ${tcpPort}`,
          'TCPAddr 127.0.0.1',
          `DatabaseDirectory ${path.join(dir, 'db')}`,
          `TemporaryDirectory ${path.join(dir, 'tmp')}`,
          'StreamMaxLength 40M',
          'Bytecode no',
          '',
        ].join('\n'),
      );
      child = spawn(clamd ?? 'clamd', ['-c', path.join(dir, 'clamd.conf')], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      await waitFor(
        () => existsSync(socketPath()) || child.exitCode !== null,
        30_000,
        () => output,
      );
      if (child.exitCode !== null) throw new Error(`clamd exited: ${output}`);

      sink = await startSmtpSink();
      t = await createTestApp('pglite', { env: { SMTP_URL: sink.url, CLAMD_URL: `unix://${socketPath()}` } });
    }, 60_000);

    afterAll(async () => {
      await t?.close();
      await sink?.close();
      if (child && child.exitCode === null) child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    });

    it('scans over TCP as well: clean and infected streams', async () => {
      const scanner = new ClamdScanner({ host: '127.0.0.1', port: tcpPort });
      const clean = scanner.start();
      await clean.write(sample.pdf(100_000));
      expect(await clean.finish()).toEqual({ infected: false });
      const infected = scanner.start();
      const data = infectedPdf(200_000);
      // The marker straddles two frames.
      const cut = data.indexOf(marker) + 5;
      await infected.write(data.subarray(0, cut));
      await infected.write(data.subarray(cut));
      expect(await infected.finish()).toEqual({
        infected: true,
        signature: 'Examensportal.Test.Signatur.UNOFFICIAL',
      });
    });

    it('stores clean uploads, also at the full 31 MiB', async () => {
      const { jwt } = await signedIn(t.app, sink);
      const res = await uploadParts(t.app, jwt, [
        { name: 'zeugnis', filename: 'sauber.pdf', data: sample.pdf(5000) },
        { name: 'zeugnis', filename: 'gross.pdf', data: sample.pdf(31 * 1024 * 1024) },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      expect(await listDocuments(t.app, jwt)).toHaveLength(2);
    }, 60_000);

    it('refuses an infected upload with 422 and stores nothing of the request', async () => {
      const { jwt } = await signedIn(t.app, sink);
      const objects = (await filesIn(t.app, 'objects')).length;
      const res = await uploadParts(t.app, jwt, [
        { name: 'zeugnis', filename: 'sauber.pdf', data: sample.pdf(5000) },
        { name: 'attest', filename: 'Attest.pdf', data: infectedPdf(300_000) },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: messages.files.schadsoftware('Attest.pdf') });
      expect(await listDocuments(t.app, jwt)).toEqual([]);
      expect(await filesIn(t.app, 'objects')).toHaveLength(objects);
      expect(await filesIn(t.app, 'tmp')).toEqual([]);
      const logged = t.logs.entries().find((e) => e.event === 'upload.malware');
      expect(logged?.signature).toBe('Examensportal.Test.Signatur.UNOFFICIAL');
    });

    it('refuses uploads with 503 while clamd is down (fail closed)', async () => {
      const { jwt } = await signedIn(t.app, sink);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      const res = await uploadParts(t.app, jwt, [
        { name: 'zeugnis', filename: 'a.pdf', data: sample.pdf(5000) },
      ]);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toEqual({ message: messages.files.pruefungNichtMoeglich });
      expect(await listDocuments(t.app, jwt)).toEqual([]);
      expect(await filesIn(t.app, 'tmp')).toEqual([]);
    });
  },
);
