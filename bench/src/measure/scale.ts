// Issue 18 point 7: one instance vs two behind haproxy on one PostgreSQL database – the authenticated
// read and uploads through the proxy, req/s and the ratio two / one. Reuses the scale test's proxy and
// server harness (apps/server/test/scale). On a 2-core machine the proxy, both instances, PostgreSQL
// and the load generator share the cores, so the ratio shows the overhead as much as the gain.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login } from '../../../apps/server/test/faults/harness/client';
import { closedLoop, type Hit, hit, percentile } from '../../../apps/server/test/faults/harness/load';
import { type FaultServer, startFaultServer } from '../../../apps/server/test/faults/harness/server';
import { multipartBody, sample } from '../../../apps/server/test/helpers/multipart';
import { haproxyConfig, startHaproxy } from '../../../apps/server/test/scale/haproxy';
import { send } from '../../../apps/server/test/scale/http';
import { settings } from '../config';
import type { Row } from '../report';
import { buildServer, freshDatabase, seedAccounts } from '../server';

const proxyPort = 4413;
const ports = { a: 4414, b: 4415 } as const;
const proxy = `http://127.0.0.1:${proxyPort}`;
const api = `${proxy}/examensportal/backend`;

function postHit(url: string, agent: http.Agent, headers: http.OutgoingHttpHeaders, body: Buffer) {
  const started = performance.now();
  return new Promise<Hit>((resolve) => {
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: '' }),
      );
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    req.end(body);
  });
}

interface Figures {
  read: Awaited<ReturnType<typeof closedLoop>>;
  upload: Awaited<ReturnType<typeof closedLoop>>;
  servedBy: string[];
}

async function measureThrough(
  dir: string,
  names: (keyof typeof ports)[],
  jwt: string,
  uploader: string,
): Promise<Figures> {
  const haproxy = startHaproxy(
    dir,
    // Saturated on purpose: a readiness check that answers late must not take an instance out.
    haproxyConfig(
      proxyPort,
      names.map((name) => ({ name, port: ports[name] })),
      'inter 2s fall 5 rise 1',
    ),
  );
  try {
    for (let i = 0; (await send(`${api}/health/ready`)).status !== 200; i++) {
      if (i > 200) throw new Error(`haproxy not ready:\n${haproxy.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Both servers marked up (rise 2 × 300 ms) before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i++)
      servedBy.add(String((await send(`${api}/health/ready`)).headers['x-served-by']));
    const agent = new http.Agent({ keepAlive: true, maxSockets: settings.connections });
    const auth = { authorization: `Bearer ${jwt}` };
    await closedLoop(
      () => hit(`${api}/api/dokumente`, agent, auth, 10_000),
      settings.connections,
      settings.warmupSeconds,
    );
    const read = await closedLoop(
      () => hit(`${api}/api/dokumente`, agent, auth, 10_000),
      settings.connections,
      settings.seconds * settings.repetitions,
    );
    const { body, contentType } = multipartBody([
      {
        name: 'lebenslauf',
        filename: 'bench.pdf',
        contentType: 'application/pdf',
        data: sample.pdf(256 * 1024),
      },
    ]);
    const upload = await closedLoop(
      () =>
        postHit(
          `${api}/api/dokumente/files`,
          agent,
          { authorization: `Bearer ${uploader}`, 'content-type': contentType },
          body,
        ),
      8,
      settings.seconds * settings.repetitions,
    );
    agent.destroy();
    return { read, upload, servedBy: [...servedBy].sort() };
  } finally {
    await haproxy.stop();
  }
}

const text = (r: Figures['read']) =>
  `${r.okPerSecond.toFixed(0)} ok/s, p95 ${percentile(
    r.hits.map((h) => h.ms),
    95,
  ).toFixed(0)} ms, non-2xx ${JSON.stringify(refusals(r.hits))}`;

/** Count per status outside 2xx (-1 = no answer within 10 s, 0 = connection failed). */
function refusals(hits: readonly Hit[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const h of hits) if (h.status < 200 || h.status >= 300) counts[h.status] = (counts[h.status] ?? 0) + 1;
  return counts;
}

/** A bench instance behind haproxy: no per-account API limit, room for every upload of a run. */
export const proxiedServerEnv = (publicUrl: string) => ({
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  API_REQUESTS_PER_MINUTE: '0',
  UPLOAD_RATE_PER_HOUR: '1000000',
  UPLOAD_QUOTA_BYTES: String(64 * 1024 ** 3),
  UPLOAD_QUOTA_FILES: '1000000',
});

export async function measureTwoInstances(databaseUrl: string): Promise<Row[]> {
  buildServer();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-bench-scale-'));
  const database = await freshDatabase(databaseUrl);
  const servers: FaultServer[] = [];
  try {
    const email = `bench.scale.${process.pid}@example.org`;
    await seedAccounts(
      { databaseUrl: database.url },
      [
        { email, art: 'WP' },
        { email: `up.${email}`, art: 'WP' },
      ],
      [],
    );
    for (const name of ['a', 'b'] as const) {
      servers.push(
        await startFaultServer({
          dataDir: path.join(dir, name),
          port: ports[name],
          databaseUrl: database.url,
          built: true,
          env: {
            ...proxiedServerEnv(proxy),
            MAX_IN_FLIGHT: '0',
            MAX_EVENT_LOOP_DELAY_MS: '0',
            MAX_EVENT_LOOP_UTILIZATION_PERCENT: '0',
          },
        }),
      );
    }
    const direct = `http://127.0.0.1:${ports.a}/examensportal/backend`;
    const reader = await login(direct, email);
    const uploader = await login(direct, `up.${email}`);
    // The read lists 20 documents (as PERF-API-1); the uploads go to another account, so the list stays 20.
    const { body, contentType } = multipartBody([
      { name: 'lebenslauf', filename: 'liste.pdf', contentType: 'application/pdf', data: sample.pdf() },
    ]);
    for (let i = 0; i < 20; i++) {
      const res = await send(`${direct}/api/dokumente/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${reader}`, 'content-type': contentType },
        body,
      });
      if (res.status !== 201) throw new Error(`seeding documents: ${res.status}`);
    }
    const one = await measureThrough(dir, ['a'], reader, uploader);
    const two = await measureThrough(dir, ['a', 'b'], reader, uploader);
    const row = (id: string, figure: string, pick: (f: Figures) => Figures['read']): Row => {
      const ratio = pick(two).okPerSecond / pick(one).okPerSecond;
      return {
        id,
        figure,
        ours: { value: pick(two).okPerSecond, unit: 'req/s (two instances)' },
        oursText: `two: ${text(pick(two))}; one: ${text(pick(one))}`,
        baseline: { name: 'one instance', value: pick(one).okPerSecond, unit: 'req/s' },
        ratio,
        target: 'informational (issue 18)',
        status: 'info',
        note: `served by ${one.servedBy.join('+')} vs ${two.servedBy.join('+')}; ${os.cpus().length} cores shared by haproxy, the instances, PostgreSQL and the load generator`,
        details: {
          one: { okPerSecond: pick(one).okPerSecond, perSecond: pick(one).perSecond },
          two: { okPerSecond: pick(two).okPerSecond, perSecond: pick(two).perSecond },
        },
      };
    };
    return [
      row('SCALE-1', 'GET /api/dokumente through haproxy, two instances vs one', (f) => f.read),
      row('SCALE-2', 'uploads (256 KiB, 8 at once) through haproxy, two instances vs one', (f) => f.upload),
    ];
  } finally {
    for (const server of servers) await server.stop(10_000);
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
