// Function-level authorisation (SEC-AC-2, ASVS 8.2.1): every route of the API is classified as public,
// for both kinds of candidate, WP only or EIGNUNG only, from the server's own route table, so a new
// route fails here until it is classified. Each kind-specific route answers a well-formed request of
// the other kind with 403 and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import { PRUEFUNGSTEIL_KEYS } from '@examensportal/domain/rules/module';
import { semester } from '@examensportal/domain/rules/semester';
import { declarations, documents } from '../../src/db/schema';
import { beispielEignung, beispielZulassung } from '../../src/demo/beispiele';
import { createTestApp, type TestApp } from '../helpers/app';
import { api } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { eingereicht, module, slots, umschlag } from '../helpers/declarations';
import { bearer } from '../helpers/documents';
import { multipartBody, type Part, sample } from '../helpers/multipart';
import { kontaktaenderung } from '../helpers/declarations';

type Kind = 'WP' | 'EIGNUNG';
type Request = { json: unknown } | { parts: Part[] } | { none: true };

const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });
const pdf = (name: string): Part => ({
  name,
  filename: `${name}.pdf`,
  contentType: 'application/pdf',
  data: sample.pdf(),
});
const person = { vorname: 'Erika', nachname: 'Mustermann', email: 'erika@example.org' };

/** Routes for one kind only, each with a request that kind would send. */
const kindRoutes: Record<string, { kind: Kind; request: () => Request }> = {
  'GET /api/zulassung/modul': { kind: 'WP', request: () => ({ none: true }) },
  'GET /api/zulassung': { kind: 'WP', request: () => ({ none: true }) },
  'POST /api/zulassung/zwischenspeichern': {
    kind: 'WP',
    request: () => ({ parts: [json('zulassung', { zulassungsblock: '2/2027', lgs: 4 }), pdf('lebenslauf')] }),
  },
  'POST /api/zulassung/files': {
    kind: 'WP',
    request: () => ({
      parts: [json('zulassung', beispielZulassung(semester(2027, 2), ['wp'], person)), pdf('lebenslauf')],
    }),
  },
  'POST /api/modul/ruecknahme': { kind: 'WP', request: () => ({ json: umschlag(2, { bestaetigt: true }) }) },
  'POST /api/modul/anmeldung': { kind: 'WP', request: () => ({ json: umschlag(3, slots('wr')) }) },
  'POST /api/modul/abmeldung': { kind: 'WP', request: () => ({ json: umschlag(4, module('wp')) }) },
  'POST /api/modul/verschiebung': {
    kind: 'WP',
    request: () => ({ json: umschlag(5, { ...slots('wp'), verschobenSemester: '2028/1' }) }),
  },
  'POST /api/modul/modulruecktritt': {
    kind: 'WP',
    request: () => ({
      json: umschlag(7, {
        ...module('wp'),
        wpGeladenAm: '2026-10-05',
        wrGeladenAm: null,
        bwlGeladenAm: null,
        stGeladenAm: null,
      }),
    }),
  },
  'POST /api/modul/pruefungrucktritt': {
    kind: 'WP',
    request: () => ({ json: umschlag(9, { bestaetigt: true }) }),
  },
  'POST /api/modul/anrechnung': {
    kind: 'WP',
    request: () => ({
      parts: [
        json('anrechnung', umschlag(6, { wp: false, wr: true, bwl: false, st: false })),
        pdf('masterzeugnis'),
      ],
    }),
  },
  'POST /api/modul/triftigergrund': {
    kind: 'WP',
    request: () => ({
      parts: [
        json('verhindert', {
          abgesendetAm: '1999-01-01 00:00',
          ...Object.fromEntries(PRUEFUNGSTEIL_KEYS.map((k) => [k, k === 'wp'])),
        }),
        pdf('zeugnis'),
      ],
    }),
  },
  'POST /api/modul/kontaktdaten': {
    kind: 'WP',
    request: () => ({ parts: [json('kontaktdaten', kontaktaenderung(10))] }),
  },

  'GET /api/eignung/modul': { kind: 'EIGNUNG', request: () => ({ none: true }) },
  'GET /api/eignung': { kind: 'EIGNUNG', request: () => ({ none: true }) },
  'POST /api/eignung/zwischenspeichern': {
    kind: 'EIGNUNG',
    request: () => ({
      parts: [json('eignung', { zulassungsblock: '2/2027', wahlfach: 3 }), pdf('nachweise')],
    }),
  },
  'POST /api/eignung/files': {
    kind: 'EIGNUNG',
    request: () => ({ parts: [json('eignung', beispielEignung(semester(2027, 2), person))] }),
  },
  'POST /api/modul/ruecknahmeeignung': {
    kind: 'EIGNUNG',
    request: () => ({ json: umschlag(13, { bestaetigt: true }) }),
  },
  'POST /api/modul/pruefungrucktritteignung': {
    kind: 'EIGNUNG',
    request: () => ({ json: umschlag(14, { bestaetigt: true }) }),
  },
  'POST /api/modul/triftigergrundeignung': {
    kind: 'EIGNUNG',
    request: () => ({
      parts: [
        json('verhindert', { abgesendetAm: '1999-01-01 00:00', awr: true, ast: false, mp: false }),
        pdf('grund'),
      ],
    }),
  },
  'POST /api/modul/kontaktdateneignung': {
    kind: 'EIGNUNG',
    request: () => ({ parts: [json('kontaktdaten', kontaktaenderung(16))] }),
  },
};

// Every declaration sent as JSON has its consequence preview with the same envelope and the same
// kind check (decision 0012).
for (const [route, c] of Object.entries(kindRoutes)) {
  if (route.startsWith('POST /api/modul/') && 'json' in c.request()) kindRoutes[`${route}/vorschau`] = c;
}

/** Routes every signed-in candidate may call, whatever the kind. */
const bothKinds = [
  'GET /api/zulassung/zulassungsblock',
  'GET /api/zulassung/check',
  'GET /api/status',
  'GET /api/dokumente',
  'GET /api/dokumente/download/:documentId',
  'DELETE /api/dokumente/delete/:documentId',
  'POST /api/dokumente/files',
  'GET /api/eingangsbestaetigung/:schluessel',
  'POST /changepassword',
  'POST /changeemail',
  'POST /logout',
  'GET /api/sitzungen',
  'POST /api/sitzungen/andere-beenden',
  'GET /api/meinedaten/datenkopie',
  // Consent to notification by retrieval (decision 0033): one's own, whatever the kind.
  'GET /api/bekanntgabe',
  'POST /api/bekanntgabe/einwilligung',
  // Reminders and the calendar (decision 0040): one's own, whatever the kind.
  'GET /api/erinnerungen',
  'POST /api/erinnerungen/schalter',
  'POST /api/kalender/adresse',
  'GET /api/kalender/termine',
  'GET /api/kalender/termine/:id',
  // The deletion request (decision 0041): one's own, whatever the kind.
  'GET /api/meinedaten/loeschung',
  'POST /api/meinedaten/loeschung',
  // The optional second factor (decision 0042): one's own, whatever the kind.
  'GET /api/zweiterfaktor',
  'POST /api/zweiterfaktor/totp',
  'POST /api/zweiterfaktor/totp/bestaetigen',
  'POST /api/zweiterfaktor/totp/ausschalten',
  // Passkeys (decision 0051): one's own, whatever the kind.
  'POST /api/zweiterfaktor/passkeys/optionen',
  'POST /api/zweiterfaktor/passkeys',
  'POST /api/zweiterfaktor/passkeys/nachweis',
  'POST /api/zweiterfaktor/passkeys/:id/entfernen',
  // The office's requests for documents (decision 0039): one's own, whatever the kind.
  'GET /api/nachforderungen',
  'POST /api/nachforderungen/:id/punkte/:punktId',
  // The Postfach (decision 0049): one's own, whatever the kind.
  'GET /api/postfach',
  'POST /api/postfach',
  'POST /api/postfach/:id/gelesen',
];
const publicRoutes = [
  'GET /health/live',
  'GET /health/ready',
  'GET /captcha/challenge',
  'POST /login',
  'POST /login/zweiterfaktor',
  'POST /login/zweiterfaktor/passkey',
  'POST /register',
  'POST /requestnewpassword',
  'POST /resendconfirmation',
  'POST /resetpassword',
  'POST /revertemail',
  'GET /confirmregistration/:token',
  // The calendar feed: no session, its secret address names the account (decision 0040).
  'GET /kalenderfeed/:token',
];

describe.each(backends)('WP and EIGNUNG function checks on %s', (backend) => {
  let t: TestApp;
  const jwt: Partial<Record<Kind, string>> = {};
  const ids: Partial<Record<Kind, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    for (const kind of ['WP', 'EIGNUNG'] as const) {
      const k = await eingereicht(t, kind);
      jwt[kind] = k.jwt;
      ids[kind] = k.c.id;
    }
  });
  afterAll(async () => t.close());

  const send = (route: string, token: string, request: Request) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    if ('json' in request) {
      return t.app.inject({
        method,
        url: api(path),
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(request.json),
      });
    }
    if ('parts' in request) {
      const { body, contentType } = multipartBody(request.parts);
      return t.app.inject({
        method,
        url: api(path),
        headers: { ...bearer(token), 'content-type': contentType },
        payload: body,
      });
    }
    return t.app.inject({ method, url: api(path), headers: bearer(token) });
  };

  it('classifies every API route', () => {
    // The staff scope has its own sweep (staff-routes.test.ts).
    const registered = t.app.routeTable
      .filter(
        (r) =>
          r.url.startsWith(API_BASE) &&
          !r.url.startsWith(`${API_BASE}/pruefungsstelle/`) &&
          r.method !== 'HEAD',
      )
      .map((r) => `${r.method} ${r.url.slice(API_BASE.length)}`);
    expect(new Set(registered)).toEqual(new Set([...Object.keys(kindRoutes), ...bothKinds, ...publicRoutes]));
  });

  it.each(Object.entries(kindRoutes))('%s: 403 to the other kind, nothing stored', async (route, c) => {
    const other: Kind = c.kind === 'WP' ? 'EIGNUNG' : 'WP';
    const accountId = ids[other] ?? '';
    const before = {
      declarations: (
        await t.database.db.select().from(declarations).where(eq(declarations.accountId, accountId))
      ).length,
      documents: (await t.database.db.select().from(documents).where(eq(documents.accountId, accountId)))
        .length,
    };
    const res = await send(route, jwt[other] ?? '', c.request());
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: messages.auth.keineBerechtigung });
    expect(
      (await t.database.db.select().from(declarations).where(eq(declarations.accountId, accountId))).length,
    ).toBe(before.declarations);
    expect(
      (await t.database.db.select().from(documents).where(eq(documents.accountId, accountId))).length,
    ).toBe(before.documents);
  });

  it.each(Object.entries(kindRoutes).filter(([route]) => route.startsWith('GET')))(
    '%s: the own kind is let in',
    async (route, c) => {
      const res = await send(route, jwt[c.kind] ?? '', c.request());
      expect(res.statusCode, res.body).toBe(200);
    },
  );
});
