// Issue 29, the back-office's slow spots (BACKOFFICE-1/3): what a request costs that does not depend on
// the machine's load. On a seeded term (backoffice-seed.ts) and the whole server in process, it counts
// the statements of each list view (PGlite only: every query of the client is recorded), prints the
// EXPLAIN (ANALYZE, BUFFERS) of the filtered list's statements, and takes a CPU profile (node:inspector)
// of the list views and of a batch release, each summarised by self time:
//   node --import tsx bench/src/profile-backoffice.ts [pglite|postgres] [candidates] [label]
// → bench/results/profiles/backoffice-<db>-<label>.txt
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { connect, type Database } from '../../apps/server/src/db/connect';
import { prueflistenGeprueft } from '../../apps/server/test/helpers/eingang';
import { getStaff, postStaff, staffMember } from '../../apps/server/test/helpers/staff';
import { benchDir } from './config';
import { appInProcess } from './measure/eingang';
import { seedTerm } from './measure/backoffice-seed';
import { freshDatabase } from './server';

const db = process.argv[2] ?? 'pglite';
const CANDIDATES = Number(process.argv[3] ?? 2000);
const label = process.argv[4] ?? 'run';
const RELEASE = Number(process.env.PROFILE_RELEASE ?? 100);
const REPEAT = 10;

interface Recorded {
  text: string;
  params: unknown[];
  /** Wall time until the answer (PGlite runs one statement at a time: its own time). */
  ms?: number;
}
const recorded: Recorded[] = [];

function timedQuery(query: unknown, text: string, params: unknown[] | undefined, rest: unknown[]) {
  const r: Recorded = { text, params: params ?? [] };
  recorded.push(r);
  const t0 = performance.now();
  const answer = (query as (...a: unknown[]) => Promise<unknown>)(text, params, ...rest);
  void answer.then(
    () => (r.ms = performance.now() - t0),
    () => {},
  );
  return answer;
}

function recording(client: PGlite): PGlite {
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], ...rest: unknown[]) => {
    return timedQuery(query, text, params, rest);
  }) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: Parameters<typeof transaction>[0]) =>
    transaction((tx) => {
      const inner = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], ...rest: unknown[]) => {
        return timedQuery(inner, text, params, rest);
      }) as typeof tx.query;
      return run(tx);
    })) as typeof client.transaction;
  return client;
}

async function open(): Promise<{ database: Database; pglite?: PGlite; drop(): Promise<void> }> {
  if (db === 'postgres') {
    const fresh = await freshDatabase(
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    );
    const database = await connect({ databaseUrl: fresh.url, poolMax: 5 });
    return { database, drop: fresh.drop };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-profile-bo-'));
  const pglite = recording(
    new PGlite(dir, {
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=4'],
    }),
  );
  const database = await connect({ pglite });
  return { database, pglite, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self and inclusive time per function (our code's frames inclusive, so the route's parts show). */
function summarize(profile: CpuProfile, top = 30): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) => {
    const f = n.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}` : ''}`;
  };
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [i, id] of profile.samples.entries()) {
    const us = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) continue;
    if (node.callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    total += us;
    self.set(name(node), (self.get(name(node)) ?? 0) + us);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = name(n);
      if (seen.has(k) || !n.callFrame.url.includes('/apps/server/src/')) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + us);
    }
  }
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([k, us]) =>
          `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
      )
      .join('\n');
  return `busy ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms\n\nself time (top ${top}):\n${rows(self)}\n\ninclusive, our code (top ${top}):\n${rows(incl)}\n`;
}

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 500 });

async function profiled<T>(
  run: () => Promise<T>,
): Promise<{ value: T; text: string; cpuMs: number; ms: number }> {
  await session.post('Profiler.start');
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await run();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const { profile } = await session.post('Profiler.stop');
  return {
    value,
    text: summarize(profile as unknown as CpuProfile),
    cpuMs: (cpu.user + cpu.system) / 1000,
    ms,
  };
}

const VIEWS: readonly { name: string; url: string }[] = [
  { name: 'Kandidaten first page', url: '/kandidaten' },
  {
    name: 'Kandidaten filtered WP eingereicht keine',
    url: '/kandidaten?art=WP&status=eingereicht&zuweisung=keine',
  },
  { name: 'search Müller Jörg', url: `/kandidaten?suche=${encodeURIComponent('Müller Jörg')}` },
  {
    name: 'Eingang Neue Dokumente last page',
    url: `/eingang/dokumente?seite=${Math.ceil((CANDIDATES * 4) / 25)}`,
  },
];

const out: string[] = [
  `# backoffice profile: ${db}, ${CANDIDATES} candidates, ${label}, ${new Date().toISOString()}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
];
const say = (s: string) => {
  out.push(s);
  process.stdout.write(`${s}\n`);
};

const { database, drop } = await open();
const { app, clock, close } = await appInProcess(database);
try {
  await seedTerm(database, { candidates: CANDIDATES, items: 5 * CANDIDATES });
  const sb = await staffMember(app, database, clock, 'sachbearbeitung');
  for (const v of VIEWS) {
    await getStaff(app, v.url, sb.jwt);
    recorded.length = 0;
    const res = await getStaff(app, v.url, sb.jwt);
    const statements = [...recorded];
    const p = await profiled(async () => {
      for (let i = 0; i < REPEAT; i++) await getStaff(app, v.url, sb.jwt);
    });
    say(
      `\n## ${v.name}: ${res.statusCode}, gesamt ${res.json<{ gesamt: number }>().gesamt}, ${db === 'pglite' ? `${statements.length} statements, ` : ''}CPU ${(p.cpuMs / REPEAT).toFixed(1)} ms and wall ${(p.ms / REPEAT).toFixed(1)} ms per request`,
    );
    say(p.text);
    if (v.name.startsWith('Kandidaten filtered') || process.env.PROFILE_EXPLAIN_ALL)
      for (const s of statements.filter((x) => /^\s*select/i.test(x.text))) {
        const plan = await database.db.execute(
          sql.raw(
            `explain (analyze, buffers) ${s.text.replace(/\$(\d+)/g, (_, n) => literal(s.params[Number(n) - 1]))}`,
          ),
        );
        say(`### ${s.text.slice(0, 300)}\nparams ${JSON.stringify(s.params).slice(0, 200)}`);
        say(planText(plan));
      }
  }
  // The batch: drafts by the caseworker, then the release by a leitung, profiled.
  const leitung = await staffMember(app, database, clock, 'leitung');
  const kandidaten = await prueflistenGeprueft(database, sb, clock.now(), RELEASE);
  const outbox = (app as unknown as { outbox: { runOnce(): Promise<number> } }).outbox;
  // One draft alone, its statements counted; then the rest in one batch, profiled.
  recorded.length = 0;
  const erster = await postStaff(app, '/sammel/zulassungen', { kandidaten: kandidaten.slice(0, 1) }, sb.jwt);
  const einEntwurf = [...recorded];
  const d = await profiled(() =>
    postStaff(app, '/sammel/zulassungen', { kandidaten: kandidaten.slice(1) }, sb.jwt),
  );
  const entwuerfe = [erster, d.value].flatMap((r) =>
    r
      .json<{ eintraege: { id: string; ok: boolean }[] }>()
      .eintraege.filter((e) => e.ok)
      .map((e) => e.id),
  );
  say(
    `\n## batch of ${kandidaten.length - 1} drafts: ${entwuerfe.length} done, ${db === 'pglite' ? `${einEntwurf.length} statements for one, ` : ''}CPU ${(d.cpuMs / (kandidaten.length - 1)).toFixed(1)} ms and wall ${(d.ms / (kandidaten.length - 1)).toFixed(1)} ms per draft`,
  );
  say(d.text);
  await outbox.runOnce();
  // One release alone, its statements counted (the request, then its letter and mail from the outbox).
  recorded.length = 0;
  await postStaff(app, '/sammel/freigaben', { entwuerfe: entwuerfe.slice(0, 1) }, leitung.jwt);
  const eine = [...recorded];
  recorded.length = 0;
  await outbox.runOnce();
  await outbox.runOnce();
  const brief = [...recorded];
  const n = entwuerfe.length - 1;
  const p = await profiled(async () => {
    const r = await postStaff(app, '/sammel/freigaben', { entwuerfe: entwuerfe.slice(1) }, leitung.jwt);
    const t = performance.now();
    await outbox.runOnce();
    await outbox.runOnce();
    return { r, outboxMs: performance.now() - t };
  });
  const bericht = p.value.r.json<{ erledigt: number }>();
  say(
    `\n## batch release of ${n}: ${bericht.erledigt} done, ${db === 'pglite' ? `${eine.length} statements for one (+ ${brief.length} for its letter and mail in the outbox), ` : ''}CPU ${(p.cpuMs / n).toFixed(1)} ms and wall ${(p.ms / n).toFixed(1)} ms per admission (letters and mail included; outbox after the answer ${(p.value.outboxMs / n).toFixed(1)} ms per admission)`,
  );
  say(p.text);
  if (db === 'pglite' && process.env.PROFILE_STATEMENTS)
    say(
      [...einEntwurf, ...eine, ...brief]
        .map((s, i) => `${i + 1}. ${s.ms?.toFixed(2) ?? '?'} ms ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`)
        .join('\n'),
    );
} finally {
  await close();
  await database.close();
  await drop();
}

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') return String(v);
  if (v instanceof Date) return `'${v.toISOString()}'`;
  return `'${String(typeof v === 'object' ? JSON.stringify(v) : v).replace(/'/g, "''")}'`;
}

function planText(result: unknown): string {
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

const dir = path.join(benchDir, 'results', 'profiles');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `backoffice-${db}-${label}.txt`);
writeFileSync(file, `${out.join('\n')}\n`);
process.stdout.write(`→ ${file}\n`);
process.exit(0);
