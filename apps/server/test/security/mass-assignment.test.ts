// Mass assignment (SEC-AC-4, ASVS 8.2.3/15.3.3): every POST/PUT/PATCH route of the API gets a body
// that it accepts, plus fields a client must never set (ids, owner, status, kind, admission,
// timestamps). Each route either refuses them (400, and the same body without them passes the schema)
// or ignores them (2xx, and none of the values reaches any table). The routes come from the server's
// own route table, so a new write route fails here until it has a case.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE } from '@examensportal/domain/api';
import { berlinDate } from '@examensportal/domain/dates';
import { messages } from '@examensportal/domain/messages';
import { PRUEFUNGSTEIL_KEYS } from '@examensportal/domain/rules/module';
import { semester } from '@examensportal/domain/rules/semester';
import { beispielEignung, beispielZulassung } from '../../src/demo/beispiele';
import { createTestApp, type TestApp } from '../helpers/app';
import { api, candidate, jwtFor, postJson, registerCandidate, uniqueEmail } from '../helpers/accounts';
import { solveCaptcha } from '../helpers/captcha';
import { backends, query } from '../helpers/db';
import { eingereicht, laden, module, slots, umschlag, zugelassen } from '../helpers/declarations';
import { bearer, uploadParts } from '../helpers/documents';
import { multipartBody, type Part, sample } from '../helpers/multipart';
import { getAs, seedAccount, submitApplication } from '../helpers/procedure';
import { SoftwareAuthenticator } from '../helpers/passkey';
import { linkIn, startSmtpSink, tokenOf } from '../helpers/smtp';
import { office } from '../../src/office/commands';
import { officeDeps } from '../helpers/procedure';
import {
  anlegen,
  getStaff,
  postStaff,
  staffEmail,
  staffMember,
  staffPassword,
  tokenOf as staffTokenOf,
  totpCode,
} from '../helpers/staff';
import { kontaktaenderung } from '../helpers/declarations';
import { alleGeprueft } from '../helpers/pruefliste';

const SENTINEL_ID = '5e171e15-dead-4bad-8bad-00000000a551';
const SENTINEL_TEXT = 'MASSASSIGN-5e171e15';
const SENTINEL_TIME = '1971-02-03T04:05:06.000Z';

/** What a client must never set. Keys that no table or payload uses are also searched for by name. */
const forbidden: Record<string, unknown> = {
  id: SENTINEL_ID,
  accountId: SENTINEL_ID,
  userId: SENTINEL_ID,
  candidateId: SENTINEL_ID,
  documentId: SENTINEL_ID,
  declarationId: SENTINEL_ID,
  sessionId: SENTINEL_ID,
  status: SENTINEL_TEXT,
  kind: SENTINEL_TEXT,
  role: SENTINEL_TEXT,
  isAdmin: true,
  zugelassen: true,
  zwischegespeichert: 3,
  confirmedAt: SENTINEL_TIME,
  createdAt: SENTINEL_TIME,
  updatedAt: SENTINEL_TIME,
  lockedAt: SENTINEL_TIME,
  revokedAt: SENTINEL_TIME,
  eingegangenAm: SENTINEL_TIME,
  passwordHash: SENTINEL_TEXT,
};
const foreignKeyNames = ['userId', 'candidateId', 'isAdmin', 'passwordHash', 'revokedAt'];

type Send = (extra: Record<string, unknown>) => Promise<LightMyRequestResponse>;
interface Case {
  /** 'refuse': 400 with extras, not 400 without. 'ignore': 2xx with extras; verify() shows they had no effect. */
  expect: 'refuse' | 'ignore';
  prepare(): Promise<{ send: Send; verify?: () => Promise<void> }>;
}

const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });
const pdf = (name: string, filename = `${name}.pdf`): Part => ({
  name,
  filename,
  contentType: 'application/pdf',
  data: sample.pdf(),
});

describe.each(backends)('mass assignment on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
  });
  beforeEach(() => t.clock.set('2026-10-05T08:00:00Z')); // open term 2/2027
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const jsonTo = (path: string, body: unknown, jwt?: string) => postJson(t.app, path, body, jwt);
  const multipartTo = (path: string, jwt: string, parts: readonly Part[], headers = {}) => {
    const { body, contentType } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: api(path),
      headers: { ...bearer(jwt), 'content-type': contentType, ...headers },
      payload: body,
    });
  };
  const signedIn = async (art: 'WP' | 'EIGNUNG' = 'WP') => {
    const c = await seedAccount(t.database, t.clock, { art });
    return { c, jwt: await jwtFor(t.app, c) };
  };
  /** The JSON declarations by kind: each has its preview with the same envelope (decision 0012). */
  const jsonDeclarations = new Map<string, Case['prepare']>();
  const declaration = (
    kind: string,
    who: () => Promise<{ jwt: string }>,
    body: () => Record<string, unknown>,
  ): Case['prepare'] => {
    const to =
      (path: string): Case['prepare'] =>
      async () => {
        const k = await who();
        return { send: (extra) => jsonTo(path, { ...body(), ...extra }, k.jwt) };
      };
    jsonDeclarations.set(kind, to(`/api/modul/${kind}/vorschau`));
    return to(`/api/modul/${kind}`);
  };
  const staff = (path: string, body: Record<string, unknown>, jwt?: string) =>
    postStaff(t.app, path, body, jwt);
  const leitung = () => staffMember(t.app, t.database, t.clock, 'leitung');
  /** An admitted candidate with the admission letter filed in the file (the case of a revocation). */
  const zulassungsbescheid = async () => {
    const k = await zugelassen(t);
    await t.app.outbox.runOnce();
    const [row] = await query<{ id: string }>(
      t.database,
      sql`select id from documents where account_id = ${k.c.id} and original_name like 'Bescheid-Zulassung%'`,
    );
    if (!row) throw new Error('no admission letter filed');
    return { k, brief: row.id };
  };
  /** A case the office records for an admitted candidate, and its id as the decisions page lists it. */
  const offenerFall = async (befehl: string, optionen: Record<string, string>, liste: string) => {
    const k = await zugelassen(t);
    if (befehl === 'triftiger-grund-erfassen') await laden(t, k, 'schriftlich', 'wp');
    await office(officeDeps(t.database, t.clock), befehl, { positionals: [k.c.email], optionen });
    const m = await leitung();
    const offen = await getStaff(t.app, `/kandidaten/${k.c.id}/entscheidungen`, m.jwt);
    const id = offen.json<Record<string, { id: string }[]>>()[liste]?.[0]?.id ?? '';
    return { k, m, id };
  };
  /** A new account's session after its password, before its second factor (the set-up stage). */
  const einrichtungsSitzung = async () => {
    const { link } = await anlegen(t.database, t.clock, 'sachbearbeitung');
    const pw = await staff('/einrichtung/passwort', { token: staffTokenOf(link), passwort: staffPassword });
    return pw.json<{ jwt: string }>().jwt;
  };
  const multipartDeclaration =
    (
      kind: string,
      who: () => Promise<{ jwt: string }>,
      part: string,
      body: () => Record<string, unknown>,
      files: Part[],
    ): Case['prepare'] =>
    async () => {
      const k = await who();
      return {
        send: (extra) =>
          multipartTo(`/api/modul/${kind}`, k.jwt, [json(part, { ...body(), ...extra }), ...files]),
      };
    };
  /** The stored draft must not have taken anything of the extras. */
  const draftUntouched = (path: string, jwt: string) => async () => {
    const draft = (await getAs(t.app, path, jwt)).json<Record<string, unknown>>();
    expect(draft).toMatchObject({ status: 'zwischegespeichert', zwischegespeichert: 1 });
    for (const key of foreignKeyNames) expect(draft).not.toHaveProperty(key);
  };

  const cases: Record<string, Case> = {
    'POST /register': {
      expect: 'refuse',
      prepare: async () => {
        const c = candidate();
        return {
          send: async (extra) =>
            jsonTo('/register', {
              vorname: c.vorname,
              nachname: c.nachname,
              email: c.email,
              art: c.art,
              passwort: c.passwort,
              passwort1: c.passwort,
              token: await solveCaptcha(t.app),
              ...extra,
            }),
        };
      },
    },
    'POST /login': {
      expect: 'refuse',
      prepare: async () => {
        const c = await seedAccount(t.database, t.clock);
        return {
          send: async (extra) =>
            jsonTo('/login', {
              email: c.email,
              passwort: c.passwort,
              token: await solveCaptcha(t.app),
              ...extra,
            }),
        };
      },
    },
    'POST /requestnewpassword': {
      expect: 'refuse',
      prepare: async () => {
        const c = await seedAccount(t.database, t.clock);
        return {
          send: async (extra) =>
            jsonTo('/requestnewpassword', { email: c.email, token: await solveCaptcha(t.app), ...extra }),
        };
      },
    },
    'POST /resendconfirmation': {
      expect: 'refuse',
      prepare: async () => {
        const c = candidate();
        await registerCandidate(t.app, c);
        return {
          send: async (extra) =>
            jsonTo('/resendconfirmation', { email: c.email, token: await solveCaptcha(t.app), ...extra }),
        };
      },
    },
    'POST /resetpassword': {
      expect: 'refuse',
      prepare: async () => {
        const c = candidate();
        await registerCandidate(t.app, c);
        await jsonTo('/requestnewpassword', { email: c.email, token: await solveCaptcha(t.app) });
        await t.app.outbox.runOnce();
        const token = tokenOf(
          linkIn(sink.to(c.email).at(-1), 'https://portal.example.org/examensportal/confirmresetpassword/'),
        );
        return {
          send: (extra) => jsonTo('/resetpassword', { passwort: 'Neues#Passwort2026x', token, ...extra }),
        };
      },
    },
    'POST /revertemail': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        await jsonTo('/changeemail', { passwortAlt: k.c.passwort, email: uniqueEmail('neu') }, k.jwt);
        await t.app.outbox.runOnce();
        const token = tokenOf(
          linkIn(sink.to(k.c.email).at(-1), 'https://portal.example.org/examensportal/emailzuruecksetzen/'),
        );
        return { send: (extra) => jsonTo('/revertemail', { token, ...extra }) };
      },
    },
    'POST /changepassword': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        return {
          send: (extra) =>
            jsonTo(
              '/changepassword',
              { passwortAlt: k.c.passwort, passwort: 'Neues#Passwort2026x', ...extra },
              k.jwt,
            ),
        };
      },
    },
    'POST /changeemail': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        return {
          send: (extra) =>
            jsonTo('/changeemail', { passwortAlt: k.c.passwort, email: uniqueEmail('neu'), ...extra }, k.jwt),
        };
      },
    },
    'POST /logout': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        return { send: (extra) => jsonTo('/logout', extra, k.jwt) };
      },
    },
    'POST /api/sitzungen/andere-beenden': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        return { send: (extra) => jsonTo('/api/sitzungen/andere-beenden', extra, k.jwt) };
      },
    },
    // The second factor (decision 0042): strict bodies; without extras each answers its own 401/409.
    'POST /login/zweiterfaktor': {
      expect: 'refuse',
      prepare: async () => ({
        send: (extra) => jsonTo('/login/zweiterfaktor', { schritt: 'x', code: '123456', ...extra }),
      }),
    },
    'POST /api/zweiterfaktor/totp': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        return { send: (extra) => jsonTo('/api/zweiterfaktor/totp', extra, k.jwt) };
      },
    },
    'POST /api/zweiterfaktor/totp/bestaetigen': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        return {
          send: (extra) => jsonTo('/api/zweiterfaktor/totp/bestaetigen', { code: '123456', ...extra }, k.jwt),
        };
      },
    },
    'POST /api/zweiterfaktor/totp/ausschalten': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        return {
          send: (extra) => jsonTo('/api/zweiterfaktor/totp/ausschalten', { code: '123456', ...extra }, k.jwt),
        };
      },
    },
    // Passkeys (decision 0051): strict bodies; the options calls take none.
    'POST /login/zweiterfaktor/passkey': {
      expect: 'refuse',
      prepare: async () => ({
        send: (extra) => jsonTo('/login/zweiterfaktor/passkey', { schritt: 'x', ...extra }),
      }),
    },
    'POST /api/zweiterfaktor/passkeys/optionen': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        return { send: (extra) => jsonTo('/api/zweiterfaktor/passkeys/optionen', extra, k.jwt) };
      },
    },
    'POST /api/zweiterfaktor/passkeys/nachweis': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        // A passkey first: without one the call answers 409.
        const optionen = (await jsonTo('/api/zweiterfaktor/passkeys/optionen', undefined, k.jwt)).json<{
          challenge: string;
        }>();
        const antwort = new SoftwareAuthenticator().create(optionen);
        await jsonTo('/api/zweiterfaktor/passkeys', { name: 'Laptop', antwort }, k.jwt);
        return { send: (extra) => jsonTo('/api/zweiterfaktor/passkeys/nachweis', extra, k.jwt) };
      },
    },
    'POST /api/zweiterfaktor/passkeys': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        // A real answer to a real challenge: the control without extras registers it.
        const optionen = (await jsonTo('/api/zweiterfaktor/passkeys/optionen', undefined, k.jwt)).json<{
          challenge: string;
        }>();
        const antwort = new SoftwareAuthenticator().create(optionen);
        return {
          send: (extra) =>
            jsonTo('/api/zweiterfaktor/passkeys', { name: 'Laptop', antwort, ...extra }, k.jwt),
        };
      },
    },
    'POST /api/zweiterfaktor/passkeys/:id/entfernen': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        const url = '/api/zweiterfaktor/passkeys/00000000-0000-4000-8000-000000000000/entfernen';
        return { send: (extra) => jsonTo(url, { code: '123456', ...extra }, k.jwt) };
      },
    },
    'POST /api/bekanntgabe/einwilligung': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        const body = { erteilt: true, wortlaut: messages.meineDaten.einwilligungWortlaut };
        return { send: (extra) => jsonTo('/api/bekanntgabe/einwilligung', { ...body, ...extra }, k.jwt) };
      },
    },
    'POST /api/erinnerungen/schalter': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        const body = { art: 'aufsichtsarbeit', aktiv: false };
        return { send: (extra) => jsonTo('/api/erinnerungen/schalter', { ...body, ...extra }, k.jwt) };
      },
    },
    'POST /api/kalender/adresse': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        return { send: (extra) => jsonTo('/api/kalender/adresse', extra, k.jwt) };
      },
    },
    // The deletion request (decision 0041): a fresh account never applied, so the control closes it.
    'POST /api/meinedaten/loeschung': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        return {
          send: (extra) =>
            jsonTo('/api/meinedaten/loeschung', { passwortAlt: k.c.passwort, ...extra }, k.jwt),
        };
      },
    },
    'POST /api/dokumente/files': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        return {
          send: (extra) =>
            multipartTo('/api/dokumente/files', k.jwt, [
              pdf('zeugnis'),
              ...Object.entries(extra).map(([name, value]) => ({ name, data: String(value) })),
            ]),
        };
      },
    },
    'POST /api/zulassung/zwischenspeichern': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        const draft = (await getAs(t.app, '/api/zulassung', k.jwt)).json<Record<string, unknown>>();
        return {
          send: (extra) =>
            multipartTo('/api/zulassung/zwischenspeichern', k.jwt, [
              json('zulassung', {
                ...draft,
                ...extra,
                kontaktdaten: { ...(draft.kontaktdaten as object), ...extra },
              }),
            ]),
          verify: draftUntouched('/api/zulassung', k.jwt),
        };
      },
    },
    'POST /api/eignung/zwischenspeichern': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn('EIGNUNG');
        const draft = (await getAs(t.app, '/api/eignung', k.jwt)).json<Record<string, unknown>>();
        return {
          send: (extra) =>
            multipartTo('/api/eignung/zwischenspeichern', k.jwt, [json('eignung', { ...draft, ...extra })]),
          verify: draftUntouched('/api/eignung', k.jwt),
        };
      },
    },
    'POST /api/zulassung/files': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        const antrag = beispielZulassung(semester(2027, 2), ['wp'], k.c);
        return {
          send: (extra) =>
            multipartTo('/api/zulassung/files', k.jwt, [
              json('zulassung', { ...antrag, ...extra, kontaktdaten: { ...antrag.kontaktdaten, ...extra } }),
              pdf('lebenslauf'),
            ]),
          verify: async () => {
            const sent = (await getAs(t.app, '/api/zulassung', k.jwt)).json<Record<string, unknown>>();
            expect(sent).toMatchObject({ status: 'submitted', zwischegespeichert: 2 });
            // Not admitted: an admission would register the chosen module.
            expect((await getAs(t.app, '/api/zulassung/modul', k.jwt)).json()).toMatchObject({
              modulanmeldungen: expect.objectContaining({ wp: false }),
            });
          },
        };
      },
    },
    'POST /api/eignung/files': {
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn('EIGNUNG');
        const antrag = beispielEignung(semester(2027, 2), k.c);
        return {
          send: (extra) =>
            multipartTo('/api/eignung/files', k.jwt, [json('eignung', { ...antrag, ...extra })]),
          verify: async () => {
            const sent = (await getAs(t.app, '/api/eignung', k.jwt)).json<Record<string, unknown>>();
            expect(sent).toMatchObject({ status: 'submitted', zwischegespeichert: 2 });
          },
        };
      },
    },
    'POST /api/modul/anmeldung': {
      expect: 'refuse',
      prepare: declaration(
        'anmeldung',
        () => zugelassen(t),
        () => umschlag(3, slots('wr')),
      ),
    },
    'POST /api/modul/abmeldung': {
      expect: 'refuse',
      prepare: declaration(
        'abmeldung',
        () => zugelassen(t, 'WP', ['wp', 'st']),
        () => umschlag(4, module('st')),
      ),
    },
    'POST /api/modul/verschiebung': {
      expect: 'refuse',
      prepare: declaration(
        'verschiebung',
        () => zugelassen(t, 'WP', ['wp', 'wr']),
        () => umschlag(5, { ...slots('wp'), verschobenSemester: '2028/1' }),
      ),
    },
    'POST /api/modul/modulruecktritt': {
      expect: 'refuse',
      prepare: declaration(
        'modulruecktritt',
        async () => {
          const k = await zugelassen(t);
          await laden(t, k, 'schriftlich', 'wp');
          return k;
        },
        () =>
          umschlag(7, {
            ...module('wp'),
            wpGeladenAm: '2026-10-05',
            wrGeladenAm: null,
            bwlGeladenAm: null,
            stGeladenAm: null,
          }),
      ),
    },
    'POST /api/modul/pruefungrucktritt': {
      expect: 'refuse',
      prepare: declaration(
        'pruefungrucktritt',
        () => zugelassen(t),
        () => umschlag(9, { bestaetigt: true }),
      ),
    },
    'POST /api/modul/ruecknahme': {
      expect: 'refuse',
      prepare: declaration(
        'ruecknahme',
        () => eingereicht(t),
        () => umschlag(2, { bestaetigt: true }),
      ),
    },
    'POST /api/modul/ruecknahmeeignung': {
      expect: 'refuse',
      prepare: declaration(
        'ruecknahmeeignung',
        () => eingereicht(t, 'EIGNUNG'),
        () => umschlag(13, { bestaetigt: true }),
      ),
    },
    'POST /api/modul/pruefungrucktritteignung': {
      expect: 'refuse',
      prepare: declaration(
        'pruefungrucktritteignung',
        () => zugelassen(t, 'EIGNUNG'),
        () => umschlag(14, { bestaetigt: true }),
      ),
    },
    'POST /api/modul/anrechnung': {
      expect: 'refuse',
      prepare: multipartDeclaration(
        'anrechnung',
        () => zugelassen(t, 'WP', ['wp', 'st']),
        'anrechnung',
        () => umschlag(6, { wp: false, wr: false, bwl: false, st: true }),
        [pdf('pruefungsbescheinigung')],
      ),
    },
    'POST /api/modul/triftigergrund': {
      expect: 'refuse',
      prepare: multipartDeclaration(
        'triftigergrund',
        async () => {
          const k = await zugelassen(t);
          await laden(t, k, 'schriftlich', 'wp');
          return k;
        },
        'verhindert',
        () => ({
          abgesendetAm: '1999-01-01 00:00',
          ...Object.fromEntries(PRUEFUNGSTEIL_KEYS.map((key) => [key, key === 'wp'])),
        }),
        [pdf('zeugnis')],
      ),
    },
    'POST /api/modul/triftigergrundeignung': {
      expect: 'refuse',
      prepare: multipartDeclaration(
        'triftigergrundeignung',
        async () => {
          const k = await zugelassen(t, 'EIGNUNG');
          await laden(t, k, 'awr');
          return k;
        },
        'verhindert',
        () => ({ abgesendetAm: '1999-01-01 00:00', awr: true, ast: false, mp: false }),
        [pdf('grund')],
      ),
    },
    'POST /api/modul/kontaktdaten': {
      expect: 'refuse',
      prepare: multipartDeclaration(
        'kontaktdaten',
        () => eingereicht(t),
        'kontaktdaten',
        () => kontaktaenderung(10),
        [],
      ),
    },
    'POST /api/modul/kontaktdateneignung': {
      expect: 'refuse',
      prepare: multipartDeclaration(
        'kontaktdateneignung',
        () => eingereicht(t, 'EIGNUNG'),
        'kontaktdaten',
        () => kontaktaenderung(16),
        [],
      ),
    },
    // The examination office's routes (staff session, issue 15).
    'POST /pruefungsstelle/anmelden': {
      expect: 'refuse',
      prepare: async () => {
        const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
        return { send: (extra) => staff('/anmelden', { email: m.email, passwort: staffPassword, ...extra }) };
      },
    },
    'POST /pruefungsstelle/einrichtung/pruefen': {
      expect: 'refuse',
      prepare: async () => {
        const { link } = await anlegen(t.database, t.clock, 'sachbearbeitung');
        return { send: (extra) => staff('/einrichtung/pruefen', { token: staffTokenOf(link), ...extra }) };
      },
    },
    'POST /pruefungsstelle/einrichtung/passwort': {
      expect: 'refuse',
      prepare: async () => {
        const { link } = await anlegen(t.database, t.clock, 'sachbearbeitung');
        return {
          send: (extra) =>
            staff('/einrichtung/passwort', { token: staffTokenOf(link), passwort: staffPassword, ...extra }),
        };
      },
    },
    'POST /pruefungsstelle/einrichtung/totp': {
      // Takes no body: the key is made by the server.
      expect: 'ignore',
      prepare: async () => {
        const jwt = await einrichtungsSitzung();
        return { send: (extra) => staff('/einrichtung/totp', extra, jwt) };
      },
    },
    'POST /pruefungsstelle/einrichtung/totp/bestaetigen': {
      expect: 'refuse',
      prepare: async () => {
        const jwt = await einrichtungsSitzung();
        const { schluessel } = (await staff('/einrichtung/totp', {}, jwt)).json<{ schluessel: string }>();
        return {
          send: (extra) =>
            staff(
              '/einrichtung/totp/bestaetigen',
              { code: totpCode(schluessel, t.clock.now()), ...extra },
              jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/abmelden': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const m = await leitung();
        return { send: (extra) => staff('/abmelden', extra, m.jwt) };
      },
    },
    'POST /pruefungsstelle/mitarbeitende': {
      expect: 'refuse',
      prepare: async () => {
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              '/mitarbeitende',
              { email: staffEmail(), name: 'Neu', rolle: 'sachbearbeitung', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/mitarbeitende/:id/rolle': {
      expect: 'refuse',
      prepare: async () => {
        const m = await leitung();
        const other = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
        return {
          send: (extra) => staff(`/mitarbeitende/${other.id}/rolle`, { rolle: 'leitung', ...extra }, m.jwt),
        };
      },
    },
    'POST /pruefungsstelle/mitarbeitende/:id/deaktivieren': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const m = await leitung();
        const other = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
        return { send: (extra) => staff(`/mitarbeitende/${other.id}/deaktivieren`, extra, m.jwt) };
      },
    },
    'POST /pruefungsstelle/mitarbeitende/:id/zuruecksetzen': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const m = await leitung();
        const other = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
        return { send: (extra) => staff(`/mitarbeitende/${other.id}/zuruecksetzen`, extra, m.jwt) };
      },
    },
    'POST /pruefungsstelle/mitarbeitende/:id/reaktivieren': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const m = await leitung();
        const other = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
        await staff(`/mitarbeitende/${other.id}/deaktivieren`, {}, m.jwt);
        return { send: (extra) => staff(`/mitarbeitende/${other.id}/reaktivieren`, extra, m.jwt) };
      },
    },
    'POST /pruefungsstelle/mitarbeitende/:id/einladung': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const m = await leitung();
        const other = await anlegen(t.database, t.clock, 'sachbearbeitung');
        return { send: (extra) => staff(`/mitarbeitende/${other.id}/einladung`, extra, m.jwt) };
      },
    },
    'POST /pruefungsstelle/mitarbeitende/:id/zweiter-faktor': {
      expect: 'refuse',
      prepare: async () => {
        const m = await leitung();
        const other = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
        return {
          send: (extra) =>
            staff(
              `/mitarbeitende/${other.id}/zweiter-faktor`,
              { notiz: 'Telefon verloren', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/zweiter-faktor/zuruecksetzen': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/zweiter-faktor/zuruecksetzen`,
              { notiz: 'Ausweis', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/zulassung': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        return {
          send: (extra) =>
            staff(`/kandidaten/${k.c.id}/zulassung`, { entscheidung: 'zulassen', ...extra }, m.jwt),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/pruefliste/:antragId': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        const [antrag] = await query<{ id: string }>(
          t.database,
          sql`select id from applications where account_id = ${k.c.id}`,
        );
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/pruefliste/${antrag?.id}`,
              { punkt: 'lebenslauf', status: 'geprueft', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/triftiger-grund/:fallId': {
      expect: 'refuse',
      prepare: async () => {
        const { k, m, id } = await offenerFall(
          'triftiger-grund-erfassen',
          { modul: 'wp', teil: 'schriftlich' },
          'triftigeGruende',
        );
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/triftiger-grund/${id}`,
              { entscheidung: 'anerkennen', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/anrechnung/:fallId': {
      expect: 'refuse',
      prepare: async () => {
        const { k, m, id } = await offenerFall('anrechnung-erfassen', { modul: 'st' }, 'anrechnungen');
        return {
          send: (extra) =>
            staff(`/kandidaten/${k.c.id}/anrechnung/${id}`, { entscheidung: 'anerkennen', ...extra }, m.jwt),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/nachteilsausgleich': {
      expect: 'refuse',
      prepare: async () => {
        const c = await seedAccount(t.database, t.clock, { art: 'WP' });
        await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp'], {
          nachteilsausgleich: true,
        });
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${c.id}/nachteilsausgleich`,
              { entscheidung: 'gewaehren', eigenerRaum: true, ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/berichtigung/:fallId': {
      expect: 'refuse',
      prepare: async () => {
        const k = await zugelassen(t);
        await laden(t, k, 'schriftlich', 'wp');
        await office(officeDeps(t.database, t.clock), 'ergebnis', {
          positionals: [k.c.email],
          optionen: { modul: 'wp', ergebnis: 'nicht-bestanden' },
        });
        const [row] = await query<{ id: string }>(
          t.database,
          sql`select id from results where account_id = ${k.c.id}`,
        );
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/berichtigung/${row?.id}`,
              { ergebnis: 'failed', begruendung: 'Übertragungsfehler', ...extra },
              m.jwt,
            ),
        };
      },
    },
    // Revocation and § 42 correction of a filed decision letter (decision 0055).
    'POST /pruefungsstelle/kandidaten/:id/aufhebung/:fallId': {
      expect: 'refuse',
      prepare: async () => {
        const { k, brief } = await zulassungsbescheid();
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/aufhebung/${brief}`,
              {
                vorschrift: 'p48',
                kenntnisAm: berlinDate(t.clock.now()),
                begruendung: 'Gefälschter Nachweis',
                ...extra,
              },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/bescheid-berichtigung/:fallId': {
      expect: 'refuse',
      prepare: async () => {
        const { k, brief } = await zulassungsbescheid();
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/bescheid-berichtigung/${brief}`,
              {
                fehlerart: 'schreibfehler',
                unrichtig: 'Berln',
                richtig: 'Berlin',
                begruendung: 'Tippfehler',
                ...extra,
              },
              m.jwt,
            ),
        };
      },
    },
    // Case work (decision 0046): assignment, notes, Wiedervorlagen and their end.
    'POST /pruefungsstelle/kandidaten/:id/zuweisung': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        return {
          send: (extra) => staff(`/kandidaten/${k.c.id}/zuweisung`, { staffId: m.id, ...extra }, m.jwt),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/notizen': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        return {
          send: (extra) => staff(`/kandidaten/${k.c.id}/notizen`, { text: 'Notiz', ...extra }, m.jwt),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/wiedervorlagen': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/wiedervorlagen`,
              { datum: '2099-01-01', grund: 'x', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/wiedervorlagen/:wiedervorlageId/ende': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        const res = await staff(
          `/kandidaten/${k.c.id}/wiedervorlagen`,
          { datum: '2099-01-01', grund: 'x' },
          m.jwt,
        );
        const id = res.json<{ fall: { wiedervorlagen: { id: number }[] } }>().fall.wiedervorlagen[0]?.id ?? 0;
        return {
          send: (extra) =>
            staff(`/kandidaten/${k.c.id}/wiedervorlagen/${id}/ende`, { art: 'erledigt', ...extra }, m.jwt),
        };
      },
    },
    // Nachforderungen (decision 0039): the office's request, its closing, the candidate's answer.
    'POST /pruefungsstelle/kandidaten/:id/nachforderungen': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/nachforderungen`,
              { punkte: [{ art: 'frage', bezeichnung: 'x' }], ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/nachforderungen/:nachforderungId/erledigt': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        const res = await staff(
          `/kandidaten/${k.c.id}/nachforderungen`,
          { punkte: [{ art: 'frage', bezeichnung: 'x' }] },
          m.jwt,
        );
        const id = res.json<{ nachforderungen: { id: string }[] }>().nachforderungen[0]?.id ?? '';
        return {
          send: (extra) => staff(`/kandidaten/${k.c.id}/nachforderungen/${id}/erledigt`, extra, m.jwt),
        };
      },
    },
    'POST /api/nachforderungen/:id/punkte/:punktId': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        const res = await staff(
          `/kandidaten/${k.c.id}/nachforderungen`,
          { punkte: [{ art: 'frage', bezeichnung: 'x' }] },
          m.jwt,
        );
        const [n] = res.json<{ nachforderungen: { id: string; punkte: { id: string }[] }[] }>()
          .nachforderungen;
        const path = `/api/nachforderungen/${n?.id}/punkte/${n?.punkte[0]?.id}`;
        return { send: (extra) => jsonTo(path, { text: 'Angabe', ...extra }, k.jwt) };
      },
    },
    // The Postfach (decision 0049): the candidate's message, the office's (multipart), the readings.
    'POST /api/postfach': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        return {
          send: (extra) => jsonTo('/api/postfach', { betreff: 'Frage', text: 'Wann?', ...extra }, k.jwt),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/nachrichten': {
      expect: 'refuse',
      prepare: async () => {
        const k = await signedIn();
        const m = await leitung();
        return {
          send: (extra) =>
            multipartTo(`/pruefungsstelle/kandidaten/${k.c.id}/nachrichten`, m.jwt, [
              json('nachricht', { betreff: 'Hinweis', text: 'Bitte beachten', ...extra }),
              pdf('anhaenge'),
            ]),
        };
      },
    },
    'POST /api/postfach/:id/gelesen': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        const m = await leitung();
        const res = await multipartTo(`/pruefungsstelle/kandidaten/${k.c.id}/nachrichten`, m.jwt, [
          json('nachricht', { betreff: 'Hinweis', text: 'Bitte beachten' }),
        ]);
        const id = res.json<{ threads: { id: string }[] }>().threads[0]?.id ?? '';
        return { send: (extra) => jsonTo(`/api/postfach/${id}/gelesen`, extra, k.jwt) };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/nachrichten/:nachrichtId/gelesen': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const k = await signedIn();
        const m = await leitung();
        const res = await jsonTo('/api/postfach', { betreff: 'Frage', text: 'Wann?' }, k.jwt);
        const id = res.json<{ threads: { id: string }[] }>().threads[0]?.id ?? '';
        return {
          send: (extra) => staff(`/kandidaten/${k.c.id}/nachrichten/${id}/gelesen`, extra, m.jwt),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/widersprueche': {
      expect: 'refuse',
      prepare: async () => {
        const k = await zugelassen(t);
        await t.app.outbox.runOnce();
        const [brief] = await query<{ id: string }>(
          t.database,
          sql`select document_id as id from bereitstellungen where account_id = ${k.c.id}`,
        );
        const m = await leitung();
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/widersprueche`,
              { bescheidId: brief?.id, eingegangenAm: '2026-10-05', begruendung: 'Bitte prüfen.', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/widerspruch/:fallId': {
      expect: 'refuse',
      prepare: async () => {
        const k = await zugelassen(t);
        await t.app.outbox.runOnce();
        const [brief] = await query<{ id: string }>(
          t.database,
          sql`select document_id as id from bereitstellungen where account_id = ${k.c.id}`,
        );
        const m = await leitung();
        const heute = t.clock.now().toISOString().slice(0, 10);
        const erfasst = await staff(
          `/kandidaten/${k.c.id}/widersprueche`,
          { bescheidId: brief?.id, eingegangenAm: heute, begruendung: 'Bitte prüfen.' },
          m.jwt,
        );
        const id = erfasst.json<{ widerspruch: { id: string } }>().widerspruch.id;
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/widerspruch/${id}`,
              { entscheidung: 'zurueckgenommen', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/entwuerfe/:entwurfId/freigabe': {
      // Takes no body.
      expect: 'ignore',
      prepare: async () => {
        const k = await eingereicht(t);
        const sb = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
        await alleGeprueft(t, k.c.id, sb);
        const entwurf = await staff(`/kandidaten/${k.c.id}/zulassung`, { entscheidung: 'zulassen' }, sb.jwt);
        const id = entwurf.json<{ entwurf: { id: string } }>().entwurf.id;
        const m = await leitung();
        return { send: (extra) => staff(`/kandidaten/${k.c.id}/entwuerfe/${id}/freigabe`, extra, m.jwt) };
      },
    },
    'POST /pruefungsstelle/kandidaten/:id/entwuerfe/:entwurfId/verwerfen': {
      expect: 'refuse',
      prepare: async () => {
        const k = await eingereicht(t);
        const m = await leitung();
        await alleGeprueft(t, k.c.id, m);
        const entwurf = await staff(`/kandidaten/${k.c.id}/zulassung`, { entscheidung: 'zulassen' }, m.jwt);
        const id = entwurf.json<{ entwurf: { id: string } }>().entwurf.id;
        return {
          send: (extra) =>
            staff(
              `/kandidaten/${k.c.id}/entwuerfe/${id}/verwerfen`,
              { begruendung: 'Irrtum', ...extra },
              m.jwt,
            ),
        };
      },
    },
    'POST /pruefungsstelle/eingang/kenntnisnahme': {
      expect: 'refuse',
      prepare: async () => {
        const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
        // A new document in a candidate's file: an item the Eingang acknowledges.
        const c = await seedAccount(t.database, t.clock);
        const upload = await uploadParts(t.app, await jwtFor(t.app, c), [
          { name: 'zeugnis', filename: 'z.pdf', contentType: 'application/pdf', data: sample.pdf() },
        ]);
        const id = upload.json<{ documentId: string }[]>()[0]?.documentId;
        return {
          send: (extra) =>
            staff('/eingang/kenntnisnahme', { eintraege: [`dokument:${id}`], ...extra }, m.jwt),
        };
      },
    },
  };
  // Zur Löschung fällig (decision 0041): an account not on the list answers 404/409, nothing deleted.
  cases['POST /pruefungsstelle/loeschung/:id/sperre'] = {
    expect: 'refuse',
    prepare: async () => {
      const m = await leitung();
      const c = await seedAccount(t.database, t.clock);
      return {
        send: (extra) => staff(`/loeschung/${c.id}/sperre`, { grund: 'Klage anhängig', ...extra }, m.jwt),
      };
    },
  };
  cases['POST /pruefungsstelle/loeschung/freigabe'] = {
    expect: 'refuse',
    prepare: async () => {
      const m = await leitung();
      const c = await seedAccount(t.database, t.clock);
      return { send: (extra) => staff('/loeschung/freigabe', { accountIds: [c.id], ...extra }, m.jwt) };
    },
  };
  // Termine, Ladungen und Ergebnisse (staff-termine/staff-ladungen tests cover the rules).
  const leer = { wp: [], wr: [], bwl: [], st: [] };
  const csv = 'E-Mail;Modul;Ergebnis;Datum\nniemand@example.org;WP;bestanden;';
  const staffCase = (
    path: string,
    body: Record<string, unknown>,
    rolle: 'leitung' | 'sachbearbeitung',
  ): Case => ({
    expect: 'refuse',
    prepare: async () => {
      const m = await staffMember(t.app, t.database, t.clock, rolle);
      return { send: (extra) => staff(path, { ...body, ...extra }, m.jwt) };
    },
  });
  // Batch work (decision 0047): strict bodies; an unknown id is an item of the report, not a 400.
  const niemand = '00000000-0000-4000-8000-000000000000';
  cases['POST /pruefungsstelle/sammel/zulassungen'] = staffCase(
    '/sammel/zulassungen',
    { kandidaten: [niemand] },
    'sachbearbeitung',
  );
  cases['POST /pruefungsstelle/sammel/zulassungen/vorschau'] = staffCase(
    '/sammel/zulassungen/vorschau',
    { kandidaten: [niemand] },
    'sachbearbeitung',
  );
  cases['POST /pruefungsstelle/sammel/freigaben'] = staffCase(
    '/sammel/freigaben',
    { entwuerfe: [niemand] },
    'leitung',
  );
  cases['POST /pruefungsstelle/sammel/kenntnisnahmen'] = staffCase(
    '/sammel/kenntnisnahmen',
    { eintraege: [`ruecktritt:${niemand}`] },
    'sachbearbeitung',
  );
  // Batches of invitations and results (decision 0061): the single payloads, strict as those.
  const ladung = { termin: '2027/2', pruefung: 'wp', teil: 'schriftlich', datum: '', kandidaten: [niemand] };
  cases['POST /pruefungsstelle/sammel/ladungen'] = staffCase('/sammel/ladungen', ladung, 'sachbearbeitung');
  cases['POST /pruefungsstelle/sammel/ladungen/vorschau'] = staffCase(
    '/sammel/ladungen/vorschau',
    ladung,
    'sachbearbeitung',
  );
  const ergebnisse = {
    termin: '2027/2',
    pruefung: 'wp',
    datum: '',
    eintraege: [{ kandidat: niemand, ergebnis: 'failed' }],
  };
  cases['POST /pruefungsstelle/sammel/ergebnisse'] = staffCase(
    '/sammel/ergebnisse',
    ergebnisse,
    'sachbearbeitung',
  );
  cases['POST /pruefungsstelle/sammel/ergebnisse/vorschau'] = staffCase(
    '/sammel/ergebnisse/vorschau',
    ergebnisse,
    'sachbearbeitung',
  );
  cases['POST /pruefungsstelle/termine'] = staffCase(
    '/termine',
    {
      termin: '2027/2',
      anmeldeschluss: null,
      juni: ['wr'],
      aufsichtsarbeiten: leer,
      aufsichtsarbeitenJuni: leer,
    },
    'leitung',
  );
  // The preview of a change reads the same payload and counts; it writes nothing either way.
  cases['POST /pruefungsstelle/termine/vorschau'] = staffCase(
    '/termine/vorschau',
    {
      termin: '2027/2',
      anmeldeschluss: null,
      juni: ['wr'],
      aufsichtsarbeiten: leer,
      aufsichtsarbeitenJuni: leer,
    },
    'leitung',
  );
  cases['POST /pruefungsstelle/ergebnisse'] = staffCase(
    '/ergebnisse',
    {
      termin: '2027/2',
      pruefung: 'wp',
      kandidat: '00000000-0000-4000-8000-000000000001',
      ergebnis: 'passed',
      datum: '',
    },
    'sachbearbeitung',
  );
  cases['POST /pruefungsstelle/ergebnisse/vorschau'] = staffCase(
    '/ergebnisse/vorschau',
    { csv },
    'sachbearbeitung',
  );
  cases['POST /pruefungsstelle/ergebnisse/import'] = staffCase(
    '/ergebnisse/import',
    { csv },
    'sachbearbeitung',
  );
  // Postversand: a print batch needs a letter that goes by post (an admission without consent).
  const stapel = async () => {
    const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    await zugelassen(t);
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    return { m, neu: () => staff('/postversand/stapel', {}, m.jwt) };
  };
  cases['POST /pruefungsstelle/postversand/stapel'] = {
    // Takes no body.
    expect: 'ignore',
    prepare: async () => {
      const { m } = await stapel();
      return { send: (extra) => staff('/postversand/stapel', extra, m.jwt) };
    },
  };
  cases['POST /pruefungsstelle/postversand/stapel/:stapelId/versand'] = {
    expect: 'refuse',
    prepare: async () => {
      const { m, neu } = await stapel();
      const { id } = (await neu()).json<{ id: number }>();
      const versandtAm = berlinDate(t.clock.now());
      return { send: (extra) => staff(`/postversand/stapel/${id}/versand`, { versandtAm, ...extra }, m.jwt) };
    },
  };
  cases['POST /pruefungsstelle/postversand/stapel/:stapelId/verwerfen'] = {
    // Takes no body.
    expect: 'ignore',
    prepare: async () => {
      const { m, neu } = await stapel();
      const { id } = (await neu()).json<{ id: number }>();
      return { send: (extra) => staff(`/postversand/stapel/${id}/verwerfen`, extra, m.jwt) };
    },
  };
  for (const [kind, prepare] of jsonDeclarations)
    cases[`POST /api/modul/${kind}/vorschau`] = { expect: 'refuse', prepare };

  it('has a case for every write route the server registers', () => {
    const writes = t.app.routeTable
      .filter((r) => r.url.startsWith(API_BASE) && ['POST', 'PUT', 'PATCH'].includes(r.method))
      .map((r) => `${r.method} ${r.url.slice(API_BASE.length)}`)
      .filter((r) => !r.includes('/test/'));
    expect(writes.length).toBeGreaterThanOrEqual(25);
    expect(new Set(writes)).toEqual(new Set(Object.keys(cases)));
  });

  it.each(Object.entries(cases))('%s', async (_route, c) => {
    const { send, verify } = await c.prepare();
    const withExtras = await send(forbidden);
    expect(withExtras.statusCode, withExtras.body).toBeLessThan(500);
    if (c.expect === 'refuse') {
      expect(withExtras.statusCode, withExtras.body).toBe(400);
      expect(typeof withExtras.json<{ message: string }>().message).toBe('string');
      // Without the extras the same body passes the schema (it may still meet a rule: 409/422).
      const control = await send({});
      expect(control.statusCode, control.body).not.toBe(400);
      expect(control.statusCode, control.body).toBeLessThan(500);
    } else {
      expect(withExtras.statusCode, withExtras.body).toBeLessThan(300);
      await verify?.();
    }
  });

  it('refuses the extras with the German general message and no English', async () => {
    const k = await zugelassen(t);
    const res = await jsonTo('/api/modul/anmeldung', { ...umschlag(3, slots('wr')), ...forbidden }, k.jwt);
    expect(res.json()).toEqual({ message: messages.validation.eingabenUngueltig, fieldErrors: {} });
  });

  it('left none of the values in any table', async () => {
    const tables = await query<{ name: string }>(
      t.database,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const { name } of tables) {
      const rows = await query<{ j: string }>(
        t.database,
        sql`select row_to_json(x)::text as j from ${sql.identifier(name)} x`,
      );
      const text = rows.map((r) => r.j).join('\n');
      for (const needle of [
        SENTINEL_ID,
        SENTINEL_TEXT,
        '1971-02-03',
        ...foreignKeyNames.map((k) => `"${k}"`),
      ]) {
        expect(text.includes(needle), `${needle} in ${name}`).toBe(false);
      }
    }
  });
});
