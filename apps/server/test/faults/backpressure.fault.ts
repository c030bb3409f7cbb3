// Backpressure at 2× saturation (quality targets §2.4 recipe 11, REL-BP): the excess is answered at once
// with 503 + Retry-After and a German text instead of queueing until clients time out; liveness keeps
// answering; no crash; RSS stays below the configured limit. The p99 of accepted requests is printed for
// docs/quality.md, not asserted (the machine is shared).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { defaults } from '../../src/config';
import { sample } from '../helpers/multipart';
import { emlMailbox, eventually, login, postParts, registerConfirmed } from './harness/client';
import {
  closedLoop,
  hit,
  keepProbing,
  openLoop,
  percentile,
  untilNotShedding,
  watchRss,
} from './harness/load';
import { type FaultServer, startFaultServer } from './harness/server';

// FAULT_BP_PORT: another port when another checkout runs the fault suite beside this one.
const port = Number(process.env.FAULT_BP_PORT ?? 4711);
const seconds = Number(process.env.FAULT_BP_SECONDS ?? 15);
/** FAULT_BP_MAIN: another build's main.js (inside the repository) instead of the sources, for A/B runs. */
const main = process.env.FAULT_BP_MAIN;
const timeoutMs = 10_000;
const rssLimit = defaults.overload.maxRssBytes;
const MiB = 1024 * 1024;

describe('2× saturation on GET /api/dokumente (PGlite data folder)', () => {
  let dataDir: string;
  let server: FaultServer | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-bp-'));
  });
  afterAll(async () => {
    agent.destroy();
    probeAgent.destroy();
    await server?.stop(5000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sheds the excess with 503 + Retry-After, keeps liveness, stays alive and under the RSS limit', async () => {
    // The per-account limit would refuse one account's load with 429 long before saturation.
    const env = { API_REQUESTS_PER_MINUTE: '0' };
    // Saturation S is measured with the guards off (they would shed part of it), 2 × S with the defaults.
    const unguarded = {
      MAX_IN_FLIGHT: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_EVENT_LOOP_UTILIZATION_PERCENT: '0',
    };
    server = await startFaultServer({ dataDir, port, main, env: { ...env, ...unguarded } });
    const person = await registerConfirmed(server.api, emlMailbox(dataDir));
    let jwt = await login(server.api, person.email);
    for (let i = 0; i < 20; i++) {
      const up = await postParts(`${server.api}/api/dokumente/files`, jwt, [
        { name: 'zeugnis', filename: `zeugnis${i}.pdf`, data: sample.pdf(4096) },
      ]);
      expect(up.status).toBe(201);
    }
    const url = `${server.api}/api/dokumente`;
    const send = () => hit(url, agent, { authorization: `Bearer ${jwt}` }, timeoutMs);

    // Enough clients that the server, not the client, is the limit (warm-up first). PGlite serves one
    // query at a time, so 16 saturate it.
    await closedLoop(send, 16, 2);
    const saturation = await closedLoop(send, 16, 4);
    const rate = Math.max(20, 2 * saturation.okPerSecond);
    expect(await server.stop()).toBe(0);

    server = await startFaultServer({ dataDir, port, main, env });
    await untilNotShedding(server.api);
    jwt = await login(server.api, person.email);
    const pid = server.child.pid ?? 0;
    const rss = watchRss(pid);
    const live = keepProbing(() => hit(`${server?.api ?? ''}/health/live`, probeAgent, {}, 5000), 250);
    const run = await openLoop(send, rate, seconds);
    const probes = await live.stop();
    const peakRss = rss.stop();

    const byStatus = new Map<number, number>();
    for (const h of run.hits) byStatus.set(h.status, (byStatus.get(h.status) ?? 0) + 1);
    const ok = run.hits.filter((h) => h.status === 200).map((h) => h.ms);
    const shed = run.hits.filter((h) => h.status === 503);
    console.log(
      JSON.stringify({
        saturationPerSecond: Math.round(saturation.okPerSecond),
        saturationP99Ms: Math.round(
          percentile(
            saturation.hits.map((h) => h.ms),
            99,
          ),
        ),
        offeredPerSecond: Math.round(rate),
        sentPerSecond: Math.round(run.sentPerSecond),
        seconds,
        statuses: Object.fromEntries(byStatus),
        acceptedPerSecond: Math.round(ok.length / seconds),
        acceptedP50Ms: Math.round(percentile(ok, 50)),
        acceptedP99Ms: Math.round(percentile(ok, 99)),
        shedP99Ms: Math.round(
          percentile(
            shed.map((h) => h.ms),
            99,
          ),
        ),
        peakRssMiB: Math.round(peakRss / MiB),
        rssLimitMiB: rssLimit / MiB,
        liveProbes: probes.length,
        liveP99Ms: Math.round(
          percentile(
            probes.map((h) => h.ms),
            99,
          ),
        ),
      }),
    );

    // No crash, and nothing but answers or refusals: no timeout (-1), no cut connection (0).
    expect(server.child.exitCode).toBeNull();
    expect([...byStatus.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(ok.length).toBeGreaterThan(0);
    for (const h of shed) {
      expect(h.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(h.body)).toEqual({ message: serverTexte.ueberlastet(Number(h.retryAfter)) });
    }
    expect(probes.map((h) => h.status).filter((s) => s !== 200)).toEqual([]);
    expect(peakRss).toBeGreaterThan(0);
    expect(peakRss).toBeLessThan(rssLimit);

    // Afterwards the server serves normally again (once its load sample has caught up).
    await eventually('served again', async () => ((await send()).status === 200 ? true : undefined), 20_000);
    expect(await server.stop(), server.output().slice(-3000)).toBe(0);
  });
});
