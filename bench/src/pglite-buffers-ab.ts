// Issue 29 / decision 0094: PGlite's shared_buffers against the office's 10,000-item Eingang queue (the
// bench's eingang step: same seed, same scenarios, the whole Fastify stack in process). Two embedded
// databases, one per setting, open side by side; each scenario runs on both in turns (A B B A …), and
// the figure is this process's CPU per request (the WASM database runs on this thread) besides p50.
//   node --import tsx bench/src/pglite-buffers-ab.ts [16MB] [4MB]   (AB_ROUNDS, default 4; AB_ONLY)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connect } from '../../apps/server/src/db/connect';
import { analyze, seedSubmittedApplications } from '../../apps/server/test/helpers/eingang';
import { getStaff, staffMember } from '../../apps/server/test/helpers/staff';
import { appInProcess } from './measure/eingang';
import { percentile } from './report';

const settingsAB = process.argv.slice(2, 4);
if (settingsAB.length !== 2)
  throw new Error('usage: pglite-buffers-ab.ts <shared_buffers A> <shared_buffers B>');
const rounds = Number(process.env.AB_ROUNDS ?? 4);
const REQUESTS = 30;
const SCENARIOS = [
  { name: 'first page', query: '' },
  { name: 'late page (200 of 200)', query: 'seite=200' },
  { name: 'sorted by name, page 100', query: 'sort=name&seite=100' },
  { name: 'filtered: WP + text search', query: 'art=WP&suche=name01' },
];

async function open(sharedBuffers: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-h102-buffers-'));
  const pglite = new PGlite(dir, {
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${sharedBuffers}`,
      '-c',
      'max_connections=4',
    ],
  });
  const database = await connect({ pglite });
  const { app, clock, close } = await appInProcess(database);
  await seedSubmittedApplications(database, {
    n: 10_000,
    start: new Date('2026-09-01T06:00:00Z'),
    tag: 'bench',
  });
  const staff = await staffMember(app, database, clock, 'sachbearbeitung');
  const shown = await pglite.query<{ shared_buffers: string }>('show shared_buffers');
  process.stdout.write(`opened ${sharedBuffers}: shared_buffers ${shown.rows[0]?.shared_buffers}\n`);
  return {
    label: sharedBuffers,
    app,
    database,
    jwt: staff.jwt,
    cpu: new Map<string, number[]>(),
    wall: new Map<string, number[]>(),
    close: async () => {
      await close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Side = Awaited<ReturnType<typeof open>>;

async function run(side: Side, key: string, query: string) {
  const url = `/eingang/antraege${query ? `?${query}` : ''}`;
  for (let i = 0; i < 3; i++) await getStaff(side.app, url, side.jwt);
  const cpu0 = process.cpuUsage();
  const walls: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await getStaff(side.app, url, side.jwt);
    walls.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  const used = process.cpuUsage(cpu0);
  const list = side.cpu.get(key) ?? [];
  list.push((used.user + used.system) / 1000 / REQUESTS);
  side.cpu.set(key, list);
  side.wall.set(key, [...(side.wall.get(key) ?? []), ...walls]);
}

const a = await open(settingsAB[0] ?? '');
const b = await open(settingsAB[1] ?? '');
try {
  for (const stand of ['no statistics', 'after ANALYZE']) {
    if (stand === 'after ANALYZE') {
      await analyze(a.database);
      await analyze(b.database);
    }
    for (const s of SCENARIOS) {
      const key = `${s.name}, ${stand}`;
      // AB_ONLY=<text>: only the scenarios whose name and stand contain it (a run cut short, resumed).
      if (process.env.AB_ONLY && !key.includes(process.env.AB_ONLY)) continue;
      for (let r = 0; r < rounds; r++) {
        for (const side of r % 2 === 0 ? [a, b] : [b, a]) await run(side, key, s.query);
      }
      for (const side of [a, b]) {
        const cpu = (side.cpu.get(key) ?? []).map((x) => x.toFixed(2)).join(', ');
        const p50 = percentile(side.wall.get(key) ?? [], 50).toFixed(1);
        process.stdout.write(`${key} [${side.label}]: CPU ms/request ${cpu}; p50 ${p50} ms\n`);
      }
    }
  }
} finally {
  await a.close();
  await b.close();
}
process.exit(0);
