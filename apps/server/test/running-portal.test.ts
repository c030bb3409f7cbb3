// Decision 0014: the tools that replace a data folder refuse while a portal holds it, in German.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoTexte } from '@examensportal/domain/messages-demo';
import { sicherungTexte } from '@examensportal/domain/messages-sicherung';
import { restore } from '../src/ops/backup';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('with a running portal on the data folder', { timeout: 120_000 }, () => {
  let dataDir: string;
  let backupDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-running-'));
    backupDir = mkdtempSync(path.join(os.tmpdir(), 'ep-backup-'));
    // This test process stands in for the server holding the folder.
    writeFileSync(path.join(dataDir, '.lock'), `${process.pid}\n`);
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('npm run restore refuses and says the portal must be stopped', async () => {
    writeFileSync(
      path.join(backupDir, 'manifest.json'),
      JSON.stringify({ format: 1, mode: 'pglite', createdAt: '2026-11-21T10:00:00Z', files: {} }),
    );
    await expect(restore({ dataDir }, backupDir)).rejects.toThrow(
      sicherungTexte.serverLaeuftWiederherstellung(process.pid),
    );
    expect(readdirSync(dataDir)).toEqual(['.lock']);
  });

  it('npm run demo refuses before it touches the folder', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/demo/seed.ts', '--force'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(demoTexte.portalLaeuft(process.pid));
    expect(readdirSync(dataDir)).toEqual(['.lock']);
  });
});
