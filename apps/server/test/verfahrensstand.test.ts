// GET /api/status (issue 16 point 2, decision 0020): the procedure status the start page shows, with
// a reason for every closed flow and module checkbox, derived by the server for the injected clock's
// day – for the histories a candidate really goes through (domain-rules,
// ), on PGlite and PostgreSQL, through the API and the office tool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verfahrensstand as vs } from '@examensportal/domain/messages-verfahrensstand';
import { semester } from '@examensportal/domain/rules/semester';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { verfahrensstandSchema } from '@examensportal/domain/schemas/verfahrensstand';
import { office } from '../src/office/commands';
import { api, jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { zugelassen } from './helpers/declarations';
import { multipartBody } from './helpers/multipart';
import {
  getAs,
  officeDeps,
  readAs,
  type SeededCandidate,
  seedAccount,
  submitApplication,
} from './helpers/procedure';

const g = vs.grund;
const o = vs.option;

describe.each(backends)('GET /api/status on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const run = (command: string, c: SeededCandidate, optionen: Record<string, string> = {}) =>
    office(officeDeps(t.database, t.clock), command, { positionals: [c.email], optionen });
  const status = async (c: SeededCandidate) => {
    const stand = await readAs<Verfahrensstand>(t.app, c, '/api/status');
    // What the web parses at the edge.
    expect(verfahrensstandSchema.safeParse(stand).success).toBe(true);
    return stand;
  };
  const grund = (stand: Verfahrensstand, flow: string) =>
    stand.funktionen.find((f) => f.flow === flow)?.grund;

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: api('/api/status') })).statusCode).toBe(401);
  });

  it('a fresh account: no application, the open term 2/2027 with its deadline, only the application open', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    const stand = await status(c);
    expect(stand).toMatchObject({
      art: 'WP',
      heute: '2026-10-05',
      antrag: { stand: 'keiner' },
      termin: { termin: '2/2027', anmeldeschluss: '2027-02-28' },
      sechsJahresfrist: null,
      zeitleiste: [],
      fruehereAntraege: [],
    });
    expect(grund(stand, 'zulassungsantrag')).toBeNull();
    expect(grund(stand, 'anmeldung')).toBe(g.keinAntrag);
    expect(grund(stand, 'kontaktdaten')).toBe(g.kontaktdatenOhneAntrag);
  });

  it('a draft: Entwurf, the contact change open, the module flows wait for the submit', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    const { body, contentType } = multipartBody([
      { name: 'zulassung', data: JSON.stringify({ zulassungsblock: '2/2027', wp: true }) },
    ]);
    const save = await t.app.inject({
      method: 'POST',
      url: api('/api/zulassung/zwischenspeichern'),
      headers: { authorization: `Bearer ${await jwtFor(t.app, c)}`, 'content-type': contentType },
      payload: body,
    });
    expect(save.statusCode, save.body).toBe(200);
    const stand = await status(c);
    expect(stand.antrag).toMatchObject({ stand: 'entwurf', pruefungstermin: '2/2027' });
    expect(grund(stand, 'zulassungsantrag')).toBeNull();
    expect(grund(stand, 'kontaktdaten')).toBeNull();
    expect(grund(stand, 'abmeldung')).toBe(g.entwurf);
  });

  it('submitted: in Prüfung with its day; Rücknahme and deregistration open, registration not (R-20, R-30, R-40)', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp', 'st']);
    const stand = await status(c);
    expect(stand.antrag).toMatchObject({
      stand: 'inPruefung',
      text: 'Eingereicht am 05.10.2026 – in Prüfung',
    });
    expect(grund(stand, 'ruecknahme')).toBeNull();
    expect(grund(stand, 'abmeldung')).toBeNull();
    expect(grund(stand, 'anmeldung')).toBe(g.inPruefung);
    expect(grund(stand, 'zulassungsantrag')).toBe(g.antragEingereicht);
    expect(stand.zeitleiste[0]).toEqual({ datum: '2026-10-05', text: 'Zulassungsantrag eingereicht' });
  });

  it('admitted with registrations, then a failed and a passed module (R-03, R-60, R-91)', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const k = await zugelassen(t, 'WP', ['wp', 'wr']);
    let stand = await status(k.c);
    expect(stand.antrag).toMatchObject({ stand: 'zugelassen', zugelassenAm: '2026-10-05' });
    expect(stand.sechsJahresfrist).toBe('2032-10-05');
    // 5 October 2032 lies in the window 1 September 2032 – end of February 2033: term 2/2033.
    expect(stand.letzterTermin).toBe('2/2033');
    expect(stand.module.map((m) => [m.modul, m.stand])).toEqual([
      ['wp', 'angemeldet'],
      ['wr', 'angemeldet'],
      ['bwl', 'offen'],
      ['st', 'offen'],
    ]);
    // More than 3 days after the admission: from 9 October.
    expect(grund(stand, 'gesamtruecktritt')).toBe(g.gesamtruecktrittAb('09.10.2026'));
    expect(stand.gesamtruecktrittAb).toBe('2026-10-09');
    expect(grund(stand, 'modulruecktritt')).toBe(g.nichtGeladen);
    expect(stand.optionen.anmeldung.wp).toBe(o.schonAngemeldet('2/2027'));
    expect(stand.optionen.anmeldung.bwl).toBeUndefined();

    t.clock.set('2026-10-06T08:00:00Z');
    await run('laden', k.c, { modul: 'wp', teil: 'schriftlich', datum: '2026-10-06' });
    await run('laden', k.c, { modul: 'wr', teil: 'schriftlich', datum: '2026-10-06' });
    t.clock.set('2026-10-20T08:00:00Z');
    stand = await status(k.c);
    expect(stand.module[0]).toMatchObject({ stand: 'geladen', geladenAm: '2026-10-06' });
    expect(stand.optionen.abmeldung.wp).toBe(o.geladen('06.10.2026'));
    expect(grund(stand, 'modulruecktritt')).toBeNull();
    expect(grund(stand, 'gesamtruecktritt')).toBeNull();

    await run('ergebnis', k.c, { modul: 'wp', ergebnis: 'nicht-bestanden' });
    await run('laden', k.c, { modul: 'wr', teil: 'muendlich', datum: '2026-10-20' });
    await run('ergebnis', k.c, { modul: 'wr', ergebnis: 'bestanden' });
    stand = await status(k.c);
    expect(stand.module.map((m) => [m.modul, m.stand, m.versucheVerbraucht])).toEqual([
      ['wp', 'offen', 1],
      ['wr', 'bestanden', 0],
      ['bwl', 'offen', 0],
      ['st', 'offen', 0],
    ]);
    expect(stand.optionen.anmeldung.wr).toBe(o.bestanden);
    expect(stand.zeitleiste.map((e) => e.text)).toContain(
      'Wirtschaftsrecht: geladen zur schriftlichen Prüfung',
    );
  });

  it('rejected, then applied again: the rejection is an earlier application, the new one in Prüfung', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const c = await seedAccount(t.database, t.clock);
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
    await run('ablehnen', c, { begruendung: 'Die Vorbildung ist nicht nachgewiesen.' });
    let stand = await status(c);
    expect(stand.antrag.stand).toBe('abgelehnt');
    expect(grund(stand, 'zulassungsantrag')).toBeNull();
    expect(grund(stand, 'anmeldung')).toBe(g.abgelehnt);
    // The registration declared with the rejected application never took effect.
    expect(stand.module.find((m) => m.modul === 'wp')).toMatchObject({
      stand: 'beendet',
      text: vs.modulStand.beendetAbgelehnt,
    });
    t.clock.set('2026-10-12T08:00:00Z');
    await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
    stand = await status(c);
    expect(stand.antrag).toMatchObject({ stand: 'inPruefung', eingereichtAm: '2026-10-12' });
    expect(stand.fruehereAntraege).toEqual([
      expect.objectContaining({ stand: 'abgelehnt', eingereichtAm: '2026-10-05', pruefungstermin: '2/2027' }),
    ]);
  });

  it('aptitude test: a failed attempt is counted, a new application for the second of three is open (R-64)', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const k = await zugelassen(t, 'EIGNUNG');
    let stand = await status(k.c);
    expect(stand.eignung).toEqual({
      versucheVerbraucht: 0,
      versucheMoeglich: 3,
      versucheVerbleibend: 3,
      laufenderVersuch: '2/2027',
    });
    expect(stand.module).toEqual([]);
    expect(grund(stand, 'triftigerGrund')).toBe(g.keinTeilVerhinderbar);
    t.clock.set('2026-10-06T08:00:00Z');
    await run('laden', k.c, { teil: 'awr', datum: '2026-10-06' });
    t.clock.set('2026-10-20T08:00:00Z');
    await run('ergebnis', k.c, { ergebnis: 'nicht-bestanden' });
    stand = await status(k.c);
    expect(stand.eignung).toMatchObject({
      versucheVerbraucht: 1,
      versucheVerbleibend: 2,
      laufenderVersuch: null,
    });
    expect(grund(stand, 'zulassungsantrag')).toBeNull();
    expect(grund(stand, 'gesamtruecktritt')).toBe(g.gesamtversuchBeendet);
    expect(stand.zeitleiste.map((e) => e.text)).toContain('Geladen: Aufsichtsarbeit Wirtschaftsrecht');
  });

  it('answers both kinds from the session, never another account', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const a = await seedAccount(t.database, t.clock);
    const b = await seedAccount(t.database, t.clock, { art: 'EIGNUNG' });
    await submitApplication(t.database, t.clock, b, semester(2027, 2));
    const res = await getAs(t.app, '/api/status?accountId=' + b.id, await jwtFor(t.app, a));
    expect(res.json()).toMatchObject({ art: 'WP', antrag: { stand: 'keiner' } });
    expect((await status(b)).art).toBe('EIGNUNG');
  });
});

// The pages take availability, days and amounts from this answer (decision 0020): it is derived with
// the server's own settings and clock, not the defaults a browser knows.
describe("GET /api/status with the operator's settings (BEKANNTGABE_TAGE=7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { BEKANNTGABE_TAGE: '7' } });
  });
  afterAll(async () => t.close());

  it('names the first withdrawal day by that setting, opens the flow on it, and prices with the server', async () => {
    t.clock.set('2026-10-05T08:00:00Z');
    const k = await zugelassen(t, 'WP', ['wp', 'wr']);
    let stand = await readAs<Verfahrensstand>(t.app, k.c, '/api/status');
    expect(verfahrensstandSchema.safeParse(stand).success).toBe(true);
    expect(stand.gesamtruecktrittAb).toBe('2026-10-13');
    expect(stand.funktionen.find((f) => f.flow === 'gesamtruecktritt')).toEqual({
      flow: 'gesamtruecktritt',
      verfuegbar: false,
      grund: vs.grund.gesamtruecktrittAb('13.10.2026'),
    });
    expect(stand.papierverfahren).toBe(false);
    // The admission fee and each module's exam fee of the open term; the credit cancels WR's registration.
    expect(stand.gebuehren.antrag.map((f) => [f.posten, f.modul])).toEqual([
      ['zulassungsgebuehr', null],
      ['pruefungsgebuehr', 'wp'],
      ['pruefungsgebuehr', 'wr'],
      ['pruefungsgebuehr', 'bwl'],
      ['pruefungsgebuehr', 'st'],
    ]);
    expect(stand.gebuehren.anrechnung.map((f) => f.modul)).toEqual(['wr']);
    // 10 October: past the default 3 days, still closed by the operator's 7.
    t.clock.set('2026-10-10T08:00:00Z');
    stand = await readAs<Verfahrensstand>(t.app, k.c, '/api/status');
    expect(stand.funktionen.find((f) => f.flow === 'gesamtruecktritt')?.verfuegbar).toBe(false);
    t.clock.set('2026-10-13T08:00:00Z');
    stand = await readAs<Verfahrensstand>(t.app, k.c, '/api/status');
    expect(stand.funktionen.find((f) => f.flow === 'gesamtruecktritt')?.verfuegbar).toBe(true);
  });
});
