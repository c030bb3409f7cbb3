// The back-office's Eingang (issue 15): queue counts derived from the procedure's tables, one page
// of a queue with sorting, filtering and paging done by the database, and the Kenntnisnahme of
// withdrawals and new documents – transactional, audited, idempotent.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { PRUEFUNGSTEIL_KEYS } from '@examensportal/domain/rules/module';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import type { SammelBericht } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import type { EingangSeite, EingangZaehler } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { office } from '../src/office/commands';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import {
  eingereicht,
  laden,
  module,
  postModul,
  postMultipart,
  umschlag,
  zugelassen,
} from './helpers/declarations';
import { uploadParts } from './helpers/documents';
import { queueEmail, queueName, seedSubmittedApplications } from './helpers/eingang';
import { type Part, sample } from './helpers/multipart';
import { officeDeps } from './helpers/procedure';
import { getStaff, postStaff, staffMember, type TestStaff } from './helpers/staff';

const e = eingang;
const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });
const pdf = (name: string, filename: string): Part => ({
  name,
  filename,
  contentType: 'application/pdf',
  data: sample.pdf(),
});
const verhindertWp = {
  abgesendetAm: '1999-01-01 00:00',
  ...Object.fromEntries(PRUEFUNGSTEIL_KEYS.map((k) => [k, k === 'wp'])),
};

describe.each(backends)('Eingang on %s', (backend) => {
  let t: TestApp;
  let leitung: TestStaff;
  let sachbearbeitung: TestStaff;
  let candidateJwt: string;
  const who: Record<string, { id: string; email: string }> = {};

  const step = () => t.clock.advance(1000);
  const counts = async (jwt = sachbearbeitung.jwt) => {
    const res = await getStaff(t.app, '/eingang', jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EingangZaehler>();
  };
  const page = async (path: string, jwt = sachbearbeitung.jwt) => {
    const res = await getStaff(t.app, `/eingang/${path}`, jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EingangSeite>();
  };
  const audits = () =>
    query<{ staff_id: string; account_id: string; ziel: string; nachher: { eintrag: string } }>(
      t.database,
      sql`select staff_id, account_id, ziel, nachher from staff_audit where aktion = 'eingang.kenntnisnahme' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    const wp = await eingereicht(t, 'WP');
    who.wp = wp.c;
    step();
    const eignung = await eingereicht(t, 'EIGNUNG');
    who.eignung = eignung.c;
    step();
    const grund = await zugelassen(t, 'WP', ['wp']);
    await laden(t, grund, 'schriftlich', 'wp');
    const g = await postMultipart(t.app, 'triftigergrund', grund.jwt, [
      json('verhindert', verhindertWp),
      pdf('zeugnis', 'amtsarzt.pdf'),
    ]);
    expect(g.statusCode, g.body).toBe(200);
    who.grund = grund.c;
    step();
    const credit = await zugelassen(t, 'WP', ['wp', 'st']);
    const c = await postMultipart(t.app, 'anrechnung', credit.jwt, [
      json('anrechnung', umschlag(6, { wp: false, wr: false, bwl: false, st: true })),
      pdf('pruefungsbescheinigung', 'bestellung.pdf'),
    ]);
    expect(c.statusCode, c.body).toBe(200);
    who.credit = credit.c;
    step();
    const abmeldung = await zugelassen(t, 'WP', ['wp', 'st']);
    const a = await postModul(t.app, 'abmeldung', abmeldung.jwt, umschlag(4, module('st')));
    expect(a.statusCode, a.body).toBe(200);
    who.abmeldung = abmeldung.c;
    step();
    const ruecknahme = await eingereicht(t, 'WP');
    const r = await postModul(t.app, 'ruecknahme', ruecknahme.jwt, umschlag(2, { bestaetigt: true }));
    expect(r.statusCode, r.body).toBe(200);
    who.ruecknahme = ruecknahme.c;
    step();
    const upload = await uploadParts(t.app, credit.jwt, [pdf('zeugnis', 'nachgereicht.pdf')]);
    expect(upload.statusCode, upload.body).toBe(201);
    candidateJwt = credit.jwt;
    leitung = await staffMember(t.app, t.database, t.clock, 'leitung');
    sachbearbeitung = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => t.close());

  it('counts the work in every queue, for both roles', async () => {
    const expected = {
      antraege: 2,
      'triftige-gruende': 1,
      anrechnungen: 1,
      ruecktritte: 2,
      dokumente: 1,
      freigabe: 0,
      'nachforderung-offen': 0,
      'nachforderung-beantwortet': 0,
      'frist-abgelaufen': 0,
      widersprueche: 0,
      wiedervorlage: 0,
      nachrichten: 0,
    };
    expect(await counts(leitung.jwt)).toEqual(expected);
    expect(await counts(sachbearbeitung.jwt)).toEqual(expected);
  });

  it('refuses no token, a candidate token and the wrong audience', async () => {
    for (const path of ['/eingang', '/eingang/antraege']) {
      const none = await getStaff(t.app, path);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: pruefungsstelle.nichtAngemeldet });
      const candidate = await getStaff(t.app, path, candidateJwt);
      expect(candidate.statusCode).toBe(401);
      expect(candidate.json()).toEqual({ message: pruefungsstelle.sitzungAbgelaufen });
    }
    const post = await postStaff(t.app, '/eingang/kenntnisnahme', { eintraege: [] }, candidateJwt);
    expect(post.statusCode).toBe(401);
    // A staff token is no candidate token either.
    const other = await t.app.inject({
      method: 'GET',
      url: '/examensportal/backend/api/dokumente',
      headers: { authorization: `Bearer ${leitung.jwt}` },
    });
    expect(other.statusCode).toBe(401);
  });

  it('lists what arrived with the candidate, the proof and the link to the candidate page', async () => {
    const antraege = await page('antraege');
    expect(antraege.eintraege.map((x) => x.accountId)).toEqual([who.wp?.id, who.eignung?.id]);
    expect(antraege.eintraege[0]).toMatchObject({
      name: 'Erika Mustermann',
      email: who.wp?.email,
      art: 'WP',
      was: e.was.zulassungsantrag('2/2027'),
      nachweise: [],
      link: `/pruefungsstelle/kandidaten/${who.wp?.id}`,
    });
    expect(antraege.eintraege[1]).toMatchObject({ art: 'EIGNUNG', was: e.was.eignungsantrag('2/2027') });
    expect(Date.parse(antraege.eintraege[0]?.eingegangenAm ?? '')).toBe(Date.parse('2026-10-05T08:00:00Z'));

    const gruende = await page('triftige-gruende');
    expect(gruende.eintraege).toEqual([
      expect.objectContaining({
        accountId: who.grund?.id,
        nachweise: ['amtsarzt.pdf'],
        was: expect.stringContaining('Triftiger Grund'),
      }),
    ]);
    const anrechnungen = await page('anrechnungen');
    expect(anrechnungen.eintraege).toEqual([
      expect.objectContaining({
        accountId: who.credit?.id,
        nachweise: ['bestellung.pdf'],
        was: e.was.anrechnung(messages.antrag.modulNamen.st),
      }),
    ]);
    const ruecktritte = await page('ruecktritte');
    expect(ruecktritte.eintraege.map((x) => [x.accountId, x.was])).toEqual([
      [who.abmeldung?.id, e.was.termin(e.was.ruecktritt.abmeldung ?? '', '2/2027')],
      [who.ruecknahme?.id, e.was.termin(e.was.ruecktritt.ruecknahme ?? '', '2/2027')],
    ]);
    const dokumente = await page('dokumente');
    expect(dokumente.eintraege).toEqual([
      expect.objectContaining({ accountId: who.credit?.id, was: e.was.dokument('nachgereicht.pdf') }),
    ]);
  });

  it.each([
    ['an unknown queue', 'unbekannt', 'queue', e.queueUnbekannt],
    ['an unknown sort', 'antraege?sort=email', 'sort', e.sortUngueltig],
    ['an unknown direction', 'antraege?richtung=seitwaerts', 'richtung', e.richtungUngueltig],
    ['an unknown kind', 'antraege?art=STB', 'art', e.artUngueltig],
    ['page 0', 'antraege?seite=0', 'seite', e.seiteUngueltig],
    ['a page that is no number', 'antraege?seite=zwei', 'seite', e.seiteUngueltig],
    ['a search over 200 characters', `antraege?suche=${'x'.repeat(201)}`, 'suche', e.sucheZuLang],
  ])('refuses %s with a German 400', async (_name, path, field, message) => {
    const res = await getStaff(t.app, `/eingang/${path}`, leitung.jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: messages.validation.eingabenUngueltig,
      fieldErrors: { [field]: message },
    });
  });

  it('refuses an unknown query parameter', async () => {
    const res = await getStaff(t.app, '/eingang/antraege?status=admitted', leitung.jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.validation.eingabenUngueltig);
  });

  describe('Kenntnisnahme', () => {
    const ack = (eintraege: unknown, jwt = sachbearbeitung.jwt) =>
      postStaff(t.app, '/eingang/kenntnisnahme', { eintraege }, jwt);

    it.each([
      ['no item', [], e.eintraegeFehlen],
      ['a decision item', ['antrag:00000000-0000-4000-8000-000000000000'], e.eintragUngueltig],
      ['a key that is no key', ['ruecktritt:1; drop table accounts'], e.eintragUngueltig],
    ])('refuses %s with a German 400', async (_name, eintraege, message) => {
      const res = await ack(eintraege);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(
        message,
      );
    });

    it('refuses more than 200 items and fields it does not know', async () => {
      const many = Array.from({ length: 201 }, () => 'dokument:00000000-0000-4000-8000-000000000000');
      expect((await ack(many)).statusCode).toBe(400);
      const extra = await postStaff(
        t.app,
        '/eingang/kenntnisnahme',
        { eintraege: ['dokument:00000000-0000-4000-8000-000000000000'], staffId: leitung.id },
        leitung.jwt,
      );
      expect(extra.statusCode).toBe(400);
    });

    it('is all or nothing: an unknown item refuses the request with 404 and acknowledges none', async () => {
      const [first] = (await page('ruecktritte')).eintraege;
      const res = await ack([first?.key, 'ruecktritt:00000000-0000-4000-8000-000000000000']);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: e.eintragUnbekannt });
      // A declaration that is no withdrawal is not in the queue either.
      const [antrag] = await query<{ id: string }>(
        t.database,
        sql`select id from declarations where account_id = ${who.wp?.id ?? ''}`,
      );
      expect((await ack([`ruecktritt:${antrag?.id}`])).statusCode).toBe(404);
      expect((await counts()).ruecktritte).toBe(2);
      expect(await audits()).toEqual([]);
    });

    it('acknowledges in one go, audits each item, and a repetition changes nothing', async () => {
      const ruecktritte = (await page('ruecktritte')).eintraege;
      const [dokument] = (await page('dokumente')).eintraege;
      const first = ruecktritte[0];
      const res = await ack([first?.key, dokument?.key]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ genommen: 2, bereits: 0 });
      expect(await counts()).toMatchObject({ ruecktritte: 1, dokumente: 0 });
      expect((await page('ruecktritte')).eintraege.map((x) => x.key)).toEqual([ruecktritte[1]?.key]);
      expect(await audits()).toEqual([
        {
          staff_id: sachbearbeitung.id,
          account_id: who.abmeldung?.id,
          ziel: who.abmeldung?.email,
          nachher: { eintrag: first?.key, was: 'abmeldung' },
        },
        {
          staff_id: sachbearbeitung.id,
          account_id: who.credit?.id,
          ziel: who.credit?.email,
          nachher: { eintrag: dokument?.key, was: 'nachgereicht.pdf' },
        },
      ]);
      const again = await ack([first?.key], leitung.jwt);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ genommen: 0, bereits: 1 });
      expect(await audits()).toHaveLength(2);
      const [row] = await query<{ staff_id: string }>(
        t.database,
        sql`select staff_id from eingang_kenntnisnahmen where declaration_id = ${first?.key.split(':')[1] ?? ''}`,
      );
      expect(row?.staff_id).toBe(sachbearbeitung.id);
    });

    it('acknowledges a batch item by item and reports each, the unknown one with its reason (issue 28 point 4)', async () => {
      const [offen] = (await page('ruecktritte')).eintraege;
      const [bereits] = await query<{ eintrag: string }>(
        t.database,
        sql`select nachher ->> 'eintrag' as eintrag from staff_audit where aktion = 'eingang.kenntnisnahme' order by id limit 1`,
      );
      const unbekannt = 'ruecktritt:00000000-0000-4000-8000-000000000000';
      const sammel = (eintraege: unknown, jwt = sachbearbeitung.jwt) =>
        postStaff(t.app, '/sammel/kenntnisnahmen', { eintraege }, jwt);
      const res = await sammel([offen?.key, bereits?.eintrag, unbekannt]);
      expect(res.statusCode, res.body).toBe(200);
      const bericht = res.json<SammelBericht>();
      expect(bericht).toMatchObject({ erledigt: 2, fehlgeschlagen: 1, message: l.berichtText(2, 1) });
      expect(bericht.eintraege.map((x) => [x.ok, x.meldung])).toEqual([
        [true, l.kenntnisGenommen],
        [true, l.kenntnisBereits],
        [false, e.eintragUnbekannt],
      ]);
      expect(bericht.eintraege[0]?.name).toMatch(/, /);
      expect(bericht.eintraege[2]).toMatchObject({ name: '', aktenzeichen: '' });
      expect(await counts()).toMatchObject({ ruecktritte: 0 });
      expect(await audits()).toHaveLength(3);
      const [protokoll] = await query<{ nachher: unknown }>(
        t.database,
        sql`select nachher from staff_audit where aktion = 'sammel.kenntnisnahme'`,
      );
      expect(protokoll?.nachher).toEqual({ erledigt: 2, fehlgeschlagen: 1 });
      // More than 500: refused as a whole before anything is done; a candidate's token is no staff one.
      const zuViele = await sammel(Array.from({ length: 501 }, () => unbekannt));
      expect(zuViele.statusCode).toBe(422);
      expect(zuViele.json()).toEqual({ message: l.zuViele });
      expect((await sammel([unbekannt], candidateJwt)).statusCode).toBe(401);
    });
  });

  it('empties the decision queues when the office decides (the command line here)', async () => {
    const deps = officeDeps(t.database, t.clock);
    await office(deps, 'zulassen', { positionals: [who.wp?.email ?? ''], optionen: {} });
    await office(deps, 'triftiger-grund-entscheiden', {
      positionals: [who.grund?.email ?? ''],
      optionen: { modul: 'wp', teil: 'schriftlich', entscheidung: 'anerkannt' },
    });
    await office(deps, 'anrechnung-entscheiden', {
      positionals: [who.credit?.email ?? ''],
      optionen: {
        modul: 'st',
        entscheidung: 'abgelehnt',
        begruendung: 'Der Studiengang ist nicht anerkannt.',
      },
    });
    expect(await counts()).toMatchObject({ antraege: 1, 'triftige-gruende': 0, anrechnungen: 0 });
    expect((await page('triftige-gruende')).eintraege).toEqual([]);
  });
});

describe.each(backends)('Eingang paging, sorting and filtering on %s', (backend) => {
  let t: TestApp;
  let staff: TestStaff;
  const n = 120;
  const start = new Date('2026-10-01T06:00:00Z');
  const get = async (query: string) => {
    const res = await getStaff(t.app, `/eingang/antraege?${query}`, staff.jwt);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EingangSeite>();
  };
  const nummer = (email: string) => Number(/-(\d+)@/.exec(email)?.[1]);

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    await seedSubmittedApplications(t.database, { n, start, tag: 'p' });
    staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
  }, 240_000);
  afterAll(async () => t.close());

  it('pages 50 at a time, oldest first by default, newest first on request', async () => {
    const first = await get('');
    expect(first).toMatchObject({ gesamt: n, seite: 1, seiten: 3 });
    expect(first.eintraege).toHaveLength(50);
    expect(first.eintraege.map((x) => nummer(x.email))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const last = await get('seite=3');
    expect(last.eintraege.map((x) => nummer(x.email))).toEqual(Array.from({ length: 20 }, (_, i) => i + 101));
    expect((await get('seite=4')).eintraege).toEqual([]);
    const newest = await get('richtung=ab');
    expect(newest.eintraege[0]?.email).toBe(queueEmail(n, 'p'));
  });

  it('sorts by name, both ways, across pages', async () => {
    const expected = Array.from({ length: n }, (_, k) => k + 1)
      .map((i) => ({ i, name: queueName(i, n) }))
      .sort((a, b) => (a.name === b.name ? a.i - b.i : a.name < b.name ? -1 : 1))
      .map((x) => x.i);
    const seiten = [await get('sort=name'), await get('sort=name&seite=2'), await get('sort=name&seite=3')];
    expect(seiten.flatMap((s) => s.eintraege.map((x) => nummer(x.email)))).toEqual(expected);
    const ab = await get('sort=name&richtung=ab');
    expect(ab.eintraege[0] && nummer(ab.eintraege[0].email)).toBe(expected[expected.length - 1]);
  });

  it('filters by kind and searches name and address (wildcards taken literally)', async () => {
    const wp = await get('art=WP');
    expect(wp.gesamt).toBe(n / 2);
    expect(wp.eintraege.every((x) => x.art === 'WP')).toBe(true);
    const eignung = await get('art=EIGNUNG&seite=2');
    expect(eignung.eintraege.every((x) => x.art === 'EIGNUNG')).toBe(true);
    expect((await get('suche=vorname00007')).eintraege.map((x) => nummer(x.email))).toEqual([7]);
    expect((await get(`suche=${encodeURIComponent(queueEmail(42, 'p'))}`)).gesamt).toBe(1);
    expect((await get('suche=%25')).gesamt).toBe(0);
    expect((await get('suche=_')).gesamt).toBe(0);
    expect((await get('suche=%20%20')).gesamt).toBe(n);
    expect((await get('art=&suche=')).gesamt).toBe(n);
  });
});
