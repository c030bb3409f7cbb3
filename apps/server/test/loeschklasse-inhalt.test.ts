// Applications and declarations per class (decision 0062), from R-112 / § 1a WiPrPrüfV: a candidate
// admitted whose procedure ended without passing, notified 10 March 2020 → final 10 April 2020 after the
// one-month Widerspruchsfrist, and who withdrew a second application on 10 May 2021 (2 years after the
// end of 2021: 31.12.2023, earlier than the first). Applications and declarations (10 years): due from
// 11 April 2030; the proof of the result stays 50 years (till 10.04.2070), so the account stays. What the
// candidate wrote goes, status, dates, kind and term stay. The database itself allows exactly that
// redaction, once, by the deletion run, and refuses every other change of a declaration.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { semester } from '@examensportal/domain/rules/semester';
import { faelligeErmitteln } from '../src/features/loeschung/service';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
import { backends, query } from './helpers/db';
import { seedAccount, submitApplication } from './helpers/procedure';
import { postStaff, staffMember, getStaff } from './helpers/staff';

type Zeile = { accountId: string; klasse: string; anzahl: number; ab: string };

describe.each(backends)('Anträge und Erklärungen je Klasse on %s', (backend) => {
  let t: TestApp;
  let e = '';
  let kandidat: Awaited<ReturnType<typeof seedAccount>>;

  const klassen = async (wann: string) => {
    t.clock.set(wann);
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    await faelligeErmitteln({ db: t.database.db, clock: t.clock, config: t.config });
    const res = await getStaff(t.app, PRUEFUNGSSTELLE_API.loeschliste.path, leitung.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return { leitung, zeilen: res.json<{ eintraege: Zeile[] }>().eintraege.filter((z) => z.accountId === e) };
  };
  const inhalt = (table: 'applications' | 'declarations') =>
    query<{ payload: Record<string, unknown>; status?: string }>(
      t.database,
      sql`select * from ${sql.identifier(table)} where account_id = ${e}`,
    );
  /** The database's own refusal (drizzle wraps it: the trigger's text is in the cause). */
  const verweigert = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (x: unknown) => x as Error & { cause?: Error },
    );
    expect(`${err?.message} ${err?.cause?.message}`).toMatch(/append-only/);
  };
  /** An UPDATE of a declaration in a transaction, announced as the deletion run or not. */
  const aendern = (payload: string, alsLoeschung: boolean, mehr = sql``) =>
    t.database.db.transaction(async (tx) => {
      if (alsLoeschung) await tx.execute(sql`select set_config('examensportal.loeschung', 'on', true)`);
      await tx.execute(
        sql`update declarations set payload = ${payload}::jsonb ${mehr} where account_id = ${e}`,
      );
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2020-01-10T08:00:00Z');
    await staffMember(t.app, t.database, t.clock, 'leitung');
    const c = await seedAccount(t.database, t.clock, { nachname: 'Abgelehnt' });
    kandidat = c;
    e = c.id;
    await submitApplication(t.database, t.clock, c, semester(2020, 2));
    const db = t.database.db;
    await db.execute(
      sql`update applications set status = 'withdrawn', decided_at = '2020-03-10T10:00:00Z' where account_id = ${e}`,
    );
    t.clock.set('2021-04-01T08:00:00Z');
    await submitApplication(t.database, t.clock, c, semester(2022, 1));
    await db.execute(
      sql`update applications set status = 'withdrawn', decided_at = '2021-05-10T10:00:00Z'
        where account_id = ${e} and status = 'submitted'`,
    );
    await db.execute(
      sql`update applications set status = 'admitted', ersteszulassungsdatum = '2020-03-10'
        where account_id = ${e} and decided_at = '2020-03-10T10:00:00Z'`,
    );
  }, 180_000);
  afterAll(async () => t.close());

  it('outside the deletion run the database refuses to change a declaration', async () => {
    await verweigert(aendern('{"geloescht": "2030-04-11"}', false));
  });

  it.each([
    ['more keys than the marker', '{"geloescht": "2030-04-11", "nachname": "X"}', sql``],
    ['another payload', '{"nachname": "Anders"}', sql``],
    ['no day in the marker', '{"geloescht": "bald"}', sql``],
    ['another column too', '{"geloescht": "2030-04-11"}', sql`, term = '2031/1'`],
  ])('even the deletion run may not write %s', async (_, payload, mehr) => {
    await verweigert(aendern(payload, true, mehr));
    expect(JSON.stringify((await inhalt('declarations'))[0]?.payload)).not.toContain('geloescht');
  });

  it('on 10.04.2030 nothing of the two classes is due, on 11.04.2030 both are, with their counts', async () => {
    const vorher = (await klassen('2030-04-10T10:00:00Z')).zeilen.map((z) => z.klasse);
    expect(vorher).not.toContain('antrag');
    expect(vorher).not.toContain('erklaerung');
    const { zeilen } = await klassen('2030-04-11T10:00:00Z');
    expect(zeilen.find((z) => z.klasse === 'antrag')).toMatchObject({ anzahl: 2, ab: '2030-04-11' });
    expect(zeilen.find((z) => z.klasse === 'erklaerung')?.anzahl).toBeGreaterThanOrEqual(1);
  });

  it('approving both empties the payloads to the marker, keeps status and dates, and counts in the log', async () => {
    const { leitung } = await klassen('2030-04-11T10:00:00Z');
    const res = await postStaff(
      t.app,
      PRUEFUNGSSTELLE_API.loeschungFreigeben.path,
      {
        zeilen: [
          { accountId: e, klasse: 'antrag' },
          { accountId: e, klasse: 'erklaerung' },
        ],
      },
      leitung.jwt,
    );
    expect(res.statusCode, res.body).toBe(200);
    const antraege = await inhalt('applications');
    for (const a of antraege) expect(a.payload).toEqual({ geloescht: '2030-04-11' });
    expect(antraege.map((a) => a.status).sort()).toEqual(['admitted', 'withdrawn']);
    const erklaerungen = await inhalt('declarations');
    expect(erklaerungen.length).toBeGreaterThanOrEqual(1);
    for (const d of erklaerungen) expect(d.payload).toEqual({ geloescht: '2030-04-11' });
    expect(JSON.stringify(erklaerungen)).not.toContain('Abgelehnt');
    const logs = await query<{ klasse: string }>(
      t.database,
      sql`select klasse from loeschungen where account_id = ${e} order by klasse`,
    );
    expect(logs.map((l) => l.klasse)).toEqual(['antrag', 'erklaerung']);
    expect((await klassen('2030-04-12T10:00:00Z')).zeilen.map((z) => z.klasse)).not.toContain('antrag');
  });

  it('after the redaction every reader still answers: the candidate status, the file copy, the office pages', async () => {
    t.clock.set('2030-04-13T10:00:00Z');
    expect((await inhalt('applications'))[0]?.payload).toEqual({ geloescht: '2030-04-11' });
    const jwt = await jwtFor(t.app, kandidat);
    for (const url of [API.status.path, API.zulassung.path, API.datenkopie.path]) {
      const res = await t.app.inject({
        method: 'GET',
        url: api(url),
        headers: { authorization: `Bearer ${jwt}` },
      });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    }
    const leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    for (const pfad of [PRUEFUNGSSTELLE_API.kandidat.path, PRUEFUNGSSTELLE_API.kandidatAntraege.path]) {
      const res = await getStaff(t.app, pfad.replace(':id', e), leitung.jwt);
      expect(res.statusCode, `${pfad}: ${res.body.slice(0, 300)}`).toBe(200);
      if (pfad === PRUEFUNGSSTELLE_API.kandidatAntraege.path)
        expect(res.body).toContain('Inhalt gelöscht am 11.04.2030');
    }
  });

  it('a redacted declaration cannot be redacted again or changed back', async () => {
    await verweigert(aendern('{"geloescht": "2030-05-01"}', true));
    await verweigert(aendern('{"nachname": "Abgelehnt"}', true));
  });
});
