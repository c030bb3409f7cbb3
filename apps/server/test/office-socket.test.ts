// Issue 15 point 3 (decision 0014): the office command line works while the portal runs on the
// embedded database. A real app (buildApp with its office socket) holds the data folder as the server
// does; the real command line (a child process) hands its call over DATA_DIR/office.sock, and the
// result is visible through the HTTP API at once.
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { semester } from '@examensportal/domain/rules/semester';
import { STANDARD_GRUNDEINSTELLUNGEN } from '../src/features/procedure/settings';
import { acquireDataDirLock, type DataDirLock } from '../src/infra/lock';
import { DiskFileStore } from '../src/infra/storage';
import { statusName } from '../src/features/buero/format';
import { anServer } from '../src/office/socket-client';
import { officeSocketPath } from '../src/office/socket-protocol';
import { OfficeSocket } from '../src/office/socket-server';
import { eq } from 'drizzle-orm';
import { connect, type Database } from '../src/db/connect';
import { staffAudit } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { createEmptyPostgresDatabase } from './helpers/postgres';
import { runOfficeCli } from './helpers/office-cli';
import {
  auditCount,
  readAs,
  seedAccount,
  submitApplication,
  type SeededCandidate,
} from './helpers/procedure';

const o = officeCliTexte;

const audits = (t: TestApp) => t.logs.entries().filter((e) => e.event === 'office.audit');

// Each case starts a tsx process; on a busy machine one start alone can take half a minute.
describe('office command line while the portal runs on PGlite', { timeout: 300_000 }, () => {
  let t: TestApp;
  let lock: DataDirLock;
  let c: SeededCandidate;
  const cli = (args: string[], env: Record<string, string> = {}, cwd?: string) =>
    runOfficeCli(args, { DATA_DIR: t.dataDir, ...env }, cwd);

  beforeAll(async () => {
    t = await createTestApp('pglite', { build: { officeSocket: true } });
    // This process is the server: it holds the data folder as main.ts does.
    lock = acquireDataDirLock(t.dataDir);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
    c = await seedAccount(t.database, t.clock, { vorname: 'Olga', nachname: 'Amtsweg' });
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
  });
  afterAll(async () => {
    await t.close();
    lock.release();
  });

  it('listens on an owner-only socket in the data folder', () => {
    const info = statSync(officeSocketPath(t.dataDir));
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('admits through the running server: the portal shows it at once, audited once', async () => {
    t.clock.set('2026-10-07T08:00:00Z');
    const res = await cli(['zulassen', c.email, '--von', 'Frau Amtmann']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(o.zugelassen(c.email, '07.10.2026', '2/2027'));
    // The command line did not open the embedded database beside the server.
    expect(existsSync(path.join(t.dataDir, 'pglite'))).toBe(false);

    expect(await readAs(t.app, c, '/api/zulassung/modul')).toMatchObject({
      zwischegespeichert: 2,
      ersteszulassungsdatum: '2026-10-07',
    });
    const [entry, ...more] = audits(t);
    expect(more).toHaveLength(0);
    expect(entry?.audit).toMatchObject({
      actor: { name: 'Frau Amtmann', osUser: os.userInfo().username, channel: 'Kommandozeile' },
      command: 'zulassen',
      argv: ['zulassen', c.email, '--von', 'Frau Amtmann'],
      actions: [
        {
          command: 'zulassen',
          accountId: c.id,
          before: { ersteszulassungsdatum: null },
          after: { ersteszulassungsdatum: '2026-10-07' },
        },
      ],
    });
    // The summary carries no contact data.
    expect(JSON.stringify(entry)).not.toContain('kontaktdaten');
    // The same action is a row of the Protokoll the back-office reads (append-only staff_audit).
    const protokoll = await t.database.db.select().from(staffAudit).where(eq(staffAudit.accountId, c.id));
    expect(protokoll).toMatchObject([
      { wer: 'Frau Amtmann', quelle: 'kommandozeile', aktion: 'kommandozeile.zulassen', staffId: null },
    ]);
  });

  it('answers a refused command with the German message and exit code 1', async () => {
    const before = await auditCount(t.database);
    const again = await cli(['zulassen', c.email, '--von', 'Frau Amtmann', '--json']);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr.trim()).toBe(o.antragNichtEingereicht(statusName('admitted')));
    // Bad arguments are refused before the server is asked.
    const bad = await cli(['laden', c.email, '--modul', 'xy', '--teil', 'schriftlich']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe(o.wertUngueltig('--modul', 'wp, wr, bwl, st'));
    // A read through the server prints what it prints without one.
    const liste = await cli(['antraege', '--status', 'zugelassen', '--json']);
    expect(liste.code).toBe(0);
    expect(JSON.parse(liste.stdout)).toContainEqual(expect.objectContaining({ email: c.email }));
    expect(await auditCount(t.database)).toBe(before);
    expect(audits(t)).toHaveLength(1);
  });

  it('files a document named relative to the caller; one refused after the file was stored leaves nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-dok-'));
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x20), Buffer.from('\n%%EOF\n')]);
    writeFileSync(path.join(dir, 'bescheid.pdf'), pdf);
    const storage = await DiskFileStore.open(path.join(t.dataDir, 'files'));
    try {
      const ok = await cli(
        ['dokument', c.email, 'bescheid.pdf', '--kategorie', 'mantelakte', '--typ', 'vermerk', '--json'],
        {},
        dir,
      );
      expect(ok.stderr).toBe('');
      const { documentId } = JSON.parse(ok.stdout) as { documentId: string };
      expect(await readAs<unknown[]>(t.app, c, '/api/dokumente')).toContainEqual(
        expect.objectContaining({ documentId, originalFileName: 'bescheid.pdf', type: 'VERMERK' }),
      );

      const objects = (await storage.list('objects')).length;
      const rows = await auditCount(t.database);
      const logged = audits(t).length;
      const refused = await cli(
        ['dokument', c.email, 'bescheid.pdf', '--kategorie', 'wp', '--typ', 'zulassung'],
        {},
        dir,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(o.typNichtFuer('zulassung', 'WP', 'ANMELDUNG, ATTEST, RUECKTRITT'));
      expect((await storage.list('objects')).length).toBe(objects);
      expect(await auditCount(t.database)).toBe(rows);
      expect(audits(t)).toHaveLength(logged);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a call set to another clock than the server', async () => {
    const res = await cli(['termin', '2/2027', '--juni', 'wr'], { PORTAL_NOW: '2027-03-01T09:00:00+01:00' });
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(o.andereUhr);
  });
});

describe('the office socket', { timeout: 120_000 }, () => {
  let t: TestApp;
  let dir: string;
  let storage: DiskFileStore;
  const anfrage = (argv: string[]) => ({
    argv,
    loginName: 'pruefer',
    osUser: 'pruefer',
    cwd: dir,
    portalNow: null,
  });
  const socketFor = () =>
    new OfficeSocket({
      dataDir: dir,
      db: t.database.db,
      clock: t.clock,
      verfahren: STANDARD_GRUNDEINSTELLUNGEN,
      storage,
      publicUrl: 'http://localhost:3000',
      logger: t.logs.logger,
      portalNow: undefined,
    });

  beforeAll(async () => {
    t = await createTestApp('pglite');
    t.clock.set('2026-10-05T08:00:00Z');
    dir = mkdtempSync(path.join(os.tmpdir(), 'ep-sock-'));
    storage = await DiskFileStore.open(path.join(dir, 'files'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('replaces a stale socket file at start and removes its own at the end', async () => {
    writeFileSync(officeSocketPath(dir), 'left by a crashed server');
    const socket = socketFor();
    await socket.listen();
    const res = await anServer(dir, process.pid, anfrage(['kandidaten']));
    expect(res).toMatchObject({ code: 0, stderr: '' });
    await socket.close();
    expect(existsSync(officeSocketPath(dir))).toBe(false);
    // No server answers any more: the caller is told, nothing was sent.
    expect(await anServer(dir, process.pid, anfrage(['kandidaten']))).toEqual({
      code: 1,
      stdout: '',
      stderr: `${o.keineBefehlsannahme(dir, process.pid)}\n`,
    });
  });

  it('lets a running command finish before it closes (graceful shutdown)', async () => {
    const socket = socketFor();
    await socket.listen();
    // A request's transaction holds the embedded database, so the command waits behind it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = t.database.db.transaction(async () => gate);
    const call = anServer(dir, process.pid, anfrage(['termin', '2/2027', '--juni', 'st', '--von', 'Test']));
    await vi.waitFor(() => expect(socket.running).toBe(1), { timeout: 30_000 });

    let closed = false;
    const closing = socket.close().then(() => (closed = true));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    await busy;
    await closing;
    expect(await call).toMatchObject({ code: 0, stdout: expect.stringContaining('2/2027') });
    expect(await auditCount(t.database)).toBe(1);
  });
});

// On PostgreSQL the command line opens its own connection beside the server; the server keeps nothing
// of the office's data in memory, so the portal shows the change at once all the same.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'office command line beside a running portal on PostgreSQL',
  { timeout: 300_000 },
  () => {
    let t: TestApp;
    let url: string;
    let database: Database;
    let drop: () => Promise<void>;
    const secret = 'test-secret-test-secret-test-secret-0123456789';

    beforeAll(async () => {
      ({ url, drop } = await createEmptyPostgresDatabase());
      database = await connect({ databaseUrl: url, poolMax: 5 });
      t = await createTestApp('pglite', { ports: { database } });
    });
    afterAll(async () => {
      await t.close();
      await database.close();
      await drop();
    });

    it('admits with the portal running; the portal shows it at once', async () => {
      t.clock.set('2026-10-05T08:00:00Z');
      const c = await seedAccount(database, t.clock, { vorname: 'Paul', nachname: 'Postgres' });
      await submitApplication(database, t.clock, c, semester(2027, 2), ['wp']);
      // The command line's clock is its own: PORTAL_NOW at the same day as the server's.
      const res = await runOfficeCli(['zulassen', c.email, '--von', 'Frau Amtmann'], {
        DATA_DIR: t.dataDir,
        DATABASE_URL: url,
        JWT_SECRET: secret,
        DOKUMENT_SCHLUESSEL: 'dGVzdC1kb2t1bWVudC1zY2hsdWVzc2VsLTMyYnl0ZSE=',
        PUBLIC_URL: 'https://portal.example.org',
        PORTAL_NOW: '2026-10-07T10:00:00+02:00',
      });
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      t.clock.set('2026-10-07T08:00:00Z');
      expect(await readAs(t.app, c, '/api/zulassung/modul')).toMatchObject({
        zwischegespeichert: 2,
        ersteszulassungsdatum: '2026-10-07',
      });
    });
  },
);
