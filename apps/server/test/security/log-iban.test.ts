// SEC-LOG-2 for the financial data: an IBAN sent in an interim save and a contact-data change never
// appears in the log, in any spelling (the e2e log scan covers passwords, tokens and JWTs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { api, jwtFor } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { eingereicht } from '../helpers/declarations';
import { bearer } from '../helpers/documents';
import { multipartBody, type Part } from '../helpers/multipart';
import { seedAccount } from '../helpers/procedure';
import { kontaktaenderung } from '../helpers/declarations';

const iban = 'DE02120300000000202051';
const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });

describe.each(backends)('IBAN stays out of the log on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
  });
  afterAll(async () => t.close());

  const post = (path: string, jwt: string, parts: Part[]) => {
    const { body, contentType } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: api(path),
      headers: { ...bearer(jwt), 'content-type': contentType },
      payload: body,
    });
  };

  it('logs the events of both flows, but never the IBAN', async () => {
    const k = await eingereicht(t);
    const saved = await post('/api/modul/kontaktdaten', k.jwt, [
      json('kontaktdaten', kontaktaenderung(10, { iban })),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const c = await seedAccount(t.database, t.clock);
    const fresh = { jwt: await jwtFor(t.app, c) };
    const draft = await post('/api/zulassung/zwischenspeichern', fresh.jwt, [
      json('zulassung', {
        zulassungsblock: '2/2027',
        kontaktdaten: { iban: `${iban.slice(0, 4)} ${iban.slice(4)}` },
      }),
    ]);
    expect(draft.statusCode, draft.body).toBe(200);
    // A wrong IBAN comes back as a field error, not echoed into the log either.
    const wrong = await post('/api/modul/kontaktdaten', k.jwt, [
      json('kontaktdaten', { art: 10, iban: `${iban}9` }),
    ]);
    expect(wrong.statusCode).toBe(400);

    const log = t.logs.text();
    expect(log).toContain('"event":"application.saved"');
    // The interim save says so on its access line, once it has committed (issue 29: one write fewer).
    const saves = t.logs.entries().filter((line) => line.event === 'application.saved');
    expect(saves).toEqual([
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 }, art: 'WP', files: 0 }),
    ]);
    const compact = log.replace(/\s+/g, '');
    expect(compact).not.toContain(iban);
    expect(compact).not.toContain(iban.slice(4, 16));
  });
});
