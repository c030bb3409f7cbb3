import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { connect, migrationsFolder } from '../src/db/connect';
import { admin, createEmptyPostgresDatabase } from './helpers/postgres';
import { bundleIsFresh } from './helpers/server-entry';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** A migrated database on TEST_DATABASE_URL's server that each test database is copied from. */
    postgresTemplate: string;
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  // The dump format belongs to the PGlite version in use.
  const serverPackage = JSON.parse(
    readFileSync(path.join(path.dirname(migrationsFolder), 'package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> };
  hash.update(serverPackage.dependencies['@electric-sql/pglite'] ?? '');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating and migrating a PGlite takes seconds and ~800 MB; loading a dump takes well under one. The
 * dump is cached per migration set, so repeated runs skip the work.
 */
export default async function setup(project: TestProject): Promise<void> {
  const file = path.join(os.tmpdir(), `examensportal-pglite-${migrationsHash()}-slim.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder });
    await slim(client);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  buildServerBundle();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', process.env.TEST_DATABASE_URL ? await postgresTemplate() : '');
}

/**
 * Every test that opens a PGlite unpacks this dump (1,403 files, 44 MB) and starts PostgreSQL on it:
 * 0.8 s of CPU each, a few hundred times per run. The tests use the database `postgres` only, so the
 * two template databases (a third of the files each) go; a checkpoint spares the start replaying the
 * migrations' WAL. 791 files, 29 MB: 0.83 → 0.61 s of CPU per open (2026-11-29, load ~18).
 */
async function slim(client: PGlite): Promise<void> {
  for (const template of ['template1', 'template0']) {
    await client.query(`alter database ${template} is_template false`);
    await client.query(`drop database ${template}`);
  }
  await client.query('checkpoint');
}

/**
 * The tests that start the server, the office tool or the demo seed as processes (~30 per run) run
 * the bundle as production does, not the sources through tsx: about 1 s of CPU less per start. In CI
 * the unit tests run before npm run build, so the bundle is built here when older than the sources
 * (esbuild, a few seconds).
 */
function buildServerBundle(): void {
  if (bundleIsFresh()) return;
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.dirname(migrationsFolder),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`apps/server/build.mjs failed (${built.status})`);
}

/**
 * Creating and migrating a PostgreSQL database took 1.05 s under load, copying a migrated one (CREATE
 * DATABASE … TEMPLATE) 0.4 s; the server tests make a few hundred. The template is named after the
 * migration set, made once per PostgreSQL server and kept there (as the PGlite dump is kept in the
 * temp folder); a run with other migrations makes its own.
 */
async function postgresTemplate(): Promise<string> {
  const name = `ep_template_${migrationsHash()}`;
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const exists = () =>
    admin(baseUrl, async (client) => {
      const result = await client.query('select 1 from pg_database where datname = $1', [name]);
      return result.rowCount === 1;
    });
  if (await exists()) return name;
  const fresh = await createEmptyPostgresDatabase();
  const database = await connect({ databaseUrl: fresh.url, poolMax: 2 });
  await database.close();
  const freshName = new URL(fresh.url).pathname.slice(1);
  try {
    // Another run may have made it meanwhile: then the rename fails and this copy goes.
    await admin(baseUrl, (client) => client.query(`alter database ${freshName} rename to ${name}`));
  } catch (error) {
    await fresh.drop();
    if (!(await exists())) throw error;
  }
  return name;
}
