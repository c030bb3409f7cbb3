import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { PRUEFUNGSTEIL_KEYS } from '@examensportal/domain/rules/module';
import { documents } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import {
  eingereicht,
  erklaerungenVon,
  laden,
  postMultipart,
  quittungsJobs,
  umschlag,
  zugelassen,
} from './helpers/declarations';
import { filesIn, listDocuments, remove } from './helpers/documents';
import { type Part, sample } from './helpers/multipart';
import { readAs, seedAccount } from './helpers/procedure';
import { jwtFor } from './helpers/accounts';
import { kontaktaenderung } from './helpers/declarations';

type State = Record<string, Record<string, unknown> | number | null | string>;
const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });
const pdf = (name: string, filename = `${name}.pdf`): Part => ({
  name,
  filename,
  contentType: 'application/pdf',
  data: sample.pdf(),
});
const anrechnung = (flags: Record<string, boolean>) =>
  umschlag(6, { wp: false, wr: false, bwl: false, st: false, ...flags });
const verhindert = (...teile: string[]) => ({
  abgesendetAm: '1999-01-01 00:00',
  ...Object.fromEntries(PRUEFUNGSTEIL_KEYS.map((k) => [k, teile.includes(k)])),
});

describe.each(backends)('declarations with files (multipart) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  beforeEach(() => t.clock.set('2026-10-05T08:00:00Z'));
  afterAll(async () => t.close());

  const modul = (k: { c: Parameters<typeof readAs>[1] }) => readAs<State>(t.app, k.c, '/api/zulassung/modul');

  describe('credit (event 6)', () => {
    it('allowed: a pending case for the office, the proof locked in the file, the receipt filed', async () => {
      const k = await zugelassen(t, 'WP', ['wp', 'st']);
      const res = await postMultipart(t.app, 'anrechnung', k.jwt, [
        json('anrechnung', anrechnung({ st: true })),
        pdf('pruefungsbescheinigung', 'bestellung.pdf'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      // If granted, the running ST registration ends: the fee consequence is shown.
      expect(res.json().gebuehren).toEqual([expect.objectContaining({ modul: 'st', gebuehr: 100000 })]);
      expect((await modul(k)).modulanrechnungen).toMatchObject({ st: false, wr: true });

      const [declaration] = (await erklaerungenVon(t.database, k.c.id)).filter(
        (d) => d.vorgang === 'anrechnung',
      );
      expect(declaration).toMatchObject({ art: 6, term: '2027/2' });
      const own = await t.database.db.select().from(documents).where(eq(documents.accountId, k.c.id));
      const proof = own.find((d) => d.originalName === 'bestellung.pdf');
      expect(proof).toMatchObject({
        category: 'AKTENEINGANG',
        type: 'STBESCHEINIGUNG',
        declarationId: declaration?.id,
      });
      expect((await remove(t.app, k.jwt, proof?.id ?? '')).statusCode).toBe(409);

      await t.app.outbox.runOnce();
      expect(await listDocuments(t.app, k.jwt)).toContainEqual(
        expect.objectContaining({ category: 'ST', type: 'ANRECHNUNG' }),
      );
    });

    it.each([
      ['WP sent as creditable', [json('anrechnung', anrechnung({ wp: true })), pdf('masterzeugnis')], 400],
      ['no proof document', [json('anrechnung', anrechnung({ wr: true }))], 422],
      ['no module', [json('anrechnung', anrechnung({})), pdf('masterzeugnis')], 422],
      ['without the JSON part', [pdf('masterzeugnis')], 400],
      [
        'an unknown key',
        [json('anrechnung', { ...anrechnung({ wr: true }), status: 'accepted' }), pdf('masterzeugnis')],
        400,
      ],
      [
        'the wrong event kind',
        [json('anrechnung', { ...anrechnung({ wr: true }), art: 5 }), pdf('masterzeugnis')],
        422,
      ],
    ])('forbidden: %s → %i, no file and no row stays', async (_name, parts, status) => {
      const k = await zugelassen(t);
      const before = (await filesIn(t.app, 'objects')).length;
      const res = await postMultipart(t.app, 'anrechnung', k.jwt, parts);
      expect(res.statusCode, res.body).toBe(status);
      expect(typeof res.json().message).toBe('string');
      expect(await filesIn(t.app, 'objects')).toHaveLength(before);
      expect((await erklaerungenVon(t.database, k.c.id)).some((d) => d.vorgang === 'anrechnung')).toBe(false);
      expect((await modul(k)).modulanrechnungen).toMatchObject({ wr: true });
    });

    it('prototype pollution in the JSON part is refused', async () => {
      const k = await zugelassen(t);
      for (const poison of [
        `{"__proto__":{"wr":true},"zulassungsblock":"2/2027"}`,
        `{"constructor":{"prototype":{"wr":true}},"art":6}`,
      ]) {
        const res = await postMultipart(t.app, 'anrechnung', k.jwt, [
          { name: 'anrechnung', data: poison },
          pdf('masterzeugnis'),
        ]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: serverTexte.ungueltigesJson });
      }
      expect(({} as Record<string, unknown>).wr).toBeUndefined();
    });
  });

  describe('triftiger Grund', () => {
    it('WP allowed for an invited part: a pending case, the part no longer flagged', async () => {
      const k = await zugelassen(t, 'WP', ['wp']);
      await laden(t, k, 'schriftlich', 'wp');
      expect((await modul(k)).modulverhindert).toMatchObject({ wp: true });
      const res = await postMultipart(t.app, 'triftigergrund', k.jwt, [
        json('verhindert', verhindert('wp')),
        pdf('zeugnis', 'amtsarzt.pdf'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ gebuehren: [], summe: { faellig: 0, erstattungFallsBezahlt: 0 } });
      const state = await modul(k);
      expect(state.modulverhindert).toMatchObject({ wp: false });
      // Nothing withdrawn while the office decides.
      expect(state.modulgeladenAm).toMatchObject({ wp: '2026-10-05' });
      await t.app.outbox.runOnce();
      expect(await listDocuments(t.app, k.jwt)).toContainEqual(
        expect.objectContaining({ category: 'WP', type: 'ATTEST' }),
      );
    });

    it.each([
      [
        'an unflagged part',
        [json('verhindert', verhindert('wr')), pdf('zeugnis')],
        422,
        messages.generic.nichtAnwendbar,
      ],
      ['no proof', [json('verhindert', verhindert('wp'))], 422, messages.validation.mindestensEinNachweis],
      [
        'no part',
        [json('verhindert', verhindert()), pdf('grund')],
        422,
        messages.validation.mindestensEinModul,
      ],
      [
        'an aptitude-test part',
        [json('verhindert', { ...verhindert('wp'), mp: true }), pdf('grund')],
        400,
        messages.validation.eingabenUngueltig,
      ],
    ])('WP forbidden: %s', async (_name, parts, status, message) => {
      const k = await zugelassen(t, 'WP', ['wp']);
      await laden(t, k, 'schriftlich', 'wp');
      const res = await postMultipart(t.app, 'triftigergrund', k.jwt, parts);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect((await modul(k)).modulverhindert).toMatchObject({ wp: true });
    });

    it('WP forbidden when nothing is flagged', async () => {
      const k = await zugelassen(t, 'WP', ['wp']);
      const res = await postMultipart(t.app, 'triftigergrund', k.jwt, [
        json('verhindert', verhindert('wp')),
        pdf('zeugnis'),
      ]);
      expect(res.statusCode).toBe(409);
    });

    it('EIGNUNG: allowed for the invited part only', async () => {
      const k = await zugelassen(t, 'EIGNUNG');
      await laden(t, k, 'ast');
      const teile = (awr: boolean, ast: boolean) => ({
        abgesendetAm: '1999-01-01 00:00',
        awr,
        ast,
        mp: false,
      });
      const falsch = await postMultipart(t.app, 'triftigergrundeignung', k.jwt, [
        json('verhindert', teile(true, false)),
        pdf('grund'),
      ]);
      expect(falsch.statusCode).toBe(422);
      const res = await postMultipart(t.app, 'triftigergrundeignung', k.jwt, [
        json('verhindert', teile(false, true)),
        pdf('grund'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(await readAs(t.app, k.c, '/api/eignung/modul')).toMatchObject({
        modulverhindert: { awr: false, ast: false, mp: false },
      });
    });
  });

  describe('contact data (events 10, 16)', () => {
    it('WP: allowed once an application exists; the contact data change, the e-mail stays', async () => {
      const k = await eingereicht(t);
      // The e-mail is read-only (spec §5): a value sent along is ignored, the account's stays.
      const ok = await postMultipart(t.app, 'kontaktdaten', k.jwt, [
        json('kontaktdaten', kontaktaenderung(10, { ort: 'Bonn', plz: '53111', email: 'fremd@example.org' })),
        pdf('lebenslauf', 'cv.pdf'),
        { name: 'attest', data: '[]' },
      ]);
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await modul(k)).kontaktdaten).toMatchObject({
        ort: 'Bonn',
        plz: '53111',
        strasse: 'Neue Straße 5',
        email: k.c.email,
      });
      await t.app.outbox.runOnce();
      expect(await listDocuments(t.app, k.jwt)).toContainEqual(
        expect.objectContaining({ category: 'MANTELAKTE', type: 'KONTAKTDATEN' }),
      );
    });

    it('WP forbidden without an application; invalid data gets German field errors', async () => {
      const c = await seedAccount(t.database, t.clock);
      const jwt = await jwtFor(t.app, c);
      const ohne = await postMultipart(t.app, 'kontaktdaten', jwt, [
        json('kontaktdaten', kontaktaenderung(10)),
      ]);
      expect(ohne.statusCode).toBe(409);
      expect(ohne.json()).toEqual({ message: messages.generic.nichtAnwendbar });
      const k = await eingereicht(t);
      const falsch = await postMultipart(t.app, 'kontaktdaten', k.jwt, [
        json('kontaktdaten', kontaktaenderung(10, { plz: '00123' })),
      ]);
      expect(falsch.statusCode).toBe(400);
      expect(falsch.json().fieldErrors).toEqual({ plz: expect.any(String) });
    });

    it('EIGNUNG: event 16 with the nationality', async () => {
      const k = await eingereicht(t, 'EIGNUNG');
      const res = await postMultipart(t.app, 'kontaktdateneignung', k.jwt, [
        json(
          'kontaktdaten',
          kontaktaenderung(16, { staatsangehoerigkeit: 'NL', ort: 'Aachen', plz: '52062' }),
        ),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(await readAs(t.app, k.c, '/api/eignung/modul')).toMatchObject({
        kontaktdaten: expect.objectContaining({ staatsangehoerigkeit: 'NL', ort: 'Aachen' }),
      });
    });
  });

  it('cross-kind: 403 to the other kind', async () => {
    const wp = await eingereicht(t);
    const eignung = await eingereicht(t, 'EIGNUNG');
    for (const [jwt, kind, parts] of [
      [eignung.jwt, 'anrechnung', [json('anrechnung', anrechnung({ wr: true })), pdf('masterzeugnis')]],
      [eignung.jwt, 'triftigergrund', [json('verhindert', verhindert('wp')), pdf('zeugnis')]],
      [eignung.jwt, 'kontaktdaten', [json('kontaktdaten', kontaktaenderung(10))]],
      [
        wp.jwt,
        'triftigergrundeignung',
        [
          json('verhindert', { abgesendetAm: '1999-01-01 00:00', awr: true, ast: false, mp: false }),
          pdf('grund'),
        ],
      ],
      [wp.jwt, 'kontaktdateneignung', [json('kontaktdaten', kontaktaenderung(16))]],
    ] as const) {
      const res = await postMultipart(t.app, kind, jwt, [...parts]);
      expect(res.statusCode, kind).toBe(403);
      expect(res.json()).toEqual({ message: messages.auth.keineBerechtigung });
    }
  });

  it('idempotency: a replay with the same files answers as stored; other files under the key → 422', async () => {
    const k = await eingereicht(t);
    const parts = [
      json('kontaktdaten', kontaktaenderung(10, { ort: 'Bonn', plz: '53111' })),
      pdf('attest', 'a.pdf'),
    ];
    const first = await postMultipart(t.app, 'kontaktdaten', k.jwt, parts, 'kontakt-1');
    expect(first.statusCode, first.body).toBe(200);
    const objects = (await filesIn(t.app, 'objects')).length;
    const [a, b] = await Promise.all([
      postMultipart(t.app, 'kontaktdaten', k.jwt, parts, 'kontakt-1'),
      postMultipart(t.app, 'kontaktdaten', k.jwt, parts, 'kontakt-1'),
    ]);
    expect(a.json()).toEqual(first.json());
    expect(b.json()).toEqual(first.json());
    const other = await postMultipart(
      t.app,
      'kontaktdaten',
      k.jwt,
      [parts[0] as Part, { ...pdf('attest', 'b.pdf'), data: sample.pdf(4096) }],
      'kontakt-1',
    );
    expect(other.statusCode).toBe(422);
    // The repetitions left no file behind: every stored object belongs to a document row.
    await t.app.outbox.runOnce();
    const rows = await t.database.db.select({ storedName: documents.storedName }).from(documents);
    expect((await filesIn(t.app, 'objects')).sort()).toEqual(rows.map((r) => r.storedName).sort());
    expect((await filesIn(t.app, 'objects')).length).toBeGreaterThanOrEqual(objects);
    expect(
      (await erklaerungenVon(t.database, k.c.id)).filter((d) => d.vorgang === 'kontaktdaten'),
    ).toHaveLength(1);
    const jobs = await quittungsJobs(t.database, k.c.id);
    expect(jobs.filter((j) => (j.payload as { ereignis: string }).ereignis === 'kontaktdaten')).toHaveLength(
      1,
    );
  });
});
