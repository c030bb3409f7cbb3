// The Kandidaten list at the size of a term (issue 28 point 6): 2,000 accounts, paged in SQL – the
// first and the last page, a sorted page and the export of all 2,000 rows; the timings are printed
// (the bench step of point 13 measures them under load).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KandidatenSeite } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { getStaff, staffMember, type TestStaff } from './helpers/staff';

describe.each(backends)('the Kandidaten list with 2,000 candidates on %s', (backend) => {
  let t: TestApp;
  let staff: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    await t.database.db.execute(sql`
      insert into accounts (email, vorname, nachname, art, password_hash, created_at, confirmed_at)
      select 'skala-' || n || '@example.org', 'Skala', 'Person' || lpad(n::text, 4, '0'), 'WP', 'x', now(), now()
      from generate_series(1, 2000) as n`);
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const zeit = async <T>(name: string, f: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const r = await f();
    console.info(`${backend} ${name}: ${Math.round(performance.now() - start)} ms`);
    return r;
  };

  it('pages the 2,000 in SQL and exports exactly them', async () => {
    const seite = async (query: string) =>
      (await getStaff(t.app, `/kandidaten?suche=skala&${query}`, staff.jwt)).json<KandidatenSeite>();
    const erste = await zeit('first page', () => seite('seite=1'));
    expect(erste).toMatchObject({ gesamt: 2000, seiten: 80 });
    expect(erste.treffer.map((x) => x.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Skala Person${String(i + 1).padStart(4, '0')}`),
    );
    const letzte = await zeit('last page', () => seite('seite=80'));
    expect(letzte.treffer.at(-1)?.name).toBe('Skala Person2000');
    const ab = await zeit('descending, page 2', () => seite('richtung=ab&seite=2'));
    expect(ab.treffer[0]?.name).toBe('Skala Person1975');
    const csv = await zeit('export of 2,000 rows', () =>
      getStaff(t.app, '/export/kandidaten?suche=skala&format=csv', staff.jwt),
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter((z) => z !== '')).toHaveLength(2001);
  }, 120_000);
});
