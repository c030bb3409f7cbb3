import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
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
  const file = path.join(os.tmpdir(), `examensportal-pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteSnapshot', file);
}
