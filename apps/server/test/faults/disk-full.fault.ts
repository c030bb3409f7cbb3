// Disk full during an upload (quality targets §2.4 recipe 5, REL-DISK) on a real file system: a small
// tmpfs mounted as DATA_DIR/files. 507 with the German text, the tmp file gone, no row, reads go on.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { sample } from '../helpers/multipart';
import { call, emlMailbox, getAuthed, login, postParts, registerConfirmed } from './harness/client';
import { withDatabase } from './harness/database';
import { type FaultServer, startFaultServer } from './harness/server';
import { checkInvariants } from './invariants';

const port = 3540;
const MiB = 1024 * 1024;

describe('disk full during an upload (8 MiB tmpfs as DATA_DIR/files)', () => {
  let dataDir: string;
  let filesDir: string;
  let mountError: string | undefined;
  let server: FaultServer | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ep-fault-disk-'));
    filesDir = path.join(dataDir, 'files');
    mkdirSync(filesDir);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m,mode=0700', 'tmpfs', filesDir], { stdio: 'pipe' });
    } catch (error) {
      mountError = `cannot mount a tmpfs here (needs root or CAP_SYS_ADMIN): ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
    }
  });
  afterAll(async () => {
    await server?.stop(5000);
    if (!mountError) execFileSync('umount', [filesDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('507 in German, no row, no tmp file; downloads and smaller uploads keep working', async (context) => {
    if (mountError) return context.skip(mountError);
    server = await startFaultServer({ dataDir, port });
    const person = await registerConfirmed(server.api, emlMailbox(dataDir));
    const jwt = await login(server.api, person.email);
    const upload = (name: string, size: number) =>
      postParts(`${server?.api ?? ''}/api/dokumente/files`, jwt, [
        { name: 'zeugnis', filename: name, data: sample.pdf(size) },
      ]);

    const first = await upload('passt.pdf', 5 * MiB);
    expect(first.status).toBe(201);
    const acknowledged = (first.body as { documentId: string }[]).map((d) => d.documentId);

    const full = await upload('zu-gross-fuer-die-platte.pdf', 4 * MiB);
    expect(full.status).toBe(507);
    expect(full.body).toEqual({ message: serverTexte.speicherVoll });
    expect(readdirSync(path.join(filesDir, 'tmp'))).toEqual([]);
    expect(readdirSync(path.join(filesDir, 'objects'))).toHaveLength(1);

    // Reads go on: the list and the stored file.
    const list = await getAuthed(`${server.api}/api/dokumente`, jwt);
    expect((list.body as { originalFileName: string }[]).map((d) => d.originalFileName)).toEqual([
      'passt.pdf',
    ]);
    const file = await call(`${server.api}/api/dokumente/download/${acknowledged[0] ?? ''}`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(file.status).toBe(200);
    // The space the refused upload took is free again.
    const small = await upload('klein.pdf', 1 * MiB);
    expect(small.status).toBe(201);
    acknowledged.push(...(small.body as { documentId: string }[]).map((d) => d.documentId));

    expect(await server.stop(), server.output().slice(-3000)).toBe(0);
    const report = await withDatabase({ dataDir }, (database) =>
      checkInvariants({ dataDir, db: database.db, acknowledged: { documentIds: acknowledged } }),
    );
    expect(report.violations).toEqual([]);
    expect(report.swept).toEqual({ objects: 0, tmp: 0 });
    expect(report.documents).toBe(2);
  });
});
