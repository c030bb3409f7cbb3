import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { startServer, type ServerProcess } from './helpers/process';

// One real process (PGlite in a fresh folder takes a few seconds) serves the lock and shutdown checks.
// Real server processes (tsx, PGlite start); a busy CI machine needs minutes, not seconds.
describe('server process', { timeout: 180_000 }, () => {
  let dir: string;
  let first: ServerProcess;
  const port = 39_000 + Math.floor(Math.random() * 500);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ep-proc-'));
    first = startServer({ DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
    await first.waitFor('Examensportal läuft unter');
  }, 240_000);

  afterAll(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints where it runs and answers', async () => {
    expect(first.stdout()).toContain(
      messages.server.laeuftUnter(`http://localhost:${port}/examensportal/login`),
    );
    const res = await fetch(`http://127.0.0.1:${port}/examensportal/backend/health/ready`);
    expect(res.status).toBe(200);
  });

  it('a second process on the same folder stops at once with the German message and code 1', async () => {
    const second = startServer({ DATA_DIR: dir, PORT: String(port + 1), HOST: '127.0.0.1' });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.stderr().trim()).toBe(messages.server.datenordnerBelegt(dir, first.child.pid ?? 0));
    const still = await fetch(`http://127.0.0.1:${port}/examensportal/backend/health/live`);
    expect(still.status).toBe(200);
  });

  it('SIGTERM: finishes, closes the database, releases the lock and exits 0', async () => {
    expect(existsSync(path.join(dir, '.lock'))).toBe(true);
    first.child.kill('SIGTERM');
    const code = await first.exited;
    expect(code).toBe(0);
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});
