// Slow clients (quality targets §2.4 recipe 10): slowloris sockets that send one header byte every few
// seconds, a POST whose body trickles, and an upload that stalls are all cut by the server, while slow
// but steady uploads finish and ordinary requests keep being answered. Uses the default limits
// (HEADERS_TIMEOUT 20 s, IDLE_TIMEOUT 30 s, MIN_BODY_BYTES_PER_SECOND 1024 over 10 s windows).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaults } from '../../src/config';
import { emlMailbox, login, registerConfirmed, slowUpload } from './harness/client';
import { withDatabase } from './harness/database';
import { hit, keepProbing, percentile, untilNotShedding } from './harness/load';
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 4712;
const sockets = Number(process.env.FAULT_SLOWLORIS_SOCKETS ?? 200);
const KiB = 1024;
const MiB = 1024 * KiB;

interface Slowloris {
  /** ms from connect to the server closing the socket; undefined while open. */
  closedAfter(): number | undefined;
  answer(): string;
  destroy(): void;
}

/** Sends a request head one byte every `everyMs`, never finishing it. */
function slowloris(host: string, everyMs: number): Slowloris {
  const started = Date.now();
  let closedAt: number | undefined;
  let answer = '';
  const socket = net.connect(port, host);
  socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
  socket.on('error', () => {});
  socket.on('close', () => (closedAt ??= Date.now()));
  socket.on('connect', () =>
    socket.write(`GET /examensportal/backend/health/live HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `),
  );
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    socket.write('x');
  }, everyMs);
  return {
    closedAfter: () => (closedAt === undefined ? undefined : closedAt - started),
    answer: () => answer,
    destroy: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe('slow clients (PGlite data folder)', () => {
  let dataDir: string;
  let server: FaultServer | undefined;
  const lorises: Slowloris[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-slow-'));
  });
  afterAll(async () => {
    for (const l of lorises) l.destroy();
    agent.destroy();
    await server?.stop(5000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts slowloris, trickling and stalled bodies; steady uploads and normal requests go on', async () => {
    server = await startFaultServer({ dataDir, port });
    await untilNotShedding(server.api);
    const person = await registerConfirmed(server.api, emlMailbox(dataDir));
    const jwt = await login(server.api, person.email);
    const api = server.api;
    const started = Date.now();

    for (let i = 0; i < sockets; i++) lorises.push(slowloris('127.0.0.1', 3000));
    const normal = keepProbing(
      () => hit(`${api}/api/dokumente`, agent, { authorization: `Bearer ${jwt}` }, 10_000),
      500,
    );
    // 30 MiB at about 1.3 MB/s, and 256 KiB at 8 KiB/s: slow, but never idle and above the minimum rate.
    const steadyLarge = slowUpload(api, jwt, {
      size: 30 * MiB,
      chunk: 64 * KiB,
      pauseMs: 50,
      filename: 'gross.pdf',
    });
    const steadySlow = slowUpload(api, jwt, {
      size: 256 * KiB,
      chunk: 2 * KiB,
      pauseMs: 250,
      filename: 'langsam.pdf',
    });
    // One byte every 2 s: never idle, far below the minimum rate.
    const trickle = slowUpload(api, jwt, { size: 8 * KiB, chunk: 1, pauseMs: 2000, filename: 'tropfen.pdf' });
    const stalled = slowUpload(api, jwt, {
      size: 2 * MiB,
      chunk: 16 * KiB,
      pauseMs: 10,
      stallAt: 64 * KiB,
      filename: 'haengt.pdf',
    });

    const settledAfter: Record<string, number> = {};
    const timed = <T>(name: string, p: Promise<T>) =>
      p.then((r) => ((settledAfter[name] = Date.now() - started), r));
    const [large, slow, trickled, stall] = await Promise.all([
      timed('large', steadyLarge.done),
      timed('slow', steadySlow.done),
      timed('trickle', trickle.done),
      timed('stalled', stalled.done),
    ]);
    // Every slowloris socket is closed by the server within the head limit plus Node's check interval.
    const limit = defaults.overload.headersTimeoutMs + 15_000;
    for (;;) {
      if (lorises.every((l) => l.closedAfter() !== undefined) || Date.now() - started > limit + 5000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const answers = await normal.stop();
    const closed = lorises.map((l) => l.closedAfter());
    const ok = answers.filter((h) => h.status === 200).map((h) => h.ms);
    console.log(
      JSON.stringify({
        slowloris: sockets,
        slowlorisClosedMs: { min: Math.min(...closed.map(Number)), max: Math.max(...closed.map(Number)) },
        answered408: lorises.filter((l) => l.answer().startsWith('HTTP/1.1 408')).length,
        uploads: { large: large.status, slow: slow.status, trickle: trickled.status, stalled: stall.status },
        trickleSent: trickle.sent(),
        uploadsSettledMs: settledAfter,
        normalRequests: answers.length,
        normalStatuses: [...new Set(answers.map((h) => h.status))],
        normalP95Ms: Math.round(percentile(ok, 95)),
        normalMaxMs: Math.round(Math.max(...ok)),
      }),
    );

    expect(closed.filter((c) => c === undefined || c > limit)).toEqual([]);
    expect(large.status).toBe(201);
    expect(slow.status).toBe(201);
    expect(trickled.status).not.toBe(201);
    expect(stall.status).not.toBe(201);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((h) => h.status !== 200).map((h) => h.status)).toEqual([]);
    expect(server.child.exitCode).toBeNull();

    expect(await server.stop(), server.output().slice(-3000)).toBe(0);
    expect(readdirSync(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
    const acknowledged = [large, slow].flatMap((r) =>
      (JSON.parse(r.body) as { documentId: string }[]).map((d) => d.documentId),
    );
    const report = await withDatabase({ dataDir }, (database) =>
      checkInvariants({ dataDir, db: database.db, acknowledged: { documentIds: acknowledged } }),
    );
    expect(report.violations).toEqual([]);
    expect(report.documents).toBe(2);
  });
});
