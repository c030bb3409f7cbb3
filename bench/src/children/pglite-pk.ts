// Baseline of issue 29: bare PGlite primary-key selects in one process (the embedded database as the
// server opens it: file-backed, the same start parameters), one query after the other for N seconds.
// Prints {perSec, meanUs, cpuMsPer1000}. Usage: pglite-pk.ts <seconds>
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const seconds = Number(process.argv[2] ?? 4);
const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-pglite-pk-'));
const rows = 100_000;
try {
  const db = new PGlite(dir, {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=4'],
  });
  await db.waitReady;
  // pgbench's accounts table at scale 1 (pgbench -S reads it the same way).
  await db.exec(`create table accounts (aid int primary key, bid int, abalance int, filler char(84));
    insert into accounts select g, 1, 0, '' from generate_series(1, ${rows}) g; analyze accounts;`);
  const run = async (ms: number) => {
    let n = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      for (let i = 0; i < 100; i++) {
        const aid = 1 + Math.floor(Math.random() * rows);
        await db.query('select abalance from accounts where aid = $1', [aid]);
      }
      n += 100;
    }
    return n;
  };
  await run(1000);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const n = await run(seconds * 1000);
  const elapsed = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  await db.close();
  process.stdout.write(
    `${JSON.stringify({
      perSec: n / (elapsed / 1000),
      meanUs: (elapsed * 1000) / n,
      cpuMsPer1000: ((cpu.user + cpu.system) / 1000 / n) * 1000,
    })}\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
