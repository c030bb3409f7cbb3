// Issue 8, done when: the office command line admits an application the candidate submitted through
// the portal's API (not one written into the database by a test helper).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { semester } from '@examensportal/domain/rules/semester';
import { beispielEignung, beispielZulassung } from '../src/demo/beispiele';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { api, jwtFor } from './helpers/accounts';
import { backends } from './helpers/db';
import { bearer } from './helpers/documents';
import { multipartBody, type Part, sample } from './helpers/multipart';
import { getAs, officeDeps, seedAccount } from './helpers/procedure';

const o = officeCliTexte;
const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });
const pdf = (name: string, filename: string): Part => ({
  name,
  filename,
  contentType: 'application/pdf',
  data: sample.pdf(2048),
});

function post(app: FastifyInstance, path: string, jwt: string, body: Part[] | object, key?: string) {
  const headers: Record<string, string> = { ...bearer(jwt), ...(key ? { 'idempotency-key': key } : {}) };
  if (!Array.isArray(body)) return app.inject({ method: 'POST', url: api(path), headers, payload: body });
  const multipart = multipartBody(body);
  return app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...headers, 'content-type': multipart.contentType },
    payload: multipart.body,
  });
}

describe.each(backends)('office admits an application submitted through the API on %s', (backend) => {
  let t: TestApp;
  const zulassen = (email: string) =>
    office(officeDeps(t.database, t.clock, 'Frau Amtmann'), 'zulassen', {
      positionals: [email],
      optionen: {},
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z'); // open term 2/2027
  });
  afterAll(async () => t.close());

  it('WP: submitted with a file, admitted by the office; the portal then shows the admission', async () => {
    const c = await seedAccount(t.database, t.clock, { vorname: 'Olga', nachname: 'Amtsweg' });
    const jwt = await jwtFor(t.app, c);
    const antrag = beispielZulassung(semester(2027, 2), ['wp', 'st'], {
      vorname: c.vorname,
      nachname: c.nachname,
      email: c.email,
    });
    const sent = await post(
      t.app,
      '/api/zulassung/files',
      jwt,
      [json('zulassung', antrag), pdf('lebenslauf', 'lebenslauf.pdf')],
      'office-wp-0001',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'submitted' });

    // Before the decision the candidate may still withdraw; the office decides two days later.
    t.clock.set('2026-10-07T08:00:00Z');
    const result = await zulassen(c.email);
    expect(result.text).toContain(o.zugelassen(c.email, '07.10.2026', '2/2027'));
    expect(result.text).toContain(o.anmeldungenAngelegt('WP, ST'));

    const fresh = await jwtFor(t.app, c);
    expect((await getAs(t.app, '/api/zulassung/modul', fresh)).json()).toMatchObject({
      zwischegespeichert: 2,
      antragsdatum: '2026-10-05',
      ersteszulassungsdatum: '2026-10-07',
      modulabmeldungen: { wp: true, st: true, wr: false, bwl: false },
    });
    // Admitted: the application can no longer be withdrawn, and not admitted twice.
    const ruecknahme = await post(
      t.app,
      '/api/modul/ruecknahme',
      fresh,
      { zulassungsblock: '2/2027', art: 2, abgesendetAm: '2026-10-07 10:00', bestaetigt: true },
      'office-wp-0002',
    );
    expect(ruecknahme.statusCode).toBe(409);
    expect(ruecknahme.json()).toEqual({ message: messages.generic.nichtAnwendbar });
    await expect(zulassen(c.email)).rejects.toThrow(/nicht eingereicht/);
  });

  it('EIGNUNG: submitted, admitted by the office', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const e = await seedAccount(t.database, t.clock, {
      art: 'EIGNUNG',
      vorname: 'Emil',
      nachname: 'Eignung',
    });
    const jwt = await jwtFor(t.app, e);
    const antrag = beispielEignung(semester(2027, 2), {
      vorname: e.vorname,
      nachname: e.nachname,
      email: e.email,
    });
    const sent = await post(t.app, '/api/eignung/files', jwt, [json('eignung', antrag)], 'office-ep-0001');
    expect(sent.statusCode, sent.body).toBe(200);

    t.clock.set('2026-10-06T08:00:00Z');
    const result = await zulassen(e.email);
    expect(result.text).toContain(o.zugelassen(e.email, '06.10.2026', '2/2027'));
    const fresh = await jwtFor(t.app, e);
    expect((await getAs(t.app, '/api/eignung/modul', fresh)).json()).toMatchObject({
      zwischegespeichert: 2,
      ersteszulassungsdatum: '2026-10-06',
    });
  });
});
