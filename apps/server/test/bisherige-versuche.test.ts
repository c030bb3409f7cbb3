// at the submit (issue 26 point 10): failures declared on page 3 from before the portal make
// the application the attempt after them; when they leave none the submit is refused with a German
// field error of page 3 and nothing is written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { semester } from '@examensportal/domain/rules/semester';
import { applications } from '../src/db/schema';
import { beispielEignung, beispielZulassung } from '../src/demo/beispiele';
import { api, jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { bearer } from './helpers/documents';
import { multipartBody } from './helpers/multipart';
import { readAs, seedAccount } from './helpers/procedure';

describe.each(backends)('earlier failures declared with an application on %s', (backend) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
  });
  afterAll(async () => t.close());

  async function senden(art: 'WP' | 'EIGNUNG', bisherige: Record<string, unknown>) {
    const c = await seedAccount(t.database, t.clock, { art });
    const person = { vorname: c.vorname, nachname: c.nachname, email: c.email };
    const antrag =
      art === 'WP'
        ? { ...beispielZulassung(semester(2027, 2), ['wp'], person), bishierigeZulassungen: bisherige }
        : { ...beispielEignung(semester(2027, 2), person), bishierigeZulassungenEP: bisherige };
    const part = art === 'WP' ? 'zulassung' : 'eignung';
    const { body, contentType } = multipartBody([{ name: part, data: JSON.stringify(antrag) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/api/${art === 'WP' ? 'zulassung' : 'eignung'}/files`),
      headers: {
        ...bearer(await jwtFor(t.app, c)),
        'content-type': contentType,
        'idempotency-key': `bv-${++n}`,
      },
      payload: body,
    });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.accountId, c.id));
    return { res, row, c };
  }
  // A repeat application needs no Vorbildung (§ 22 (2)); beispielZulassung fills it, which is allowed.
  const einmal = (datum: string) => ({ art: 2, datumNichtBestanden1: datum, datumNichtBestanden2: '' });

  it('once failed under the old rules: the second of three overall attempts', async () => {
    const { res, row, c } = await senden('WP', einmal('2017-09-15'));
    expect(res.statusCode, res.body).toBe(200);
    expect(row).toMatchObject({ status: 'submitted', versuch: 2 });
    const laufbahn = (
      await readAs<{ laufbahn: { versuch: number; versucheMoeglich: number } }>(t.app, c, '/api/zulassung')
    ).laufbahn;
    expect(laufbahn).toMatchObject({ versuch: 2, versucheMoeglich: 3 });
  });

  it('once failed under the modular rules: the second and last overall attempt', async () => {
    const { res, row, c } = await senden('WP', einmal('2021-09-15'));
    expect(res.statusCode, res.body).toBe(200);
    expect(row).toMatchObject({ versuch: 2 });
    const laufbahn = (await readAs<{ laufbahn: { versucheMoeglich: number } }>(t.app, c, '/api/zulassung'))
      .laufbahn;
    expect(laufbahn.versucheMoeglich).toBe(2);
  });

  it('twice failed under the modular rules: refused on page 3, nothing written', async () => {
    const { res, row } = await senden('WP', {
      art: 3,
      datumNichtBestanden1: '2020-09-15',
      datumNichtBestanden2: '2023-09-15',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'bishierigeZulassungen.art': messages.laufbahn.keineZulassungMehr('§ 22 Abs. 2, § 36 Abs. 2 WiPrPrüfV'),
    });
    expect(row).toBeUndefined();
  });

  it('the aptitude test failed twice before: the third attempt (R-64)', async () => {
    const { res, row } = await senden('EIGNUNG', {
      art: 3,
      datumNichtBestanden1: '2023-02-15',
      datumNichtBestanden2: '2024-02-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(row).toMatchObject({ versuch: 3 });
  });
});
