import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { createTestApp, type TestApp } from './helpers/app';
import { api } from './helpers/accounts';

describe('request content types on the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['application/json; charset=utf-8', 400, messages.validation.eingabenUngueltig],
    ['application/json', 400, messages.validation.eingabenUngueltig],
    ['text/plain', 415, serverTexte.nichtUnterstuetzterInhalt],
    ['application/xml', 415, serverTexte.nichtUnterstuetzterInhalt],
  ])('%s → %i', async (type, status, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      headers: { 'content-type': type },
      payload: '{"email":"x"}',
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('treats an empty JSON body as no body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.validation.eingabenUngueltig, fieldErrors: {} });
  });

  it('offers no CORS: a preflight gets no Access-Control-Allow-Origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: api('/login'),
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.statusCode).toBe(404);
  });
});
