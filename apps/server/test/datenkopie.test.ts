// Issue 30 point 2: "Meine Daten herunterladen" (Art. 15 DSGVO). The candidate gets one ZIP with a
// readable daten.json and every document of the digital file (the receipt among them); no secret is
// in it; the copy is in the Protokoll; 5 copies per account and hour; the office produces the same
// file from the Kandidat page. And no table with an account column can be forgotten.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API, PRUEFUNGSSTELLE_BASE } from '@examensportal/domain/api-pruefungsstelle';
import { parseSemester } from '@examensportal/domain/rules/semester';
import { declarations, documents, staffAudit } from '../src/db/schema';
import { enqueueReceipt } from '../src/features/receipts/job';
import { ABSCHNITTE, NICHT_IN_DER_KOPIE } from '../src/features/datenkopie/collect';
import { getTableName } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { uploadParts } from './helpers/documents';
import { sample } from './helpers/multipart';
import { staffMember } from './helpers/staff';

const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? new Uint8Array()).toString('utf8');
const sha256 = (bytes: Uint8Array | undefined) =>
  createHash('sha256')
    .update(bytes ?? new Uint8Array())
    .digest('hex');

describe.each(backends)('Meine Daten herunterladen on %s', (backend) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof eingereicht>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    k = await eingereicht(t);
    const up = await uploadParts(t.app, k.jwt, [
      { name: 'zeugnis', filename: 'Zeugnis/Ärger.pdf', data: sample.pdf() },
    ]);
    expect(up.statusCode, up.body).toBe(201);
    // A receipt as the declaration routes file it (the job writes the PDF into the digital file).
    const [erklaerung] = await t.database.db
      .select()
      .from(declarations)
      .where(eq(declarations.accountId, k.c.id));
    await enqueueReceipt(t.database.db, {
      accountId: k.c.id,
      declarationId: erklaerung?.id ?? '',
      ereignis: 'anmeldung',
      termin: '2027/2',
      module: ['wp'],
      pruefungsteile: [],
      angaben: [],
      dokumente: [],
      eingegangenAm: t.clock.now().toISOString(),
      erklaerung: { art: 'anmeldung', termin: parseSemester('2027/2')!, module: ['wp'] },
    });
    await t.app.outbox.runOnce();
  }, 120_000);
  afterAll(async () => t.close());

  const herunterladen = (jwt: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API_BASE}${API.datenkopie.path}`,
      headers: { authorization: `Bearer ${jwt}` },
    });

  it('streams a ZIP with daten.json and every document, without secrets, and records it', async () => {
    const res = await herunterladen(k.jwt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('datenkopie-2026-10-05.zip');
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzip(res.rawPayload);
    const daten = JSON.parse(text(files['daten.json'])) as Record<string, unknown> & {
      konto: Record<string, unknown>;
      antraege: { status: string }[];
      erklaerungen: { vorgang: string }[];
      dokumente: { id: string; source: string; sha256: string; pfadImArchiv: string }[];
      protokoll: unknown[];
      nachrichten: unknown[];
      sitzungen: unknown[];
    };
    expect(daten.konto).toMatchObject({ id: k.c.id, email: k.c.email, vorname: k.c.vorname });
    expect(daten.antraege.map((a) => a.status)).toEqual(['submitted']);
    expect(daten.erklaerungen.map((e) => e.vorgang)).toEqual(['zulassungsantrag']);
    expect(daten.sitzungen.length).toBeGreaterThan(0);

    // Every document of the account, each file byte for byte, the receipt among them.
    const rows = await t.database.db.select().from(documents).where(eq(documents.accountId, k.c.id));
    expect(rows.map((r) => r.source).sort()).toEqual(expect.arrayContaining(['candidate', 'receipt']));
    expect(daten.dokumente.map((d) => d.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const d of daten.dokumente) {
      expect(sha256(files[d.pfadImArchiv]), d.pfadImArchiv).toBe(d.sha256);
    }
    const upload = daten.dokumente.find((d) => d.source === 'candidate');
    expect(upload?.pfadImArchiv).toMatch(/^dokumente\/AKTENEINGANG\/[0-9a-f]{8}-Ärger\.pdf$/);
    expect(Object.keys(files).sort()).toEqual(
      ['daten.json', ...daten.dokumente.map((d) => d.pfadImArchiv)].sort(),
    );

    // No secret: no password hash, no stored object name, no chain link, no sealed token.
    const json = text(files['daten.json']);
    for (const secret of [
      'passwordHash',
      '$argon2',
      'storedName',
      'prevHash',
      'sealedToken',
      'contentHash',
    ]) {
      expect(json).not.toContain(secret);
    }
    for (const r of rows) expect(json).not.toContain(r.storedName);

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.aktion, 'datenkopie.kandidat'), eq(staffAudit.accountId, k.c.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.nachher).toEqual({ dokumente: rows.length });
    expect(
      t.logs
        .entries()
        .filter((e) => e.event === 'datenkopie.erstellt')
        .at(-1),
    ).toMatchObject({ accountId: k.c.id, dokumente: rows.length });
  });

  it('allows 5 copies per account and hour, then answers 429 with Retry-After', async () => {
    const other = await eingereicht(t);
    for (let i = 0; i < 5; i++) expect((await herunterladen(other.jwt)).statusCode).toBe(200);
    const refused = await herunterladen(other.jwt);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('gives the office the same file from the Kandidat page, audited with the staff member', async () => {
    const staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${PRUEFUNGSSTELLE_BASE}${PRUEFUNGSSTELLE_API.kandidatDatenkopie.path.replace(':id', k.c.id)}`,
      headers: { authorization: `Bearer ${staff.jwt}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const daten = JSON.parse(text(unzip(res.rawPayload)['daten.json'])) as { konto: { id: string } };
    expect(daten.konto.id).toBe(k.c.id);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.aktion, 'datenkopie.pruefungsstelle'), eq(staffAudit.accountId, k.c.id)));
    expect(audit.map((a) => a.wer)).toEqual([staff.name]);
    // A candidate's token is not a staff token.
    const asCandidate = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${PRUEFUNGSSTELLE_BASE}${PRUEFUNGSSTELLE_API.kandidatDatenkopie.path.replace(':id', k.c.id)}`,
      headers: { authorization: `Bearer ${k.jwt}` },
    });
    expect(asCandidate.statusCode).toBe(401);
  });

  it('leaves no table with an account column out unnoticed', async () => {
    const tables = await query<{ table_name: string }>(
      t.database,
      sql`select distinct table_name from information_schema.columns
          where table_schema = current_schema() and column_name = 'account_id' order by table_name`,
    );
    const covered = new Set<string>([...ABSCHNITTE.map((a) => getTableName(a.table)), ...NICHT_IN_DER_KOPIE]);
    expect(tables.map((r) => r.table_name).filter((name) => !covered.has(name))).toEqual([]);
  });
});
