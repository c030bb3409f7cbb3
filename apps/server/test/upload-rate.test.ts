import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { minutes } from '../src/infra/clock';
import { UploadRate } from '../src/infra/upload-rate';
import { api, jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { bearer, filesIn, listDocuments, signedIn, type SignedIn, uploadParts } from './helpers/documents';
import { multipartBody, sample } from './helpers/multipart';
import { startSmtpSink } from './helpers/smtp';

const pdfs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: 'lebenslauf',
    filename: `Lebenslauf-${i}.pdf`,
    contentType: 'application/pdf',
    data: sample.pdf(),
  }));

describe('UploadRate', () => {
  const at = (min: number) => new Date(Date.UTC(2025, 2, 1, 9, min));

  it('counts files over a sliding hour and says how long to wait', () => {
    const rate = new UploadRate(3);
    expect(rate.take('a', 2, at(0))).toBe(0);
    expect(rate.take('a', 1, at(10))).toBe(0);
    // Full: one more fits when the first two leave the window at 10:00.
    expect(rate.wait('a', 1, at(30))).toBe(30 * 60);
    expect(rate.take('a', 1, at(30))).toBe(30 * 60);
    // Another account has its own budget.
    expect(rate.take('b', 3, at(30))).toBe(0);
    expect(rate.take('a', 2, at(60))).toBe(0);
    expect(rate.wait('a', 1, at(60))).toBe(10 * 60);
  });

  it('gives back files whose request failed, and never admits more than the limit at once', () => {
    const rate = new UploadRate(3);
    expect(rate.take('a', 3, at(0))).toBe(0);
    rate.giveBack('a', 2);
    expect(rate.take('a', 2, at(1))).toBe(0);
    expect(new UploadRate(3).take('a', 4, at(0))).toBe(60 * 60);
  });
});

describe.each(backends)('files per candidate and hour on %s (UPLOAD_RATE_PER_HOUR=5)', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let wp: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url, UPLOAD_RATE_PER_HOUR: '5' } });
    wp = await signedIn(t.app, sink);
    other = await signedIn(t.app, sink);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('refuses the files beyond the hourly limit with 429, Retry-After and a German message', async () => {
    expect((await uploadParts(t.app, wp.jwt, pdfs(3))).statusCode).toBe(201);
    const before = (await filesIn(t.app, 'objects')).length;

    t.clock.advance(minutes(15));
    const over = await uploadParts(t.app, wp.jwt, pdfs(3));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe(String(45 * 60));
    expect(over.json()).toMatchObject({ message: messages.files.uploadsProStundeErschoepft(45) });
    expect(over.json().message).toBe(
      'Sie haben in der letzten Stunde sehr viele Dateien hochgeladen. Bitte versuchen Sie es in 45 Minuten erneut.',
    );
    // Nothing of the refused request is kept.
    expect(await filesIn(t.app, 'objects')).toHaveLength(before);
    expect(await filesIn(t.app, 'tmp')).toHaveLength(0);
    expect(await listDocuments(t.app, wp.jwt)).toHaveLength(3);

    // What still fits is accepted; then even one file is refused before the body is read.
    expect((await uploadParts(t.app, wp.jwt, pdfs(2))).statusCode).toBe(201);
    expect((await uploadParts(t.app, wp.jwt, pdfs(1))).statusCode).toBe(429);
    // Other candidates are not affected.
    expect((await uploadParts(t.app, other.jwt, pdfs(5))).statusCode).toBe(201);
  });

  it('accepts files again once the first ones are an hour old', async () => {
    t.clock.advance(minutes(45) - 1000);
    // A fresh session: the first one has expired meanwhile.
    const jwt = await jwtFor(t.app, wp.candidate);
    expect((await uploadParts(t.app, jwt, pdfs(1))).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await uploadParts(t.app, jwt, pdfs(3))).statusCode).toBe(201);
    expect(await listDocuments(t.app, jwt)).toHaveLength(8);
  });

  // On PostgreSQL the look at the limit comes with the session check (issue 29): same answer.
  it('refuses an interim save before its body while not one more file fits the hour', async () => {
    // The other candidate's five files were taken 45 minutes ago.
    const jwt = await jwtFor(t.app, other.candidate);
    const save = () => {
      const { body, contentType } = multipartBody([
        { name: 'zulassung', data: JSON.stringify({ zulassungsblock: '2/2027', lgs: 3 }) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: api('/api/zulassung/zwischenspeichern'),
        headers: { ...bearer(jwt), 'content-type': contentType },
        payload: body,
      });
    };
    const full = await save();
    expect(full.statusCode).toBe(429);
    expect(full.headers['retry-after']).toBe(String(15 * 60));
    t.clock.advance(minutes(15));
    expect((await save()).statusCode).not.toBe(429);
  });
});
