import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { acquireDataDirLock, DataDirLockedError } from '../src/infra/lock';

/** A PID that certainly belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

describe('data folder lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ep-lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is exclusive while its holder lives and released afterwards', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    let caught: unknown;
    try {
      acquireDataDirLock(dir, process.pid + 1_000_000);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    expect((caught as DataDirLockedError).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock whose process is dead', () => {
    writeFileSync(path.join(dir, '.lock'), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an empty or garbled lock file', () => {
    writeFileSync(path.join(dir, '.lock'), 'kaputt');
    const lock = acquireDataDirLock(dir);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('uses the German operator message', () => {
    expect(serverTexte.datenordnerBelegt('/srv/data', 42)).toContain('PID 42');
  });
});
