// Issue 29 (h104, decision 0096): in-process CPU per run of GET /api/dokumente's statement (the session
// joined to the list of 20 documents; since decision 0102 to the version of the account's documents) on PostgreSQL, drizzle's prepared query on the pool (Describe and a
// parser set per run) against db/prepared.ts (described once per connection), in turns, 32 runs in flight:
//   BENCH_DATABASE_URL=postgres://… node --import tsx bench/src/pg-named-ab.ts [rounds] [runs per round]
// A fresh database on that server, dropped at the end. CPU is this process's user+system time, so
// PostgreSQL's own work is not in it; the machine's load moves both sides alike.
import os from 'node:os';
import { connect, type Db } from '../../apps/server/src/db/connect';
import { documentsVersionWithSession as documentsWithSession } from '../../apps/server/src/features/documents/repo';
import { settings } from './config';
import { seedDokumente } from './seed-dokumente';
import { freshDatabase } from './server';

const rounds = Number(process.argv[2] ?? 6);
const runs = Number(process.argv[3] ?? 4000);
const inFlight = 32;
if (!settings.databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');

const scratch = await freshDatabase(settings.databaseUrl);
const database = await connect({ databaseUrl: scratch.url });
try {
  const db = database.db;
  const { sessionId } = await seedDokumente(db);

  // drizzle's own run of the same statement text (another name: each name is parsed once per connection).
  const joined = (documentsWithSession as unknown as { find: (db: Db, id: string) => Promise<unknown> }).find;
  const drizzleOwn = await (async () => {
    let captured: { execute(values: Record<string, unknown>): Promise<unknown> } | undefined;
    const spy = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== 'select') return value;
        return (...args: unknown[]) => {
          const builder = (value as (...a: unknown[]) => unknown).apply(target, args) as object;
          return wrapPrepare(builder, (q) => (captured = q));
        };
      },
    });
    await joined(spy as Db, sessionId).catch(() => undefined);
    if (!captured) throw new Error('no prepared query captured');
    const prepared = captured;
    return (id: string) => prepared.execute({ sessionId: id }).then((rows) => (rows as unknown[])[0]);
  })();
  const ours = (id: string) => joined(db, id);

  const check = JSON.stringify(await ours(sessionId));
  const theirs = JSON.stringify(await drizzleOwn(sessionId));
  if (theirs !== check) throw new Error(`the two paths answer differently:\n${check}\n${theirs}`);

  const measure = async (fn: (id: string) => Promise<unknown>) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next++ < runs) await fn(sessionId);
      }),
    );
    const used = process.cpuUsage(cpu);
    return { cpuUs: (used.user + used.system) / runs, wallMs: performance.now() - start };
  };
  await measure(drizzleOwn);
  await measure(ours);
  const line = (r: { cpuUs: number; wallMs: number }) =>
    `${r.cpuUs.toFixed(1)} µs CPU, ${((runs / r.wallMs) * 1000).toFixed(0)}/s`;
  for (let i = 0; i < rounds; i++) {
    const [first, second] = i % 2 === 0 ? ['drizzle', 'ours'] : ['ours', 'drizzle'];
    const a = await measure(first === 'drizzle' ? drizzleOwn : ours);
    const b = await measure(second === 'drizzle' ? drizzleOwn : ours);
    process.stdout.write(
      `round ${i + 1} (load ${os.loadavg()[0]?.toFixed(1)}): ${first} ${line(a)} | ${second} ${line(b)}\n`,
    );
  }
} finally {
  await database.close();
  await scratch.drop();
}

/** The builder with its `prepare` reporting the prepared query it makes under another name. */
function wrapPrepare<T extends object>(builder: T, report: (q: never) => void): T {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (key === 'prepare') {
          const prepared = (value as (name: string) => unknown).call(target, `${String(args[0])}_drizzle`);
          report(prepared as never);
          return prepared;
        }
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result && typeof result === 'object' ? wrapPrepare(result, report) : result;
      };
    },
  });
}
