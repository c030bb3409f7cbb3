// REL-IDEM for the final submit (quality targets §2.4 recipe 6b), checked with the invariant checker:
// ten identical submits at once and one later → one application, one receipt, every file with a row.
// The module declarations' replay, 422 and parallel cases are in declarations-json.test.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { semester } from '@examensportal/domain/rules/semester';
import { declarations, outbox } from '../../src/db/schema';
import { beispielZulassung } from '../../src/demo/beispiele';
import { createTestApp, type TestApp } from '../helpers/app';
import { api, jwtFor } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { bearer, filesIn, leaveCutWrite, listDocuments, overwriteObject } from '../helpers/documents';
import { multipartBody, sample } from '../helpers/multipart';
import { seedAccount } from '../helpers/procedure';
import { checkInvariants } from './invariants';

describe.each(backends)('final submit with one Idempotency-Key on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
  });
  afterAll(async () => t.close());

  async function submitter() {
    const c = await seedAccount(t.database, t.clock);
    const jwt = await jwtFor(t.app, c);
    const antrag = beispielZulassung(semester(2027, 2), ['wp'], c);
    const submit = (key: string, anders: { json?: object; size?: number } = {}) => {
      const { body, contentType } = multipartBody([
        { name: 'zulassung', data: JSON.stringify({ ...antrag, ...anders.json }) },
        {
          name: 'lebenslauf',
          filename: 'lebenslauf.pdf',
          contentType: 'application/pdf',
          data: sample.pdf(anders.size ?? 20_000),
        },
      ]);
      return t.app.inject({
        method: 'POST',
        url: api('/api/zulassung/files'),
        headers: { ...bearer(jwt), 'content-type': contentType, 'idempotency-key': key },
        payload: body,
      });
    };
    return { c, jwt, submit };
  }

  it('10 at once and a late repeat: one submission, one receipt, I1–I6 hold', async () => {
    const { c, jwt, submit } = await submitter();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit('zehnfach-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.json()).toMatchObject({ status: 'submitted' });
    const late = await submit('zehnfach-1');
    expect(late.statusCode).toBe(200);

    const rows = await t.database.db.select().from(declarations).where(eq(declarations.accountId, c.id));
    expect(rows).toHaveLength(1);
    await t.app.outbox.runOnce();
    const docs = await listDocuments(t.app, jwt);
    // One receipt and one copy of the application ("Antrag als PDF", issue 26), whatever the repeats.
    expect(
      docs
        .filter((d) => d.category === 'MANTELAKTE')
        .map((d) => (d.originalFileName.startsWith('Antrag-') ? 'Antrag' : 'Quittung'))
        .sort(),
    ).toEqual(['Antrag', 'Quittung']);
    // The repetitions' files were removed again: one upload of the candidate.
    expect(docs.filter((d) => d.category === 'AKTENEINGANG')).toHaveLength(1);

    const report = await checkInvariants({
      dataDir: t.dataDir,
      db: t.database.db,
      acknowledged: { idempotencyKeys: ['zehnfach-1'] },
    });
    expect(report.violations).toEqual([]);
    expect(report.swept).toEqual({ objects: 0, tmp: 0 });
  });

  it('the same key with another JSON part or another file: 422, nothing stored', async () => {
    const { c, jwt, submit } = await submitter();
    const first = await submit('anders-1');
    expect(first.statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const before = await listDocuments(t.app, jwt);

    const json = await submit('anders-1', { json: { lgs: 2 } });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({ message: serverTexte.andereSendungUnterSchluessel });
    const file = await submit('anders-1', { size: 20_001 });
    expect(file.statusCode).toBe(422);

    const again = await submit('anders-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(declarations).where(eq(declarations.accountId, c.id));
    expect(rows).toHaveLength(1);
    await t.app.outbox.runOnce();
    expect(await listDocuments(t.app, jwt)).toEqual(before);
    const report = await checkInvariants({
      dataDir: t.dataDir,
      db: t.database.db,
      acknowledged: { idempotencyKeys: ['anders-1'] },
    });
    expect(report.violations).toEqual([]);
    expect(report.swept).toEqual({ objects: 0, tmp: 0 });
  });

  it('the checker finds what a fault would leave: a changed file, an orphan, a receipt job lost', async () => {
    const { c, submit } = await submitter();
    expect((await submit('kaputt-1')).statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const [doc] = await t.database.db
      .execute(sql`select id, stored_name from documents where account_id = ${c.id} and source = 'candidate'`)
      .then((r) => (r as unknown as { rows: { id: string; stored_name: string }[] }).rows);
    await overwriteObject(t, doc?.stored_name ?? '', sample.pdf(20_000).fill(0x41, 200));
    await leaveCutWrite(t, '00000000-0000-4000-8000-000000000000', Buffer.from('cut upload'));
    // The receipt job and the receipt gone: a declaration without its receipt.
    await t.database.db.execute(sql`delete from documents where account_id = ${c.id} and source = 'receipt'`);
    await t.database.db.delete(outbox).where(eq(outbox.kind, 'receipt'));

    const report = await checkInvariants({
      dataDir: t.dataDir,
      db: t.database.db,
      acknowledged: { idempotencyKeys: ['kaputt-1', 'nie-gesendet'] },
    });
    expect(report.violations).toEqual(
      expect.arrayContaining([
        `I1: acknowledged submit with key nie-gesendet is missing`,
        `I2: document ${doc?.id ?? ''}: SHA-256 differs`,
        expect.stringMatching(/^I4: declaration .* has neither a receipt nor a receipt job$/),
        // The deleted receipt's PDF is an orphan now; the sweeper removes it.
      ]),
    );
    expect(report.swept.tmp).toBe(1);
    expect(report.swept.objects).toBeGreaterThanOrEqual(1);
    expect(await filesIn(t.app, 'tmp')).toEqual([]);
  });
});

// The final submit's key is looked at before the upload rate and the quota too: its repeat gets the
// stored answer (200) even when the candidate is at a limit now.
describe.each(backends)('final submit repeated at an upload limit on %s', (backend) => {
  it.each([
    ['the upload rate', { UPLOAD_RATE_PER_HOUR: '1' }],
    ['the file quota', { UPLOAD_QUOTA_FILES: '1' }],
  ])('at %s: the repeat is answered, nothing new is stored', async (_, env) => {
    const t = await createTestApp(backend, { env });
    try {
      t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
      const c = await seedAccount(t.database, t.clock);
      const jwt = await jwtFor(t.app, c);
      const { body, contentType } = multipartBody([
        { name: 'zulassung', data: JSON.stringify(beispielZulassung(semester(2027, 2), ['wp'], c)) },
        {
          name: 'lebenslauf',
          filename: 'lebenslauf.pdf',
          contentType: 'application/pdf',
          data: sample.pdf(),
        },
      ]);
      const submit = () =>
        t.app.inject({
          method: 'POST',
          url: api('/api/zulassung/files'),
          headers: { ...bearer(jwt), 'content-type': contentType, 'idempotency-key': 'grenze-abschicken' },
          payload: body,
        });
      const first = await submit();
      expect(first.statusCode, first.body).toBe(200);
      const again = await submit();
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status: 'submitted' });
      const rows = await t.database.db.select().from(declarations).where(eq(declarations.accountId, c.id));
      expect(rows).toHaveLength(1);
      const docs = await listDocuments(t.app, jwt);
      expect(docs.filter((d) => d.category === 'AKTENEINGANG')).toHaveLength(1);
      // The first submit kicked its receipt job, which writes the PDF through tmp/: on a loaded machine
      // it was still writing when the folder was listed (seen beside stress --cpu 2). Once it is done,
      // nothing of the repeat may remain.
      await t.app.outbox.runOnce();
      expect(await filesIn(t.app, 'tmp')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
