// Notification of decision letters by retrieval (issue 27 point 4, § 41 (2a) VwVfG, decision 0033):
// the consent in Meine Daten (stored with time and wording, revocable), the provision written with the
// letter, the first retrieval by the logged-in candidate (a row; office staff never counts), the ten
// days ending on a Berlin midnight, and a revocation between provision and retrieval.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import type { BekanntgabeAntwort } from '@examensportal/domain/schemas/bekanntgabe';
import { bekanntgabeEinwilligungen, bereitstellungen } from '../src/db/schema';
import { api, jwtFor, postJson } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { eingereicht } from './helpers/declarations';
import { bearer, download } from './helpers/documents';
import { office } from '../src/office/commands';
import { officeDeps } from './helpers/procedure';
import { startSmtpSink } from './helpers/smtp';
import { getStaff, staffMember, type TestStaff } from './helpers/staff';

const md = messages.meineDaten;
const einwilligung = { erteilt: true, wortlaut: md.einwilligungWortlaut };
const widerruf = { erteilt: false, wortlaut: md.widerrufWortlaut };
/** Monday 5 October 2026, 10:00 Berlin: the provision runs to the end of 15 October (22:00 UTC). */
const HEUTE = '2026-10-05T08:00:00Z';

describe.each(backends)('notification by retrieval on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let staff: TestStaff;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
    t.clock.set(HEUTE);
    staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const stand = async (jwt: string) => {
    const res = await t.app.inject({ method: 'GET', url: api('/api/bekanntgabe'), headers: bearer(jwt) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BekanntgabeAntwort>();
  };
  const einwilligen = (jwt: string, body: unknown = einwilligung) =>
    postJson(t.app, '/api/bekanntgabe/einwilligung', body, jwt);
  /** Files the letters the office queued (the letter, then its mail). */
  const ablegen = async () => {
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
  };
  const zeileVon = async (documentId: string) =>
    (
      await t.database.db.select().from(bereitstellungen).where(eq(bereitstellungen.documentId, documentId))
    )[0];
  /** Moves the portal clock and logs the candidate in again (a session idles out after 30 minutes). */
  const um = async (k: { c: Parameters<typeof jwtFor>[1] }, iso: string) => {
    t.clock.set(iso);
    return jwtFor(t.app, k.c);
  };
  /** Admitted today, with consent first when asked: the admission letter is the one provided. */
  const mitBescheid = async (zustimmen: boolean) => {
    t.clock.set(HEUTE);
    const k = await eingereicht(t, 'WP', ['wp']);
    if (zustimmen) expect((await einwilligen(k.jwt)).statusCode).toBe(200);
    await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [k.c.email], optionen: {} });
    await ablegen();
    const [bescheid] = (await stand(k.jwt)).bescheide;
    if (!bescheid) throw new Error('no letter filed');
    return { ...k, bescheid };
  };

  it('stores the consent with time and the exact wording, once per change; only the wording shown', async () => {
    t.clock.set(HEUTE);
    const k = await eingereicht(t, 'WP', ['wp']);
    let jwt = k.jwt;
    expect(await stand(jwt)).toEqual({ einwilligung: null, bescheide: [] });

    const alt = await einwilligen(jwt, { erteilt: true, wortlaut: 'Ich willige ein.' });
    expect(alt.statusCode).toBe(409);
    expect(alt.json()).toEqual({ message: md.wortlautGeaendert });
    const extra = await einwilligen(jwt, { ...einwilligung, accountId: 'x' });
    expect(extra.statusCode).toBe(400);

    expect((await einwilligen(jwt)).json<BekanntgabeAntwort>().einwilligung).toEqual({
      erteilt: true,
      am: new Date(HEUTE).toISOString(),
    });
    await einwilligen(jwt); // already given: nothing new
    jwt = await um(k, '2026-10-05T09:00:00Z');
    expect((await einwilligen(jwt, widerruf)).json<BekanntgabeAntwort>().einwilligung?.erteilt).toBe(false);
    const rows = await t.database.db
      .select()
      .from(bekanntgabeEinwilligungen)
      .where(eq(bekanntgabeEinwilligungen.accountId, k.c.id));
    expect(rows.map((r) => [r.erteilt, r.wortlaut, r.am.toISOString()])).toEqual([
      [true, md.einwilligungWortlaut, '2026-10-05T08:00:00.000Z'],
      [false, md.widerrufWortlaut, '2026-10-05T09:00:00.000Z'],
    ]);
  });

  it('is the candidate’s own: no token 401, a staff token 401, another candidate sees none of it', async () => {
    const k = await mitBescheid(true);
    const anon = await t.app.inject({ method: 'GET', url: api('/api/bekanntgabe') });
    expect(anon.statusCode).toBe(401);
    expect((await einwilligen(staff.jwt)).statusCode).toBe(401);
    const andere = await eingereicht(t, 'WP', ['wp']);
    expect((await stand(andere.jwt)).bescheide).toEqual([]);
    // Another candidate's download of the letter is a 404 and records nothing.
    expect((await download(t.app, andere.jwt, k.bescheid.documentId)).statusCode).toBe(404);
    expect((await zeileVon(k.bescheid.documentId))?.abgerufenAm).toBeNull();
  });

  it('with consent: provided with a notice mail; the office’s view never counts; notified the day after the candidate’s first retrieval', async () => {
    const k = await mitBescheid(true);
    let jwt = k.jwt;
    expect(k.bescheid).toMatchObject({
      dateiname: 'Bescheid-Zulassung-2026-10-05.pdf',
      stand: { stand: 'bereitgestellt', abrufbarBis: '2026-10-15' },
    });
    const [mail] = sink.to(k.c.email).filter((m) => m.subject === bescheide.neuesDokumentBetreff);
    expect(mail?.text.replace(/\s+/g, ' ')).toContain('Rufen Sie ihn bitte bis zum 15.10.2026 ab');

    // The office opens the letter on the Kandidat page: not a retrieval.
    t.clock.set('2026-10-06T09:00:00Z');
    const pruefer = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const view = await getStaff(
      t.app,
      `/kandidaten/${k.c.id}/dokumente/${k.bescheid.documentId}`,
      pruefer.jwt,
    );
    expect(view.statusCode).toBe(200);
    expect((await zeileVon(k.bescheid.documentId))?.abgerufenAm).toBeNull();

    // 23:30 Berlin on 7 October (21:30 UTC): notified on 8 October.
    jwt = await um(k, '2026-10-07T21:30:00Z');
    expect((await download(t.app, jwt, k.bescheid.documentId)).statusCode).toBe(200);
    jwt = await um(k, '2026-10-09T10:00:00Z');
    expect((await download(t.app, jwt, k.bescheid.documentId)).statusCode).toBe(200);
    expect((await zeileVon(k.bescheid.documentId))?.abgerufenAm?.toISOString()).toBe(
      '2026-10-07T21:30:00.000Z',
    );
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({
      stand: 'bekanntgegeben',
      am: '2026-10-08',
      weg: 'abruf',
    });
    // The Kandidat page says the same for the letter (and nothing for the receipt).
    const leser = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const seite = await getStaff(t.app, `/kandidaten/${k.c.id}`, leser.jwt);
    expect(seite.statusCode, seite.body).toBe(200);
    const dokumente = seite.json<{ dokumente: { id: string; bekanntgabe: unknown }[] }>().dokumente;
    expect(dokumente.find((d) => d.id === k.bescheid.documentId)?.bekanntgabe).toEqual({
      stand: 'bekanntgegeben',
      am: '2026-10-08',
      weg: 'abruf',
    });
    expect(dokumente.filter((d) => d.bekanntgabe !== null)).toHaveLength(1);
  });

  it('without consent the letter goes to the post and the mail is the plain notice', async () => {
    const k = await mitBescheid(false);
    const { jwt } = k;
    expect(k.bescheid.stand).toEqual({ stand: 'postversand' });
    const mails = sink.to(k.c.email).filter((m) => m.subject === bescheide.neuesDokumentBetreff);
    expect(mails.map((m) => m.text.includes('bis zum'))).toEqual([false]);
    expect((await zeileVon(k.bescheid.documentId))?.bereitgestelltAm).toBeNull();
    // Downloading it is recorded, but is no notification.
    expect((await download(t.app, jwt, k.bescheid.documentId)).statusCode).toBe(200);
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({ stand: 'postversand' });
  });

  it('the ten days end on the Berlin midnight after 15 October', async () => {
    const k = await mitBescheid(true);
    let jwt = k.jwt;
    jwt = await um(k, '2026-10-15T21:59:59Z');
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({
      stand: 'bereitgestellt',
      abrufbarBis: '2026-10-15',
    });
    jwt = await um(k, '2026-10-15T22:00:00Z');
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({ stand: 'postversand' });
    // A retrieval from then on is recorded but does not notify.
    expect((await download(t.app, jwt, k.bescheid.documentId)).statusCode).toBe(200);
    expect((await zeileVon(k.bescheid.documentId))?.abgerufenAm).not.toBeNull();
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({ stand: 'postversand' });
  });

  it('a retrieval on the last day before that midnight notifies', async () => {
    const k = await mitBescheid(true);
    let jwt = k.jwt;
    jwt = await um(k, '2026-10-15T21:59:59Z');
    expect((await download(t.app, jwt, k.bescheid.documentId)).statusCode).toBe(200);
    jwt = await um(k, '2026-10-20T10:00:00Z');
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({
      stand: 'bekanntgegeben',
      am: '2026-10-16',
      weg: 'abruf',
    });
  });

  it('consent revoked between provision and retrieval: the provision ends, a later retrieval does not notify', async () => {
    const k = await mitBescheid(true);
    let jwt = k.jwt;
    jwt = await um(k, '2026-10-06T08:00:00Z');
    expect((await einwilligen(jwt, widerruf)).statusCode).toBe(200);
    expect((await zeileVon(k.bescheid.documentId))?.widerrufenAm?.toISOString()).toBe(
      '2026-10-06T08:00:00.000Z',
    );
    jwt = await um(k, '2026-10-06T09:00:00Z');
    expect((await download(t.app, jwt, k.bescheid.documentId)).statusCode).toBe(200);
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({ stand: 'postversand' });
    // A new consent does not bring the ended provision back; the next letter is provided again.
    expect((await einwilligen(jwt)).statusCode).toBe(200);
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({ stand: 'postversand' });
  });

  it('a revocation after the retrieval leaves the notification standing', async () => {
    const k = await mitBescheid(true);
    let jwt = k.jwt;
    jwt = await um(k, '2026-10-06T08:00:00Z');
    await download(t.app, jwt, k.bescheid.documentId);
    jwt = await um(k, '2026-10-06T09:00:00Z');
    await einwilligen(jwt, widerruf);
    expect((await zeileVon(k.bescheid.documentId))?.widerrufenAm).toBeNull();
    expect((await stand(jwt)).bescheide[0]?.stand).toEqual({
      stand: 'bekanntgegeben',
      am: '2026-10-07',
      weg: 'abruf',
    });
  });
});
