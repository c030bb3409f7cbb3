import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { HttpError } from '../src/http/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';

const schema = z
  .object({
    email: z
      .string({ error: messages.validation.feldLeer })
      .email({ error: messages.validation.emailUngueltig }),
    vorname: z.string().min(2, { error: messages.validation.vornameMin }),
  })
  .strict();

describe.each(backends)('error handling on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      extend: (app) => {
        app.post('/examensportal/backend/test/echo', async (request) => schema.parse(request.body));
        app.get('/examensportal/backend/test/boom', async () => {
          throw new Error('relation "secret_table" does not exist\n    at Parser.parseErrorMessage');
        });
        app.get('/examensportal/backend/test/rule', async () => {
          throw new HttpError(409, messages.generic.nichtAnwendbar);
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/examensportal/backend/test/echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it('turns zod errors into 400 {message, fieldErrors} with the schema German texts', async () => {
    const res = await post(JSON.stringify({ email: 'kein-at', vorname: 'A' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: messages.validation.eingabenUngueltig,
      fieldErrors: { email: messages.validation.emailUngueltig, vorname: messages.validation.vornameMin },
    });
  });

  it('rejects unknown fields without leaking zod English', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.de', vorname: 'Anna', rolle: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.validation.eingabenUngueltig, fieldErrors: {} });
  });

  it.each([
    ['broken JSON', '{"email":', 'application/json', 400, serverTexte.ungueltigesJson],
    [
      '__proto__',
      '{"__proto__":{"admin":true},"email":"a@b.de","vorname":"Anna"}',
      'application/json',
      400,
      serverTexte.ungueltigesJson,
    ],
    [
      'constructor.prototype',
      '{"constructor":{"prototype":{"admin":true}}}',
      'application/json',
      400,
      serverTexte.ungueltigesJson,
    ],
    [
      'unsupported type',
      'email=a',
      'application/x-www-form-urlencoded',
      415,
      serverTexte.nichtUnterstuetzterInhalt,
    ],
    [
      'too large',
      JSON.stringify({ email: 'x'.repeat(300 * 1024) }),
      'application/json',
      413,
      serverTexte.anfrageZuGross,
    ],
  ])('%s → %i with a German message', async (_name, payload, type, status, message) => {
    const res = await post(payload, type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it('answers rule violations with their German message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/examensportal/backend/test/rule' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.generic.nichtAnwendbar });
  });

  it('answers unexpected errors with the generic text and logs them server-side', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/examensportal/backend/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe(JSON.stringify({ message: 'Es ist ein Fehler aufgetreten' }));
    expect(t.logs.text()).toContain('secret_table');
  });

  it('answers unknown API paths and methods with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/examensportal/backend/api/gibt-es-nicht' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: serverTexte.nichtGefunden });
    }
  });
});
