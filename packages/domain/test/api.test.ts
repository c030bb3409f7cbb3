import { describe, expect, it } from 'vitest';
import { API, API_BASE, type ApiCall, apiPath, apiUrl, PUBLIC_CALLS, vorschauVon } from '../src/api';
import { PRUEFUNGSSTELLE_API } from '../src/api-pruefungsstelle';
import { ERKLAERUNG_API, VORSCHAU_CALLS } from '../src/erklaerungen/aufrufe';

describe('call table (spec §7)', () => {
  it.each([
    ['login', 'POST', '/login', false, 'json'],
    ['register', 'POST', '/register', false, 'json'],
    ['requestNewPassword', 'POST', '/requestnewpassword', false, 'json'],
    ['confirmRegistration', 'GET', '/confirmregistration/:token', false, 'none'],
    ['resetPassword', 'POST', '/resetpassword', false, 'json'],
    ['changePassword', 'POST', '/changepassword', true, 'json'],
    ['changeEmail', 'POST', '/changeemail', true, 'json'],
    ['revertEmail', 'POST', '/revertemail', false, 'json'],
    ['dokumente', 'GET', '/api/dokumente', true, 'none'],
    ['dokumentLoeschen', 'DELETE', '/api/dokumente/delete/:documentId', true, 'none'],
    ['dokumentHerunterladen', 'GET', '/api/dokumente/download/:documentId', true, 'none'],
    ['dokumenteHochladen', 'POST', '/api/dokumente/files', true, 'multipart'],
    ['modul', 'GET', '/api/zulassung/modul', true, 'none'],
    ['modulEignung', 'GET', '/api/eignung/modul', true, 'none'],
    ['zulassungsblock', 'GET', '/api/zulassung/zulassungsblock', true, 'none'],
    ['status', 'GET', '/api/status', true, 'none'],
    ['zulassung', 'GET', '/api/zulassung', true, 'none'],
    ['zulassungZwischenspeichern', 'POST', '/api/zulassung/zwischenspeichern', true, 'multipart'],
    ['zulassungAbschicken', 'POST', '/api/zulassung/files', true, 'multipart'],
    ['zulassungCheck', 'GET', '/api/zulassung/check', true, 'none'],
    ['eignung', 'GET', '/api/eignung', true, 'none'],
    ['eignungZwischenspeichern', 'POST', '/api/eignung/zwischenspeichern', true, 'multipart'],
    ['eignungAbschicken', 'POST', '/api/eignung/files', true, 'multipart'],
    ['kontaktdaten', 'POST', '/api/modul/kontaktdaten', true, 'multipart'],
    ['kontaktdatenEignung', 'POST', '/api/modul/kontaktdateneignung', true, 'multipart'],
    ['ruecknahme', 'POST', '/api/modul/ruecknahme', true, 'json'],
    ['anmeldung', 'POST', '/api/modul/anmeldung', true, 'json'],
    ['abmeldung', 'POST', '/api/modul/abmeldung', true, 'json'],
    ['verschiebung', 'POST', '/api/modul/verschiebung', true, 'json'],
    ['modulruecktritt', 'POST', '/api/modul/modulruecktritt', true, 'json'],
    ['gesamtruecktritt', 'POST', '/api/modul/pruefungrucktritt', true, 'json'],
    ['eignungRuecknahme', 'POST', '/api/modul/ruecknahmeeignung', true, 'json'],
    ['eignungRuecktritt', 'POST', '/api/modul/pruefungrucktritteignung', true, 'json'],
    ['anrechnung', 'POST', '/api/modul/anrechnung', true, 'multipart'],
    ['triftigerGrund', 'POST', '/api/modul/triftigergrund', true, 'multipart'],
    ['triftigerGrundEignung', 'POST', '/api/modul/triftigergrundeignung', true, 'multipart'],
    ['logout', 'POST', '/logout', true, 'none'],
    ['captchaChallenge', 'GET', '/captcha/challenge', false, 'none'],
    ['healthLive', 'GET', '/health/live', false, 'none'],
    ['healthReady', 'GET', '/health/ready', false, 'none'],
    ['eingangsbestaetigung', 'GET', '/api/eingangsbestaetigung/:schluessel', true, 'none'],
  ] as const)('%s: %s %s auth=%s body=%s', (name, method, path, auth, body) => {
    expect({ ...API, ...ERKLAERUNG_API }[name]).toMatchObject({ method, path, auth, body });
  });

  it('has no call twice (a declaration path in api.ts as well as in its registry entry included)', () => {
    const keys = [...Object.values(API), ...Object.values(ERKLAERUNG_API)].map(
      (c) => `${c.method} ${c.path}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists exactly the calls without auth as public', () => {
    expect([...PUBLIC_CALLS].sort()).toEqual(
      [
        'captchaChallenge',
        'confirmRegistration',
        'healthLive',
        'healthReady',
        // The calendar feed: its secret address is the credential (decision 0040).
        'kalenderFeed',
        'login',
        // The login's second step (decision 0042): its step token is the credential.
        'loginZweiterFaktor',
        // Its passkey challenge (decision 0051): the same step token.
        'loginPasskey',
        'register',
        'requestNewPassword',
        'resendConfirmation',
        'resetPassword',
        'revertEmail',
      ].sort(),
    );
  });

  it('downloads are blobs; multipart calls name their JSON part and files', () => {
    expect(API.dokumentHerunterladen.response).toBe('blob');
    expect(API.zulassungZwischenspeichern.multipart).toEqual({
      json: 'zulassung',
      files: [
        'lebenslauf',
        'zeugnis',
        'attest',
        'agbescheinigung',
        'stbescheinigung',
        'agbescheinigung2',
        'stbescheinigung2',
        'verkuerzungbescheinigung',
      ],
    });
    expect(ERKLAERUNG_API.anrechnung.multipart).toEqual({
      json: 'anrechnung',
      files: ['masterzeugnis', 'pruefungsbescheinigung'],
    });
  });

  it('fills and encodes path parameters', () => {
    expect(API_BASE).toBe('/examensportal/backend');
    expect(apiPath(API.dokumentLoeschen, { documentId: 42 })).toBe('/api/dokumente/delete/42');
    expect(apiUrl(API.confirmRegistration, { token: 'a/b c' })).toBe(
      '/examensportal/backend/confirmregistration/a%2Fb%20c',
    );
    // The type knows the path's parameters (PathParams); the check at run time stays for widened calls.
    // @ts-expect-error: '/api/dokumente/delete/:documentId' needs its documentId
    expect(() => apiPath(API.dokumentLoeschen)).toThrow();
    // @ts-expect-error: the parameter is documentId, not id
    expect(() => apiPath(API.dokumentLoeschen, { id: 42 })).toThrow();
    const widened: ApiCall = API.dokumentLoeschen;
    expect(() => apiPath(widened, {})).toThrow();
  });
});

describe('back-office call table (decision 0024)', () => {
  it('has no call twice and only the login and set-up calls without auth', () => {
    const calls = Object.values(PRUEFUNGSSTELLE_API);
    const keys = calls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(calls.filter((c) => !c.auth).map((c) => c.path)).toEqual([
      '/anmelden',
      '/einrichtung/pruefen',
      '/einrichtung/passwort',
    ]);
  });

  it('fills path parameters like the candidate table', () => {
    expect(apiPath(PRUEFUNGSSTELLE_API.kandidatDokument, { id: 'a b', documentId: 'd' })).toBe(
      '/kandidaten/a%20b/dokumente/d',
    );
  });

  it('gives every JSON declaration its preview at the same path plus /vorschau', () => {
    expect(vorschauVon(ERKLAERUNG_API.anmeldung)).toMatchObject({
      method: 'POST',
      path: '/api/modul/anmeldung/vorschau',
    });
    expect(VORSCHAU_CALLS).toHaveLength(8);
    expect(VORSCHAU_CALLS.every((c) => c.body === 'json' && c.path.endsWith('/vorschau'))).toBe(true);
  });
});
