// Issue 29 (h110, decision 0102): in-process CPU per GET /api/dokumente's database work and answer text on
// PostgreSQL, the parent's way (the session joined to the list of 20 documents as one json value, mapped
// and `JSON.stringify`'d per read) against the version's way (the session joined to the version of the
// account's documents, the text from memory while the version is the same), in turns, 32 in flight:
//   BENCH_DATABASE_URL=postgres://… node --import tsx bench/src/dokumente-pg-ab.ts [rounds] [reads per round]
// A fresh database on that server, dropped at the end. CPU is this process's user+system time, so
// PostgreSQL's own work is not in it; the machine's load moves both sides alike.
import os from 'node:os';
import { connect } from '../../apps/server/src/db/connect';
import { DocumentListCache } from '../../apps/server/src/features/documents/list-cache';
import {
  documentsVersionWithSession,
  listedJson,
  listOwnDocumentsWithVersion,
} from '../../apps/server/src/features/documents/repo';
import { apiDocumentOf, type ListedJson } from '../../apps/server/src/features/documents/rules';
import { sessionJoin } from '../../apps/server/src/features/sessions/repo';
import { settings } from './config';
import { seedDokumente } from './seed-dokumente';
import { freshDatabase } from './server';

const rounds = Number(process.argv[2] ?? 6);
const reads = Number(process.argv[3] ?? 4000);
const inFlight = 32;
if (!settings.databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');

const scratch = await freshDatabase(settings.databaseUrl);
const database = await connect({ databaseUrl: scratch.url });
try {
  const db = database.db;
  const { accountId, sessionId } = await seedDokumente(db);

  // The parent's statement (decision 0073) under its own name.
  const listJoin = sessionJoin('ep_ab_session_documents', listedJson);
  const parent = async () => {
    const row = await listJoin.find(db, sessionId);
    return JSON.stringify((row?.joined ?? []).map(apiDocumentOf));
  };
  const cache = new DocumentListCache(true);
  const versioned = async () => {
    const row = await documentsVersionWithSession.find(db, sessionId);
    const version = row?.joined ?? '';
    const known = cache.get(accountId, version);
    if (known !== undefined) return known;
    const read = await listOwnDocumentsWithVersion(db, accountId);
    const text = JSON.stringify(read.list.map((d: ListedJson) => apiDocumentOf(d)));
    if (read.version !== null) cache.keep(accountId, read.version, text);
    return text;
  };
  if ((await parent()) !== (await versioned())) throw new Error('the two ways answer differently');

  const measure = async (fn: () => Promise<string>) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next++ < reads) await fn();
      }),
    );
    const used = process.cpuUsage(cpu);
    return { cpuUs: (used.user + used.system) / reads, wallMs: performance.now() - start };
  };
  await measure(parent);
  await measure(versioned);
  const line = (r: { cpuUs: number; wallMs: number }) =>
    `${r.cpuUs.toFixed(1)} µs CPU, ${((reads / r.wallMs) * 1000).toFixed(0)}/s`;
  for (let i = 0; i < rounds; i++) {
    const [first, second] = i % 2 === 0 ? ['parent', 'version'] : ['version', 'parent'];
    const a = await measure(first === 'parent' ? parent : versioned);
    const b = await measure(second === 'parent' ? parent : versioned);
    process.stdout.write(
      `round ${i + 1} (load ${os.loadavg()[0]?.toFixed(1)}): ${first} ${line(a)} | ${second} ${line(b)}\n`,
    );
  }
} finally {
  await database.close();
  await scratch.drop();
}
