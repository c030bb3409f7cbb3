import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { jwtFor } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import {
  eingereicht,
  erklaerungenVon,
  laden,
  module,
  postModul,
  quittungsJobs,
  slots,
  umschlag,
  zugelassen,
} from './helpers/declarations';
import { listDocuments } from './helpers/documents';
import { readAs } from './helpers/procedure';

type State = Record<string, Record<string, unknown> | number | null | string>;
const START = '2026-10-05T08:00:00Z';
const nichtAnwendbar = { message: messages.generic.nichtAnwendbar };
const geladenAm = (wp: string | null = null) => ({
  wpGeladenAm: wp,
  wrGeladenAm: null,
  bwlGeladenAm: null,
  stGeladenAm: null,
});

describe.each(backends)('declarations with a JSON envelope on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  // 5 October 2026 in Berlin: the open term is 2/2027.
  beforeEach(() => t.clock.set(START));
  afterAll(async () => t.close());

  const modul = (k: { c: Parameters<typeof readAs>[1] }) => readAs<State>(t.app, k.c, '/api/zulassung/modul');

  describe('registration (event 3)', () => {
    it('allowed: a registration for the open term, visible in the module state, with its fee', async () => {
      const k = await zugelassen(t);
      const res = await postModul(t.app, 'anmeldung', k.jwt, umschlag(3, slots('wr')));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        declarationId: expect.any(String),
        eingegangenAm: '2026-10-05T08:00:00.000Z',
        gebuehren: [
          {
            posten: 'pruefungsgebuehr',
            modul: 'wr',
            termin: '2027/2',
            gebuehr: 50000,
            faellig: 50000,
            erstattungFallsBezahlt: 0,
          },
        ],
        summe: { faellig: 50000, erstattungFallsBezahlt: 0 },
      });
      const state = await modul(k);
      expect(state.modulabmeldungen).toMatchObject({ wp: true, wr: true });
      expect(state.modulanmeldungen).toMatchObject({ wr: false, wrVorgezogen: false, bwl: true });

      // The server's receipt time; the client's abgesendetAm is kept only as what it said.
      const [row] = (await erklaerungenVon(t.database, k.c.id)).filter((d) => d.vorgang === 'anmeldung');
      expect(row).toMatchObject({
        art: 3,
        term: '2027/2',
        von: 'kandidat',
        receivedAtBerlin: '2026-10-05 10:00:00',
      });
      expect(row?.payload).toMatchObject({ angaben: { abgesendetAm: '1999-01-01 00:00', wr: true } });
    });

    it.each([
      ['a module already registered for the term', slots('wp'), 422, nichtAnwendbar],
      [
        'both slots of one module',
        slots('bwl', 'bwlVorgezogen'),
        422,
        { message: messages.validation.zweiModuleGleicherArt },
      ],
      ['nothing chosen', slots(), 422, { message: messages.validation.keineModulpruefung }],
      [
        'a June slot without a June sitting (R-33: a field error of the slot)',
        slots('stVorgezogen'),
        400,
        {
          message: messages.validation.eingabenUngueltig,
          fieldErrors: {
            stVorgezogen: messages.validation.keinJuniTermin(messages.antrag.modulNamen.st, '2/2027'),
          },
        },
      ],
    ])('forbidden: %s', async (_name, auswahl, status, answer) => {
      const k = await zugelassen(t);
      const res = await postModul(t.app, 'anmeldung', k.jwt, umschlag(3, auswahl));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(answer);
      expect((await erklaerungenVon(t.database, k.c.id)).some((d) => d.vorgang === 'anmeldung')).toBe(false);
    });

    it('forbidden: before the admission, another term, another event kind', async () => {
      const k = await eingereicht(t);
      const vorZulassung = await postModul(t.app, 'anmeldung', k.jwt, umschlag(3, slots('wr')));
      expect(vorZulassung.statusCode).toBe(409);
      expect(vorZulassung.json()).toEqual(nichtAnwendbar);

      const z = await zugelassen(t);
      const termin = await postModul(t.app, 'anmeldung', z.jwt, {
        ...umschlag(3, slots('wr')),
        zulassungsblock: '1/2028',
      });
      expect(termin.statusCode).toBe(409);
      expect(termin.json()).toEqual({ message: messages.toasts.antragszeitraumBeendet('1/2028') });

      const art = await postModul(t.app, 'anmeldung', z.jwt, umschlag(4, slots('wr')));
      expect(art.statusCode).toBe(422);
      expect(art.json()).toEqual({ message: serverTexte.erklaerungen.falscheArt });
      expect((await modul(z)).modulanmeldungen).toMatchObject({ wr: true });
    });
  });

  describe('deregistration (event 4)', () => {
    it('allowed before the invitation: the registration ends, refund minus 20 %', async () => {
      const k = await zugelassen(t, 'WP', ['wp', 'st']);
      const res = await postModul(t.app, 'abmeldung', k.jwt, umschlag(4, module('st')));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().gebuehren).toEqual([
        expect.objectContaining({
          modul: 'st',
          gebuehr: 100000,
          faellig: 20000,
          erstattungFallsBezahlt: 80000,
        }),
      ]);
      const state = await modul(k);
      expect(state.modulabmeldungen).toMatchObject({ wp: true, st: false });
      expect(state.modulanmeldungen).toMatchObject({ st: true });
    });

    it('forbidden: after the invitation, or a module without a registration', async () => {
      const k = await zugelassen(t, 'WP', ['wp', 'st']);
      const fremd = await postModul(t.app, 'abmeldung', k.jwt, umschlag(4, module('wr')));
      expect(fremd.statusCode).toBe(422);
      expect(fremd.json()).toEqual(nichtAnwendbar);
      await laden(t, k, 'schriftlich', 'wp');
      const geladen = await postModul(t.app, 'abmeldung', k.jwt, umschlag(4, module('wp')));
      expect(geladen.statusCode).toBe(422);
      expect(geladen.json()).toEqual(nichtAnwendbar);
      await laden(t, k, 'schriftlich', 'st');
      const keine = await postModul(t.app, 'abmeldung', k.jwt, umschlag(4, module('st')));
      expect(keine.statusCode).toBe(409);
      expect(keine.json()).toEqual(nichtAnwendbar);
    });
  });

  describe('postponement (event 5)', () => {
    const verschieben = (auswahl: Record<string, unknown>, ziel = '2028/1') =>
      umschlag(5, { ...auswahl, verschobenSemester: ziel });

    it('allowed once, by one term; a second postponement is refused', async () => {
      const k = await zugelassen(t, 'WP', ['wp', 'wr']);
      const res = await postModul(t.app, 'verschiebung', k.jwt, verschieben(slots('wp')));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().gebuehren).toEqual([expect.objectContaining({ modul: 'wp', faellig: 100000 })]);
      expect((await modul(k)).modulverschiebungen).toMatchObject({ wp: false, wr: true });

      const zweites = await postModul(t.app, 'verschiebung', k.jwt, verschieben(slots('wp')));
      expect(zweites.statusCode).toBe(422);
      expect(zweites.json()).toEqual(nichtAnwendbar);
    });

    it('forbidden: another target term, both slots, a module not registered', async () => {
      const k = await zugelassen(t, 'WP', ['wp']);
      const ziel = await postModul(t.app, 'verschiebung', k.jwt, verschieben(slots('wp'), '2028/2'));
      expect(ziel.statusCode).toBe(400);
      expect(ziel.json()).toEqual({
        message: messages.validation.eingabenUngueltig,
        fieldErrors: { verschobenSemester: messages.validation.eingabenUngueltig },
      });
      const beide = await postModul(t.app, 'verschiebung', k.jwt, verschieben(slots('wr', 'wrVorgezogen')));
      expect(beide.statusCode).toBe(422);
      expect(beide.json()).toEqual({ message: messages.validation.zweiModuleGleicherArt });
      const fremd = await postModul(t.app, 'verschiebung', k.jwt, verschieben(slots('bwl')));
      expect(fremd.statusCode).toBe(422);
      expect((await modul(k)).modulverschiebungen).toMatchObject({ wp: true });
    });
  });

  describe('module withdrawal (events 7/8)', () => {
    it('allowed when invited: the attempt is used, half the fee stays due', async () => {
      const k = await zugelassen(t, 'WP', ['wp']);
      await laden(t, k, 'schriftlich', 'wp');
      const res = await postModul(
        t.app,
        'modulruecktritt',
        k.jwt,
        umschlag(7, { ...module('wp'), ...geladenAm('2026-10-05') }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().gebuehren).toEqual([expect.objectContaining({ modul: 'wp', faellig: 50000 })]);
      const state = await modul(k);
      expect(state.modulgeladenAm).toMatchObject({ wp: null });
      // The attempt ended; the module is not registered twice for one term.
      expect(state.modulabmeldungen).toMatchObject({ wp: false });
      expect(state.modulanmeldungen).toMatchObject({ wp: false });
    });

    it.each([
      [
        'a module not invited',
        { ...module('wp', 'wr'), ...geladenAm('2026-10-05'), wrGeladenAm: '2026-10-05' },
        7,
        422,
      ],
      ['another invitation date', { ...module('wp'), ...geladenAm('2026-10-01') }, 7, 409],
      ['the oral part before its invitation', { ...module('wp'), ...geladenAm('2026-10-05') }, 8, 422],
    ])('forbidden: %s', async (_name, rest, art, status) => {
      const k = await zugelassen(t, 'WP', ['wp']);
      await laden(t, k, 'schriftlich', 'wp');
      const res = await postModul(t.app, 'modulruecktritt', k.jwt, umschlag(art, rest));
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe('string');
      expect((await modul(k)).modulgeladenAm).toMatchObject({ wp: '2026-10-05' });
    });

    it('forbidden: nobody invited', async () => {
      const k = await zugelassen(t, 'WP', ['wp']);
      const res = await postModul(
        t.app,
        'modulruecktritt',
        k.jwt,
        umschlag(7, { ...module('wp'), ...geladenAm('2026-10-05') }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(nichtAnwendbar);
    });
  });

  describe('whole-exam withdrawal (event 9)', () => {
    it('too early on the third day after the admission, allowed on the fourth', async () => {
      const k = await zugelassen(t, 'WP', ['wp']);
      const body = umschlag(9, { bestaetigt: true });
      t.clock.set('2026-10-08T20:00:00Z');
      const frueh = await postModul(t.app, 'pruefungrucktritt', await jwtFor(t.app, k.c), body);
      expect(frueh.statusCode).toBe(409);
      expect(frueh.json()).toEqual({ message: messages.ruecktritt.gesamtZuFrueh('09.10.2026') });

      t.clock.set('2026-10-09T08:00:00Z');
      const jwt = await jwtFor(t.app, k.c);
      const res = await postModul(t.app, 'pruefungrucktritt', jwt, body);
      expect(res.statusCode, res.body).toBe(200);
      // R-72 for the running registration, not yet invited – half the exam fee stays due.
      expect(res.json().gebuehren).toEqual([expect.objectContaining({ modul: 'wp', faellig: 50000 })]);
      const state = await modul(k);
      expect(state.modulabmeldungen).toMatchObject({ wp: false });
      expect(state.modulanmeldungen).toMatchObject({ wp: false, wr: false });
      const again = await postModul(t.app, 'pruefungrucktritt', jwt, body);
      expect(again.statusCode).toBe(409);
    });

    it('forbidden: without the confirmation (400, German) and before any admission', async () => {
      const k = await eingereicht(t);
      const ohne = await postModul(t.app, 'pruefungrucktritt', k.jwt, umschlag(9, { bestaetigt: false }));
      expect(ohne.statusCode).toBe(400);
      expect(ohne.json()).toEqual({
        message: messages.validation.eingabenUngueltig,
        fieldErrors: { bestaetigt: messages.validation.ruecktrittBestaetigen },
      });
      const res = await postModul(t.app, 'pruefungrucktritt', k.jwt, umschlag(9, { bestaetigt: true }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: messages.ruecktritt.gesamtOhneZulassung });
    });
  });

  describe('withdrawal of the application (events 2, 13)', () => {
    it('WP: allowed while submitted; the application is closed', async () => {
      const k = await eingereicht(t, 'WP', ['wp', 'wr']);
      const res = await postModul(t.app, 'ruecknahme', k.jwt, umschlag(2, { bestaetigt: true }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().gebuehren[0]).toEqual(
        expect.objectContaining({ posten: 'zulassungsgebuehr', gebuehr: 50000, faellig: 25000 }),
      );
      // the application exists (closed), so the contact data stay changeable (decision 0008).
      expect(await modul(k)).toMatchObject({ zwischegespeichert: 1 });
      const again = await postModul(t.app, 'ruecknahme', k.jwt, umschlag(2, { bestaetigt: true }));
      expect(again.statusCode).toBe(409);
    });

    it("forged without the confirmation: 400 with 'Die Rücknahme muss bestätigt werden.' (2, 13) and the Rücktritt text (14)", async () => {
      const k = await eingereicht(t, 'WP', ['wp']);
      const e = await eingereicht(t, 'EIGNUNG');
      const z = await zugelassen(t, 'EIGNUNG');
      const cases: [string, string, number, string][] = [
        [k.jwt, 'ruecknahme', 2, messages.validation.ruecknahmeBestaetigen],
        [e.jwt, 'ruecknahmeeignung', 13, messages.validation.ruecknahmeBestaetigen],
        [z.jwt, 'pruefungrucktritteignung', 14, messages.validation.ruecktrittBestaetigen],
      ];
      for (const [jwt, route, art, text] of cases) {
        const res = await postModul(t.app, route, jwt, umschlag(art, { bestaetigt: false }));
        expect(res.statusCode, route).toBe(400);
        expect(res.json()).toEqual({
          message: messages.validation.eingabenUngueltig,
          fieldErrors: { bestaetigt: text },
        });
      }
      // Nothing was recorded: the submitted applications still stand.
      expect(await modul(k)).toMatchObject({ zwischegespeichert: 2 });
      expect(await readAs(t.app, e.c, '/api/eignung/modul')).toMatchObject({ zwischegespeichert: 2 });
    });

    it('WP: forbidden once admitted', async () => {
      const k = await zugelassen(t);
      const res = await postModul(t.app, 'ruecknahme', k.jwt, umschlag(2, { bestaetigt: true }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(nichtAnwendbar);
    });

    it('EIGNUNG: withdrawal of the application (13) and from the test (14)', async () => {
      const e = await eingereicht(t, 'EIGNUNG');
      const res = await postModul(t.app, 'ruecknahmeeignung', e.jwt, umschlag(13, { bestaetigt: true }));
      expect(res.statusCode, res.body).toBe(200);
      expect(await readAs(t.app, e.c, '/api/eignung/modul')).toMatchObject({ zwischegespeichert: 1 });

      const z = await zugelassen(t, 'EIGNUNG');
      const zurueck = await postModul(t.app, 'ruecknahmeeignung', z.jwt, umschlag(13, { bestaetigt: true }));
      expect(zurueck.statusCode).toBe(409);
      await laden(t, z, 'awr');
      const frueh = await postModul(
        t.app,
        'pruefungrucktritteignung',
        z.jwt,
        umschlag(14, { bestaetigt: true }),
      );
      expect(frueh.statusCode).toBe(409);
      t.clock.set('2026-10-09T08:00:00Z');
      const jwt = await jwtFor(t.app, z.c);
      const ruecktritt = await postModul(
        t.app,
        'pruefungrucktritteignung',
        jwt,
        umschlag(14, { bestaetigt: true }),
      );
      expect(ruecktritt.statusCode, ruecktritt.body).toBe(200);
      expect(await readAs(t.app, z.c, '/api/eignung/modul')).toMatchObject({
        modulverhindert: { awr: false, ast: false, mp: false },
      });
      const zweimal = await postModul(
        t.app,
        'pruefungrucktritteignung',
        jwt,
        umschlag(14, { bestaetigt: true }),
      );
      expect(zweimal.statusCode).toBe(409);
    });
  });

  it('cross-kind: each route answers 403 to the other kind of candidate', async () => {
    const wp = await zugelassen(t);
    const eignung = await zugelassen(t, 'EIGNUNG');
    const cases: [string, string, unknown][] = [
      [eignung.jwt, 'anmeldung', umschlag(3, slots('wr'))],
      [eignung.jwt, 'abmeldung', umschlag(4, module('wp'))],
      [eignung.jwt, 'verschiebung', umschlag(5, { ...slots('wp'), verschobenSemester: '2028/1' })],
      [eignung.jwt, 'modulruecktritt', umschlag(7, { ...module('wp'), ...geladenAm('2026-10-05') })],
      [eignung.jwt, 'pruefungrucktritt', umschlag(9, { bestaetigt: true })],
      [eignung.jwt, 'ruecknahme', umschlag(2, { bestaetigt: true })],
      [wp.jwt, 'ruecknahmeeignung', umschlag(13, { bestaetigt: true })],
      [wp.jwt, 'pruefungrucktritteignung', umschlag(14, { bestaetigt: true })],
    ];
    for (const [jwt, kind, body] of cases) {
      const res = await postModul(t.app, kind, jwt, body);
      expect(res.statusCode, kind).toBe(403);
      expect(res.json()).toEqual({ message: messages.auth.keineBerechtigung });
    }
    expect(await erklaerungenVon(t.database, wp.c.id)).toHaveLength(1);
  });

  it.each([
    ['status', 'admitted'],
    ['zwischegespeichert', 2],
    ['candidateId', '00000000-0000-0000-0000-000000000000'],
    ['eingegangenAm', '2020-01-01T00:00:00Z'],
  ])('mass assignment: an unknown key %s is refused with 400 and nothing changes', async (key, value) => {
    const k = await zugelassen(t);
    const res = await postModul(t.app, 'anmeldung', k.jwt, { ...umschlag(3, slots('wr')), [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.validation.eingabenUngueltig, fieldErrors: {} });
    expect((await modul(k)).modulanmeldungen).toMatchObject({ wr: true });
  });

  it('prototype pollution in the envelope is refused', async () => {
    const k = await zugelassen(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/examensportal/backend/api/modul/anmeldung',
      headers: { authorization: `Bearer ${k.jwt}`, 'content-type': 'application/json' },
      payload: `{"__proto__":{"wr":true},"zulassungsblock":"2/2027","art":3}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: serverTexte.ungueltigesJson });
  });

  describe('idempotency', () => {
    it('a replay answers the stored answer; one declaration, one receipt job; the receipt is filed', async () => {
      const k = await zugelassen(t);
      const body = umschlag(3, slots('bwlVorgezogen'));
      const first = await postModul(t.app, 'anmeldung', k.jwt, body, 'anmeldung-1');
      expect(first.statusCode, first.body).toBe(200);
      t.clock.set('2026-10-05T08:20:00Z');
      const replay = await postModul(t.app, 'anmeldung', k.jwt, body, 'anmeldung-1');
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());

      const other = await postModul(t.app, 'anmeldung', k.jwt, umschlag(3, slots('st')), 'anmeldung-1');
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ message: serverTexte.andereSendungUnterSchluessel });

      const rows = (await erklaerungenVon(t.database, k.c.id)).filter((d) => d.vorgang === 'anmeldung');
      expect(rows).toHaveLength(1);
      const jobs = await quittungsJobs(t.database, k.c.id);
      expect(jobs.map((j) => (j.payload as { ereignis: string }).ereignis)).toEqual(['anmeldung']);
      expect((await modul(k)).modulanmeldungen).toMatchObject({ st: true, bwl: false });

      await t.app.outbox.runOnce();
      const docs = await listDocuments(t.app, k.jwt);
      expect(docs).toContainEqual(
        expect.objectContaining({ category: 'BWL', type: 'ANMELDUNG', deletable: false }),
      );
    });

    it('parallel double submit with one key: one declaration, one receipt job, the same answer', async () => {
      const k = await zugelassen(t);
      const body = umschlag(3, slots('st'));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => postModul(t.app, 'anmeldung', k.jwt, body, 'parallel-1')),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const ids = new Set(answers.map((a) => a.json().declarationId));
      expect(ids.size).toBe(1);
      const rows = (await erklaerungenVon(t.database, k.c.id)).filter((d) => d.vorgang === 'anmeldung');
      expect(rows).toHaveLength(1);
      const jobs = await quittungsJobs(t.database, k.c.id);
      expect(jobs.filter((j) => (j.payload as { ereignis: string }).ereignis === 'anmeldung')).toHaveLength(
        1,
      );
    });

    it('parallel double submit without a key: the second is refused by the rules, not recorded twice', async () => {
      const k = await zugelassen(t);
      const body = umschlag(3, slots('st'));
      const answers = await Promise.all([
        postModul(t.app, 'anmeldung', k.jwt, body),
        postModul(t.app, 'anmeldung', k.jwt, body),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const rows = (await erklaerungenVon(t.database, k.c.id)).filter((d) => d.vorgang === 'anmeldung');
      expect(rows).toHaveLength(1);
    });
  });
});
