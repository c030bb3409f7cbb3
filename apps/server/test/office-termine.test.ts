// Issue 13 point 4 (decision 0009): the dates the office sets with `termin` are the ones the rules
// use – the registration deadline decides which term is open and what a candidate may send, the days
// of the written papers decide the fee of a withdrawal (R-72/R-93) – and BEKANNTGABE_TAGE is R-91's
// offset. Where the office set nothing the legal defaults apply.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { terminFeldLabel } from '@examensportal/domain/rules/termincheck';
import { semester } from '@examensportal/domain/rules/semester';
import { beispielZulassung } from '../src/demo/beispiele';
import { office } from '../src/office/commands';
import { api, jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { laden, module, postModul, slots, umschlag, zugelassen } from './helpers/declarations';
import { bearer } from './helpers/documents';
import { multipartBody, sample } from './helpers/multipart';
import { getAs, officeDeps, seedAccount } from './helpers/procedure';

const o = officeCliTexte;
const ohneLadung = { wpGeladenAm: null, wrGeladenAm: null, bwlGeladenAm: null, stGeladenAm: null };

describe.each(backends)("the office's term dates on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const termin = (positional: string, optionen: Record<string, string> = {}) =>
    office(officeDeps(t.database, t.clock, 'Frau Termin'), 'termin', { positionals: [positional], optionen });
  const block = async (app: FastifyInstance, jwt: string) =>
    (await getAs(app, '/api/zulassung/zulassungsblock', jwt)).json<{ zulassungsblock: string }>()
      .zulassungsblock;

  /** The final submit of a WP application for `term` through the API (spec §7). */
  async function antragSenden(term: string, key: string) {
    const c = await seedAccount(t.database, t.clock);
    const jwt = await jwtFor(t.app, c);
    const [s, y] = term.split('/').map(Number);
    const antrag = beispielZulassung(semester(y!, s as 1 | 2), ['wp'], c);
    const { body, contentType } = multipartBody([
      { name: 'zulassung', data: JSON.stringify(antrag) },
      {
        name: 'lebenslauf',
        filename: 'lebenslauf.pdf',
        contentType: 'application/pdf',
        data: sample.pdf(2048),
      },
    ]);
    return t.app.inject({
      method: 'POST',
      url: api('/api/zulassung/files'),
      headers: { ...bearer(jwt), 'content-type': contentType, 'idempotency-key': key },
      payload: body,
    });
  }

  describe('registration deadline (R-02)', () => {
    it('an earlier office deadline closes the term early: the next term is open, the old one refused', async () => {
      t.clock.set('2026-10-05T08:00:00Z');
      const k = await zugelassen(t, 'WP', ['wp']);
      await termin('2/2027', { anmeldeschluss: '2027-02-15' });

      t.clock.set('2027-02-20T09:00:00Z'); // by R-02 still 2/2027 (deadline 28 February)
      const jwt = await jwtFor(t.app, k.c);
      expect(await block(t.app, jwt)).toBe('1/2028');
      const alt = await postModul(t.app, 'anmeldung', jwt, umschlag(3, slots('wr')));
      expect(alt.statusCode).toBe(409);
      expect(alt.json()).toEqual({ message: messages.toasts.antragszeitraumBeendet('2/2027') });
      const neu = await postModul(
        t.app,
        'anmeldung',
        jwt,
        umschlag(3, { ...slots('wr'), zulassungsblock: '1/2028' }),
      );
      expect(neu.statusCode, neu.body).toBe(200);
      expect(neu.json().gebuehren).toEqual([expect.objectContaining({ modul: 'wr', termin: '2028/1' })]);

      // The application: only for the open term.
      const antrag = await antragSenden('2/2027', 'termine-frueh-1');
      expect(antrag.statusCode).toBe(409);
      expect(antrag.json()).toEqual({ message: messages.toasts.antragszeitraumBeendet('2/2027') });
      expect((await antragSenden('1/2028', 'termine-frueh-2')).statusCode).toBe(200);
    });

    it('a deadline after the legal end is refused (R-02, issue 26 point 7); gesetzlich brings R-02 back', async () => {
      t.clock.set('2026-10-05T08:00:00Z');
      const k = await zugelassen(t, 'WP', ['wp']);
      await expect(termin('2/2027', { anmeldeschluss: '2027-03-10' })).rejects.toThrow(
        `${tt.anmeldeschluss}: ${tt.fehler.nachGesetzlichemSchluss('28.02.2027')}`,
      );
      const gesetzt = await termin('2/2027', { anmeldeschluss: '2027-02-20' });
      expect(gesetzt.text).toContain(o.terminGespeichert('2/2027', '20.02.2027', 'WR, BWL'));
      t.clock.set('2027-02-25T09:00:00Z'); // by R-02 still 2/2027, by the office already 1/2028
      const jwt = await jwtFor(t.app, k.c);
      expect(await block(t.app, jwt)).toBe('1/2028');

      // The office's date is replaced by the legal one again.
      await termin('2/2027', { anmeldeschluss: 'gesetzlich' });
      expect(await block(t.app, jwt)).toBe('2/2027');
      const res = await postModul(t.app, 'anmeldung', jwt, umschlag(3, slots('st')));
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('paper days (R-72, R-93)', () => {
    // Admitted and invited to the WP papers on 5 October 2026; the papers are in August 2027.
    async function geladen() {
      t.clock.set('2026-10-05T08:00:00Z');
      const k = await zugelassen(t, 'WP', ['wp']);
      await laden(t, k, 'schriftlich', 'wp');
      return k;
    }
    const ruecktritt = async (k: Awaited<ReturnType<typeof geladen>>, am: string) => {
      t.clock.set(am);
      const body = umschlag(7, {
        ...module('wp'),
        ...ohneLadung,
        wpGeladenAm: '2026-10-05',
        zulassungsblock: '1/2028',
      });
      return postModul(t.app, 'modulruecktritt', await jwtFor(t.app, k.c), body);
    };

    // The paper days are set before the term's papers (a running term takes no new past day).
    const vorher = () => t.clock.set('2026-10-05T08:00:00Z');

    it('the day after the last paper: half the fee without paper days, nothing refunded with them', async () => {
      vorher();
      await termin('2/2027', { anmeldeschluss: 'gesetzlich', aufsichtsarbeiten: 'keine' });
      const ohne = await ruecktritt(await geladen(), '2027-08-12T10:00:00Z');
      expect(ohne.statusCode, ohne.body).toBe(200);
      expect(ohne.json().gebuehren).toEqual([expect.objectContaining({ modul: 'wp', faellig: 50000 })]);

      vorher();
      const gesetzt = await termin('2/2027', { aufsichtsarbeiten: 'wp=2027-08-10+2027-08-11,st=2027-08-13' });
      expect(gesetzt.text).toContain(
        o.aufsichtsarbeitenGespeichert('WP 10.08.2027, 11.08.2027; ST 13.08.2027'),
      );
      const spaet = await ruecktritt(await geladen(), '2027-08-12T10:00:00Z');
      expect(spaet.statusCode, spaet.body).toBe(200);
      expect(spaet.json().gebuehren).toEqual([
        expect.objectContaining({ modul: 'wp', faellig: 100000, erstattungFallsBezahlt: 0 }),
      ]);
    });

    it('on the day of the last paper: half the fee', async () => {
      vorher();
      await termin('2/2027', { aufsichtsarbeiten: 'wp=2027-08-10+2027-08-11' });
      const res = await ruecktritt(await geladen(), '2027-08-11T19:00:00Z');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().gebuehren).toEqual([expect.objectContaining({ modul: 'wp', faellig: 50000 })]);
    });

    it('the whole-exam withdrawal (R-93) reads the same paper days', async () => {
      vorher();
      await termin('2/2027', { aufsichtsarbeiten: 'wp=2027-08-10+2027-08-11' });
      const k = await geladen();
      t.clock.set('2027-08-12T10:00:00Z');
      const res = await postModul(
        t.app,
        'pruefungrucktritt',
        await jwtFor(t.app, k.c),
        umschlag(9, { bestaetigt: true, zulassungsblock: '1/2028' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().gebuehren).toEqual([expect.objectContaining({ modul: 'wp', faellig: 100000 })]);
    });
  });

  describe('the termin command', () => {
    it('keeps what an option does not name, and refuses impossible dates in German', async () => {
      t.clock.set('2026-10-05T08:00:00Z');
      await termin('2/2028', { juni: 'wr,bwl,st', anmeldeschluss: '2028-02-20' });
      const danach = await termin('2/2028', { 'aufsichtsarbeiten-juni': 'st=2028-06-22+2028-06-23' });
      expect(danach.data).toMatchObject({
        juni: ['wr', 'bwl', 'st'],
        anmeldeschluss: '2028-02-20',
        anmeldeschlussGesetzlich: false,
        aufsichtsarbeiten: { stVorgezogen: ['2028-06-22', '2028-06-23'] },
      });
      expect(danach.text).toContain(o.aufsichtsarbeitenGespeichert('ST (Juni) 22.06.2028, 23.06.2028'));

      const abgelehnt = async (optionen: Record<string, string>, text: string, positional = '2/2028') =>
        expect(termin(positional, optionen)).rejects.toThrow(text);
      const feld = (name: string, text: string) => `${terminFeldLabel(name)}: ${text}`;
      await abgelehnt(
        { 'aufsichtsarbeiten-juni': 'wp=2028-06-22' },
        feld('aufsichtsarbeitenJuni.wp.0', tt.fehler.keinJuni('WP', '2/2028')),
      );
      await abgelehnt(
        { aufsichtsarbeiten: 'wr=2028-08-10+2028-08-11' },
        feld('aufsichtsarbeiten.wr.1', o.zuVieleAufsichtsarbeiten('WR', 1)),
      );
      await abgelehnt(
        { aufsichtsarbeiten: 'wp=2027-08-10' },
        feld('aufsichtsarbeiten.wp.0', tt.fehler.ausserhalbMonat('August', 2028)),
      );
      await abgelehnt(
        { aufsichtsarbeiten: 'wp=10.08.2028' },
        o.aufsichtsarbeitenUngueltig('--aufsichtsarbeiten'),
      );
      // Dropping ST's June sitting while it has June papers is refused too.
      await abgelehnt(
        { juni: 'wr,bwl' },
        feld('aufsichtsarbeitenJuni.st.0', tt.fehler.keinJuni('ST', '2/2028')),
      );
      // Each term keeps a window: after the previous deadline (31.08.2027).
      await abgelehnt(
        { anmeldeschluss: '2027-08-31' },
        feld('anmeldeschluss', tt.fehler.vorVorherigemSchluss('31.08.2027')),
      );
      // All errors at once, one line each.
      await abgelehnt(
        { anmeldeschluss: '2028-03-01', aufsichtsarbeiten: 'st=2028-08-12+2028-08-11' },
        [
          feld('anmeldeschluss', tt.fehler.nachGesetzlichemSchluss('29.02.2028')),
          feld('aufsichtsarbeiten.st.1', tt.fehler.reihenfolge(1)),
        ].join('\n'),
      );
      await abgelehnt({ anmeldeschluss: '28.02.2028' }, o.datumUngueltig('--anmeldeschluss'));
    });

    it('sets and shows start times and venues per regional office, with the same checks as the page', async () => {
      t.clock.set('2026-10-05T08:00:00Z');
      const gesetzt = await termin('2/2029', {
        juni: 'wr',
        aufsichtsarbeiten: 'wp=2029-08-10+2029-08-11',
        'aufsichtsarbeiten-juni': 'wr=2029-06-12',
        beginn: 'wp=09:00+-',
        'beginn-juni': 'wr=10:30',
        orte: '3=Messe Düsseldorf, Halle 3;münchen=MOC München',
        'orte-juni': '1=Estrel Berlin',
      });
      expect(gesetzt.data).toMatchObject({
        beginn: { wp: ['09:00', null], wrVorgezogen: ['10:30'] },
        orte: {
          regulaer: { '3': 'Messe Düsseldorf, Halle 3', '5': 'MOC München' },
          juni: { '1': 'Estrel Berlin' },
        },
      });
      expect(gesetzt.text).toContain(
        o.beginnGespeichert('WP 10.08.2029 09:00 Uhr; WR (Juni) 12.06.2029 10:30 Uhr'),
      );
      expect(gesetzt.text).toContain(
        o.orteGespeichert(o.sitzungRegulaer, 'Düsseldorf: Messe Düsseldorf, Halle 3; München: MOC München'),
      );
      expect(gesetzt.text).toContain(o.orteGespeichert(o.sitzungJuni, 'Berlin: Estrel Berlin'));

      // An option not given keeps what is stored: the June venues stay when only the regular ones change.
      const danach = await termin('2/2029', { orte: 'keine' });
      expect(danach.data).toMatchObject({
        beginn: { wp: ['09:00', null] },
        orte: { juni: { '1': 'Estrel Berlin' } },
      });
      expect((danach.data as { orte: { regulaer?: object } }).orte.regulaer ?? {}).toEqual({});
      expect(danach.text).not.toContain(o.sitzungRegulaer);

      const abgelehnt = async (optionen: Record<string, string>, text: string) =>
        expect(termin('2/2029', optionen)).rejects.toThrow(text);
      await abgelehnt({ beginn: 'wp=9 Uhr' }, o.beginnUngueltig('--beginn'));
      await abgelehnt({ beginn: 'wp=25:00' }, o.beginnUngueltig('--beginn'));
      await abgelehnt({ orte: '7=Kiel' }, '--orte erwartet');
      await abgelehnt({ 'orte-juni': 'Berlin' }, '--orte-juni erwartet');
      await abgelehnt({ orte: `1=${'x'.repeat(301)}` }, tt.ortZuLang);
      // A time for a day that is not set: the page's error under the page's field.
      await abgelehnt(
        { beginn: 'wr=09:00' },
        `${terminFeldLabel('aufsichtsarbeitenBeginn.wr.0')}: ${tt.fehler.beginnOhneTag}`,
      );
    });
  });
});

describe.each(backends)('BEKANNTGABE_TAGE on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { BEKANNTGABE_TAGE: '4' } });
    t.clock.set('2026-10-05T08:00:00Z');
  });
  afterAll(async () => t.close());

  it('the whole-exam withdrawal waits more than four days (§ 41 (2) VwVfG since 2025)', async () => {
    const k = await zugelassen(t, 'WP', ['wp']);
    const body = umschlag(9, { bestaetigt: true });
    t.clock.set('2026-10-09T08:00:00Z'); // allowed with the default of 3 days
    const jwt = await jwtFor(t.app, k.c);
    const frueh = await postModul(t.app, 'pruefungrucktritt', jwt, body);
    expect(frueh.statusCode).toBe(409);
    expect(frueh.json()).toEqual({ message: messages.ruecktritt.gesamtZuFrueh('10.10.2026') });

    t.clock.set('2026-10-10T08:00:00Z');
    const res = await postModul(t.app, 'pruefungrucktritt', await jwtFor(t.app, k.c), body);
    expect(res.statusCode, res.body).toBe(200);
  });
});
