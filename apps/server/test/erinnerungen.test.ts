// Issue 27 points 5 and 6 on the server (decision 0040): each reminder is queued on its Berlin day and
// not the day before, once however often and on however many instances the job runs, not when the
// candidate switched its kind off; the feed (no session, secret address) parses with a second library
// (ical.js) and holds the paper days with time and venue; SEQUENCE rises when the office moves a day;
// a new address closes the old one at once, also on a second instance.
import ICAL from 'ical.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { nachforderungAnlegenSchema } from '@examensportal/domain/schemas/nachforderung';
import { berlinMitternacht } from '@examensportal/domain/rules/erinnerungen';
import { semester } from '@examensportal/domain/rules/semester';
import { erinnerungenVersandt, erinnerungSchalter, outbox } from '../src/db/schema';
import { erinnerungenVersenden } from '../src/features/erinnerungen/versand';
import { STANDARD_GRUNDEINSTELLUNGEN } from '../src/features/procedure/settings';
import { renderMail, linksFor } from '../src/infra/mail-templates';
import { Sealer } from '../src/infra/seal';
import type { StoredMail } from '../src/infra/stored-mail';
import { office } from '../src/office/commands';
import { terminFestlegen } from '../src/features/buero/termine';
import { api, jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { officeDeps, type SeededCandidate, seedAccount, submitApplication } from './helpers/procedure';
import { anlegen } from './helpers/staff';
import { nachforderungSchreiben } from '../src/features/nachforderung/anfordern';

const termin = semester(2027, 2);
const mitternacht = (tag: string, plusMs = 0) => new Date(berlinMitternacht(tag).getTime() + plusMs);

describe.each(backends)('reminders and the calendar on %s', (backend) => {
  let t: TestApp;
  let zweite: TestApp;
  let a: SeededCandidate;
  let b: SeededCandidate;
  const sealer = new Sealer(
    new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789'),
    'outbox',
  );
  const versenden = (app: TestApp = t) =>
    erinnerungenVersenden({
      db: app.database.db,
      clock: t.clock,
      verfahren: STANDARD_GRUNDEINSTELLUNGEN,
      sealer,
      messageDomain: 'portal.example.org',
    });
  const festlegen = (beginn: string) =>
    terminFestlegen(officeDeps(t.database, t.clock), {
      termin,
      aufsichtsarbeiten: { st: ['2027-08-16', '2027-08-17'] },
      aufsichtsarbeitenBeginn: { st: [beginn, ''] },
      orte: { regulaer: { '1': 'Berlin, Rankestraße 26' } },
    });
  /** The reminder mails queued for an account, oldest first (by id: the test clock stands still). */
  const mails = async (c: SeededCandidate) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'mail')).orderBy(asc(outbox.id)))
      .map((row) => row.payload as StoredMail)
      .filter((p) => p.job.template === 'erinnerung' && p.job.to === c.email)
      .map((p) => p.job as Extract<StoredMail['job'], { template: 'erinnerung' }>);

  beforeAll(async () => {
    t = await createTestApp(backend);
    // A second instance on the same database and the same portal clock (issue 18).
    zweite = await createTestApp(backend, { database: t.database, ports: { clock: t.clock } });
    t.clock.set('2026-10-05T08:00:00Z');
    await festlegen('09:00');
    const zugelassen = async () => {
      const c = await seedAccount(t.database, t.clock);
      await submitApplication(t.database, t.clock, c, termin, ['st']);
      await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [c.email], optionen: {} });
      return c;
    };
    a = await zugelassen();
    b = await zugelassen();
    // The paper invitation opens the withdrawal window.
    for (const c of [a, b])
      await office(officeDeps(t.database, t.clock), 'laden', {
        positionals: [c.email],
        optionen: { modul: 'st', teil: 'schriftlich' },
      });
  }, 180_000);
  afterAll(async () => {
    await zweite?.close();
    await t?.close();
  });

  it('the registration deadline: 14 and 3 days before, each on its Berlin day and not the day before', async () => {
    t.clock.set(mitternacht('2027-02-14', -60_000));
    await versenden();
    expect((await mails(a)).filter((m) => m.art === 'anmeldeschluss')).toEqual([]);
    t.clock.set(mitternacht('2027-02-14'));
    await versenden();
    expect((await mails(a)).filter((m) => m.art === 'anmeldeschluss')).toEqual([
      expect.objectContaining({ werte: expect.objectContaining({ tag: '28.02.2027', termin: '2/2027' }) }),
    ]);
    t.clock.set(mitternacht('2027-02-25', -60_000));
    await versenden();
    expect((await mails(a)).filter((m) => m.art === 'anmeldeschluss')).toHaveLength(1);
    t.clock.set(mitternacht('2027-02-25'));
    await versenden();
    expect((await mails(a)).filter((m) => m.art === 'anmeldeschluss')).toHaveLength(2);
  });

  it('sent once when the job runs twice, and when two instances run it at the same moment', async () => {
    const vorher = (await mails(a)).length;
    t.clock.set(mitternacht('2027-08-09', 3_600_000));
    await Promise.all([versenden(t), versenden(zweite), versenden(t)]);
    await versenden(zweite);
    const neu = (await mails(a)).slice(vorher);
    expect(neu).toEqual([
      expect.objectContaining({
        art: 'aufsichtsarbeit',
        werte: expect.objectContaining({
          tag: '16.08.2027',
          beginn: '09:00',
          ort: 'Berlin, Rankestraße 26',
          lgs: 'Berlin',
        }),
      }),
    ]);
    const rows = await t.database.db
      .select()
      .from(erinnerungenVersandt)
      .where(and(eq(erinnerungenVersandt.accountId, a.id), eq(erinnerungenVersandt.art, 'aufsichtsarbeit')));
    expect(rows.map((r) => [r.ereignis, r.versatz, r.faelligAm])).toEqual([
      ['aufsichtsarbeit:2027/2:st:1', '-7T', '2027-08-09'],
    ]);
    // The mail: formal, the day, time and place, what to do, the portal's link and how to switch it off.
    const text = renderMail(neu[0]!, linksFor('https://portal.example.org')).text;
    expect(text).toContain('am 16.08.2027 um 09:00 Uhr schreiben Sie die 1. Aufsichtsarbeit (von 2)');
    expect(text).toContain('https://portal.example.org/examensportal/login');
    expect(text).toContain('„Meine Daten“');
  });

  it('a switched-off kind is not sent; the switch is the owner’s own and recorded as a row', async () => {
    t.clock.set(mitternacht('2027-08-10'));
    const jwt = await jwtFor(t.app, b);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/api/erinnerungen/schalter'),
      headers: { authorization: `Bearer ${jwt}` },
      payload: { art: 'ruecktrittsfenster', aktiv: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ schalter: Record<string, boolean> }>().schalter).toMatchObject({
      ruecktrittsfenster: false,
      aufsichtsarbeit: true,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: api('/api/erinnerungen/schalter'),
      headers: { authorization: `Bearer ${jwt}` },
      payload: { art: 'ruecktrittsfenster', aktiv: false, accountId: a.id },
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.database.db.select().from(erinnerungSchalter).orderBy(asc(erinnerungSchalter.id));
    expect(rows.map((r) => [r.accountId, r.art, r.aktiv])).toEqual([[b.id, 'ruecktrittsfenster', false]]);
    // The window's end is the last paper (17.08.), its reminder 3 days before.
    t.clock.set(mitternacht('2027-08-14'));
    await versenden();
    expect((await mails(a)).filter((m) => m.art === 'ruecktrittsfenster')).toHaveLength(1);
    expect((await mails(b)).filter((m) => m.art === 'ruecktrittsfenster')).toHaveLength(0);
  });

  it('a missed reminder is sent late only before its event, and only the latest offset', async () => {
    // The portal was down from 14.02. to 26.02.2028 for a fresh candidate: only the 3-day reminder.
    t.clock.set('2027-09-01T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, semester(2028, 2), ['wp']);
    await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [c.email], optionen: {} });
    t.clock.set(mitternacht('2028-02-27', 3_600_000));
    await versenden();
    expect((await mails(c)).filter((m) => m.art === 'anmeldeschluss').map((m) => m.werte.tag)).toEqual([
      '29.02.2028',
    ]);
    const rows = await t.database.db
      .select()
      .from(erinnerungenVersandt)
      .where(and(eq(erinnerungenVersandt.accountId, c.id), eq(erinnerungenVersandt.art, 'anmeldeschluss')));
    expect(rows.map((r) => r.versatz)).toEqual(['-3T']);
  });

  it('an unretrieved decision on day 7 after its provision, the six-year end 6 months before', async () => {
    t.clock.set('2027-09-02T08:00:00Z');
    const d = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, d, semester(2028, 2), ['wp']);
    const consent = await t.app.inject({
      method: 'POST',
      url: api('/api/bekanntgabe/einwilligung'),
      headers: { authorization: `Bearer ${await jwtFor(t.app, d)}` },
      payload: { erteilt: true, wortlaut: messages.meineDaten.einwilligungWortlaut },
    });
    expect(consent.statusCode).toBe(200);
    await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [d.email], optionen: {} });
    await t.app.outbox.runOnce();
    const arten = async () => (await mails(d)).map((m) => m.art).filter((art) => art !== 'anmeldeschluss');
    t.clock.set(mitternacht('2027-09-09', -60_000));
    await versenden();
    expect(await arten()).toEqual([]);
    t.clock.set(mitternacht('2027-09-09'));
    await versenden();
    expect(await arten()).toEqual(['bescheidAbruf']);
    expect((await mails(d)).find((m) => m.art === 'bescheidAbruf')?.werte.tag).toBe('12.09.2027');
    // Admitted 02.09.2027: modules may be registered until 02.09.2033, reminded on 02.03.2033.
    t.clock.set(mitternacht('2033-03-01'));
    await versenden();
    expect(await arten()).toEqual(['bescheidAbruf']);
    t.clock.set(mitternacht('2033-03-02'));
    await versenden();
    expect(await arten()).toEqual(['bescheidAbruf', 'sechsJahresfrist']);
  });

  async function neueAdresse(app: TestApp, c: SeededCandidate) {
    const res = await app.app.inject({
      method: 'POST',
      url: api('/api/kalender/adresse'),
      headers: { authorization: `Bearer ${await jwtFor(app.app, c)}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ adresse: string }>().adresse;
  }
  const abrufen = (app: TestApp, adresse: string) =>
    app.app.inject({ method: 'GET', url: new URL(adresse).pathname });
  const ereignisse = (text: string) => {
    const kalender = new ICAL.Component(ICAL.parse(text) as unknown[]);
    for (const zone of kalender.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    return kalender.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  };

  it('the feed parses with ical.js and holds the paper days with time, zone and venue', async () => {
    t.clock.set('2027-03-01T09:00:00Z');
    const adresse = await neueAdresse(t, a);
    expect(adresse).toMatch(
      /^https:\/\/portal\.example\.org\/examensportal\/backend\/kalenderfeed\/[\w-]{43}$/,
    );
    const res = await abrufen(t, adresse);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = ereignisse(res.body);
    const erste = events.find((e) => e.summary.startsWith('Aufsichtsarbeit 1 von 2'));
    expect(erste).toBeDefined();
    expect(erste!.startDate.toString()).toBe('2027-08-16T09:00:00');
    expect(erste!.startDate.zone.tzid).toBe('Europe/Berlin');
    expect(erste!.startDate.toJSDate().toISOString()).toBe('2027-08-16T07:00:00.000Z');
    expect(erste!.location).toBe('Berlin, Rankestraße 26 (Landesgeschäftsstelle Berlin)');
    const zweiteArbeit = events.find((e) => e.summary.startsWith('Aufsichtsarbeit 2 von 2'));
    expect(zweiteArbeit!.startDate.isDate).toBe(true);
    expect(zweiteArbeit!.startDate.toString()).toBe('2027-08-17');
    expect(events.map((e) => e.summary)).toContain(
      'Letzter Tag: Rücktritt mit halber Erstattung – Steuerrecht',
    );
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    expect(res.body).toContain('TZID:Europe/Berlin');
    // The secret is not in the log.
    const secret = new URL(adresse).pathname.split('/').at(-1)!;
    expect(t.logs.text()).not.toContain(secret);
  });

  it('UIDs stay, SEQUENCE rises when the office moves the start time', async () => {
    const adresse = await neueAdresse(t, a);
    const vorher = ereignisse((await abrufen(t, adresse)).body);
    const nochmal = ereignisse((await abrufen(zweite, adresse)).body);
    expect(nochmal.map((e) => [e.uid, e.sequence])).toEqual(vorher.map((e) => [e.uid, e.sequence]));
    await festlegen('10:30');
    const nachher = ereignisse((await abrufen(t, adresse)).body);
    expect(nachher.map((e) => e.uid)).toEqual(vorher.map((e) => e.uid));
    const geaendert = nachher.find((e) => e.summary.startsWith('Aufsichtsarbeit 1 von 2'))!;
    const alt = vorher.find((e) => e.uid === geaendert.uid)!;
    expect(geaendert.sequence).toBe(alt.sequence + 1);
    expect(geaendert.startDate.toString()).toBe('2027-08-16T10:30:00');
    const gleich = nachher.find((e) => e.summary.startsWith('Aufsichtsarbeit 2 von 2'))!;
    expect(gleich.sequence).toBe(vorher.find((e) => e.uid === gleich.uid)!.sequence);
    await festlegen('09:00');
  });

  it('a new address closes the old one at once, on both instances; unknown addresses are 404', async () => {
    const alt = await neueAdresse(t, b);
    expect((await abrufen(zweite, alt)).statusCode).toBe(200);
    const neu = await neueAdresse(zweite, b);
    for (const app of [t, zweite]) {
      const res = await abrufen(app, alt);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toContain('Kalenderadresse');
      expect((await abrufen(app, neu)).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: api('/kalenderfeed/zu-kurz') })).statusCode).toBe(404);
  });

  it('"In den Kalender übernehmen": one own event as .ics; another account’s event is 404', async () => {
    const jwtA = await jwtFor(t.app, a);
    const liste = await t.app.inject({
      method: 'GET',
      url: api('/api/kalender/termine'),
      headers: { authorization: `Bearer ${jwtA}` },
    });
    const termine = liste.json<{ termine: { id: string; art: string; titel: string }[] }>().termine;
    const papier = termine.find((x) => x.art === 'aufsichtsarbeit')!;
    const res = await t.app.inject({
      method: 'GET',
      url: api(`/api/kalender/termine/${papier.id}`),
      headers: { authorization: `Bearer ${jwtA}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Examensportal-Termin-2027-08-16\.ics"$/,
    );
    expect(ereignisse(res.body).map((e) => e.summary)).toEqual([papier.titel]);
    const fremd = await t.app.inject({
      method: 'GET',
      url: api(`/api/kalender/termine/${papier.id}`),
      headers: { authorization: `Bearer ${await jwtFor(t.app, b)}` },
    });
    expect(fremd.statusCode).toBe(404);
    const anzahl = await t.database.db.execute(sql`select count(*)::int as n from kalender_sequenzen`);
    expect(anzahl).toBeDefined();
  });

  it('reminds of a request for documents 7 and 2 days before its deadline, while an item is open (decision 0039)', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, termin, ['st']);
    const sb = await anlegen(t.database, t.clock, 'sachbearbeitung');
    await nachforderungSchreiben(
      t.database.db,
      t.clock.now(),
      28,
      { staffId: sb.id, name: sb.name },
      c.id,
      nachforderungAnlegenSchema.parse({
        punkte: [{ art: 'dokument', bezeichnung: 'Arbeitszeugnis' }],
        frist: '2026-10-20',
      }),
    );
    const nachforderungen = async () => (await mails(c)).filter((m) => m.art === 'nachforderung');
    t.clock.set(mitternacht('2026-10-13', -1));
    await versenden();
    expect(await nachforderungen()).toEqual([]);
    t.clock.set(mitternacht('2026-10-13', 1));
    await versenden();
    await versenden();
    expect((await nachforderungen()).map((m) => m.werte.tag)).toEqual(['20.10.2026']);
    t.clock.set(mitternacht('2026-10-18', 1));
    await versenden();
    expect(await nachforderungen()).toHaveLength(2);
  });

  it('the deadline of a request is an all-day event in the feed and as .ics, with a stable UID, until answered', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, termin, ['st']);
    const sb = await anlegen(t.database, t.clock, 'sachbearbeitung');
    const id = await nachforderungSchreiben(
      t.database.db,
      t.clock.now(),
      28,
      { staffId: sb.id, name: sb.name },
      c.id,
      nachforderungAnlegenSchema.parse({
        punkte: [{ art: 'frage', bezeichnung: 'Beginn der Tätigkeit' }],
        frist: '2026-10-27',
      }),
    );
    const jwt = await jwtFor(t.app, c);
    const adresse = await neueAdresse(t, c);
    const fristEvent = (text: string) =>
      ereignisse(text).filter((e) => e.summary === 'Frist: Nachforderung von Unterlagen');
    const [erst] = fristEvent((await abrufen(t, adresse)).body);
    expect(erst!.startDate.isDate).toBe(true);
    expect(erst!.startDate.toString()).toBe('2026-10-27');
    expect(erst!.sequence).toBe(0);
    const [wieder] = fristEvent((await abrufen(zweite, adresse)).body);
    expect([wieder!.uid, wieder!.sequence]).toEqual([erst!.uid, 0]);
    const liste = await t.app.inject({
      method: 'GET',
      url: api('/api/kalender/termine'),
      headers: { authorization: `Bearer ${jwt}` },
    });
    const eintrag = liste
      .json<{ termine: { id: string; art: string; tag: string }[] }>()
      .termine.find((x) => x.art === 'nachforderungsfrist')!;
    expect(eintrag.tag).toBe('2026-10-27');
    const ics = await t.app.inject({
      method: 'GET',
      url: api(`/api/kalender/termine/${eintrag.id}`),
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(ics.statusCode).toBe(200);
    expect(fristEvent(ics.body).map((e) => e.uid)).toEqual([erst!.uid]);
    // Answered: the deadline is no longer the candidate's to keep.
    const [n] = (
      await t.app.inject({
        method: 'GET',
        url: api('/api/nachforderungen'),
        headers: { authorization: `Bearer ${jwt}` },
      })
    ).json<{ nachforderungen: { id: string; punkte: { id: string }[] }[] }>().nachforderungen;
    expect(n!.id).toBe(id);
    const antwort = await t.app.inject({
      method: 'POST',
      url: api(`/api/nachforderungen/${id}/punkte/${n!.punkte[0]!.id}`),
      headers: { authorization: `Bearer ${jwt}` },
      payload: { text: 'Seit dem 1. März 2024' },
    });
    expect(antwort.statusCode).toBe(200);
    expect(fristEvent((await abrufen(t, adresse)).body)).toEqual([]);
  });
});
