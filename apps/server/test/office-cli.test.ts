// The real office CLI as a process: from the server bundle, and once as the root script runs it
// (node --import tsx apps/server/src/office/cli.ts …).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { BEFEHLE } from '../src/office/commands';
import { loginName, osUserName } from '../src/office/os-user';
import { runOfficeCli } from './helpers/office-cli';

const o = officeCliTexte;
const office = runOfficeCli;

// Each case starts a process; on a busy CI machine one start alone can take half a minute.
describe('office CLI process', { timeout: 180_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ep-office-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('--help prints the German help with every command', async () => {
    // As the root script runs it (npm run office: through tsx); the other cases run the bundle.
    const res = await office(['--help'], { DATA_DIR: dir }, undefined, 'tsx');
    expect(res.code).toBe(0);
    expect(res.stdout.startsWith(o.hilfe.aufruf)).toBe(true);
    for (const befehl of BEFEHLE) {
      expect(res.stdout).toContain(`  ${befehl.name}`);
      expect(res.stdout).toContain(o.hilfe.befehle[befehl.name as keyof typeof o.hilfe.befehle]);
    }
  });

  it('checks arguments in German before it opens anything', async () => {
    const res = await office(
      ['laden', 'a@example.org', '--modul', 'xy', '--teil', 'schriftlich', '--von', 'Test'],
      {
        DATA_DIR: dir,
      },
    );
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(o.wertUngueltig('--modul', 'wp, wr, bwl, st'));
    const unknown = await office(['kandidaten', '--farbe', 'rot'], { DATA_DIR: dir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(o.optionUnbekannt('--farbe'));
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });

  it('refuses while a process that takes no commands holds the data folder', async () => {
    const locked = mkdtempSync(path.join(os.tmpdir(), 'ep-office-locked-'));
    try {
      // This test process stands in for a process without an office socket (e.g. npm run demo).
      writeFileSync(path.join(locked, '.lock'), `${process.pid}\n`);
      const res = await office(['kandidaten'], { DATA_DIR: locked });
      expect(res.code).toBe(1);
      expect(res.stderr.trim()).toBe(o.keineBefehlsannahme(locked, process.pid));
      expect(existsSync(path.join(locked, 'pglite'))).toBe(false);
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  });

  it('runs an action on the embedded database, records who did it and releases the lock', async () => {
    const res = await office(['termin', '2/2027', '--juni', 'wr,bwl,st', '--von', 'Frau Test'], {
      DATA_DIR: dir,
    });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toBe(o.terminGespeichert('2/2027', '28.02.2027', 'WR, BWL, ST'));
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);

    const audit = await office(['protokoll', '--json'], { DATA_DIR: dir });
    expect(audit.code).toBe(0);
    const rows = JSON.parse(audit.stdout) as { von: string; command: string; details: unknown }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      von: 'Frau Test',
      command: 'termin',
      details: { termin: '2027/2', juni: ['wr', 'bwl', 'st'], anmeldeschluss: '2027-02-28' },
    });
  });

  // Issue 30 point 8: containers and service units often run with an empty $USER.
  it('acts without --von when $USER is empty: the operating-system user is recorded', async () => {
    const res = await office(['termin', '1/2028', '--juni', 'keine'], { DATA_DIR: dir, USER: '' });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const audit = await office(['protokoll', '--json', '--anzahl', '1'], { DATA_DIR: dir });
    const rows = JSON.parse(audit.stdout) as { von: string; command: string }[];
    expect(rows[0]).toMatchObject({ von: osUserName(), command: 'termin' });
    expect(osUserName()).not.toBe('');
  });
});

describe('who runs the command line (os-user.ts)', () => {
  const account = () => ({ username: 'portal', uid: 1001 });
  const noAccount = () => {
    throw new Error('ENOENT: no such file or directory, uv_os_get_passwd');
  };
  it.each([
    [{ USER: 'pruefer' }, 'pruefer'],
    [{ USER: '  ', LOGNAME: 'svc' }, 'svc'],
    [{ USER: '', USERNAME: 'win' }, 'win'],
    [{ USER: '' }, 'portal'],
    [{}, 'portal'],
  ])('%j → %s', (env, name) => {
    expect(loginName(env, () => osUserName(account))).toBe(name);
  });
  it('an arbitrary container uid without an account is named by its uid', () => {
    expect(loginName({ USER: '' }, () => osUserName(noAccount, 1000650000))).toBe('uid 1000650000');
    expect(osUserName(() => ({ username: '', uid: 7 }))).toBe('uid 7');
  });
});
