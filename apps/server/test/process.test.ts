import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { serverTexte } from '@examensportal/domain/messages-server';
import { runOfficeCli } from './helpers/office-cli';
import { startServer, type ServerProcess } from './helpers/process';

// One real process (PGlite in a fresh folder takes a few seconds) serves the lock and shutdown checks.
// Real server processes (tsx, PGlite start); a busy CI machine needs minutes, not seconds.
describe('server process', { timeout: 180_000 }, () => {
  let parent: string;
  let dir: string;
  let first: ServerProcess;
  // Below Linux's ephemeral range (32768–60999): a port there can be taken by an outgoing connection.
  const port = 29_000 + Math.floor(Math.random() * 500);

  beforeAll(async () => {
    // The server creates the data folder itself, so its permissions are the server's doing.
    parent = mkdtempSync(path.join(os.tmpdir(), 'ep-proc-'));
    dir = path.join(parent, 'data');
    // PORTAL_NOW: a test-mode clock, which the server must announce in its log at start.
    first = startServer({
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_NOW: '2027-02-28T23:30:00+01:00',
      // Info lines too: the last one ('stopped') must reach stdout from the buffered log (decision 0089).
      LOG_LEVEL: 'info',
    });
    await first.waitFor('Examensportal läuft unter');
  }, 240_000);

  afterAll(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(parent, { recursive: true, force: true });
  });

  it('logs the PORTAL_NOW clock at start', () => {
    expect(first.stdout()).toMatch(/"event":"clock.portal_now".*"portalNow":"2027-02-28T22:30:00.000Z"/);
  });

  it('warns at start that it hashes passwords below the OWASP cost (test setting, decision 0069)', () => {
    expect(first.stdout()).toMatch(
      /"level":40,.*"event":"config.insecure_test_password_hashing".*"passwordHashCost":\{"memoryCost":8,"timeCost":1\}/,
    );
  });

  it('prints where it runs and answers', async () => {
    expect(first.stdout()).toContain(serverTexte.laeuftUnter(`http://localhost:${port}/examensportal/login`));
    const res = await fetch(`http://127.0.0.1:${port}/examensportal/backend/health/ready`);
    // A 503 says why in the server's log (health.db_unavailable, load shed, …).
    expect(res.status, first.stdout()).toBe(200);
  });

  it('carries out an office command while it runs, over its socket (decision 0014)', async () => {
    const res = await runOfficeCli(['termin', '2/2027', '--juni', 'wr', '--von', 'Frau Test'], {
      DATA_DIR: dir,
      PORTAL_NOW: '2027-02-28T23:30:00+01:00',
    });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toBe(officeCliTexte.terminGespeichert('2/2027', '28.02.2027', 'WR'));
    // The server carried it out: its lock stayed, nobody else opened the folder.
    expect(readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(first.child.pid));
  });

  it('keeps the data folder to its own user: 0700 folders, 0600 files', () => {
    // PGlite's emscripten file layer writes its own files 0666 whatever the umask; they sit inside
    // 0700 folders, so no other user can reach them. Everything else must be 0600 itself.
    const open: string[] = [];
    const walk = (at: string) => {
      const stat = statSync(at);
      const inPglite = path.relative(dir, at).startsWith('pglite' + path.sep);
      if ((stat.mode & 0o077) !== 0 && (stat.isDirectory() || !inPglite))
        open.push(`${path.relative(dir, at) || '.'} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
    };
    walk(dir);
    expect(readdirSync(dir)).toEqual(
      expect.arrayContaining(['pglite', 'jwt-secret', '.lock', 'office.sock']),
    );
    expect(open).toEqual([]);
  });

  it('a second process on the same folder stops at once with the German message and code 1', async () => {
    const second = startServer({ DATA_DIR: dir, PORT: String(port + 1), HOST: '127.0.0.1' });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.stderr().trim()).toBe(serverTexte.datenordnerBelegt(dir, first.child.pid ?? 0));
    const still = await fetch(`http://127.0.0.1:${port}/examensportal/backend/health/live`);
    expect(still.status).toBe(200);
  });

  it('SIGTERM: finishes, closes the database, releases the lock and exits 0', async () => {
    expect(existsSync(path.join(dir, '.lock'))).toBe(true);
    first.child.kill('SIGTERM');
    const code = await first.exited;
    expect(code).toBe(0);
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    expect(existsSync(path.join(dir, 'office.sock'))).toBe(false);
    // Written in the last moment before process.exit: the buffered log wrote it on the way out.
    expect(first.stdout().trimEnd().split('\n').at(-1)).toMatch(/"msg":"stopped"/);
  });

  it('refuses to start when the JWT secret file is readable by others', async () => {
    const file = path.join(dir, 'jwt-secret');
    chmodSync(file, 0o644);
    const refused = startServer({ DATA_DIR: dir, PORT: String(port + 2), HOST: '127.0.0.1' });
    expect(await refused.exited).toBe(1);
    expect(refused.stderr().trim()).toBe(serverTexte.schluesselLesbar(file, '644'));
  });
});
