// The call table of spec §7 as data, plus the calls our server adds (logout, captcha, health).
// Server routes and the web client are both built from this table, so a path is spelled once. The
// declarations' calls are derived from their registry entries in erklaerungen/aufrufe.ts (issue 31.8).

export const API_BASE = '/examensportal/backend';

/** The page's meta element with the portal clock when PORTAL_NOW is set (server writes, web shows). */
export const TESTBETRIEB_META = 'examensportal-testbetrieb';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
/** json: a JSON body; multipart: form data sent as is; none: no body. */
export type BodyKind = 'json' | 'multipart' | 'none';
/** blob: a file download (file name from content-disposition); json: JSON or plain text. */
export type ResponseKind = 'json' | 'blob';
/** A blob's file name when the answer has no content-disposition (spec §7: default 'data.dat'). */
export const DEFAULT_DOWNLOAD_NAME = 'data.dat';

/**
 * One table entry. `P` keeps the path as a literal type, so the server's handlers and the web's
 * `apiPath` know the path's parameters (PathParams) without a second list.
 */
export interface ApiCall<P extends string = string> {
  readonly method: HttpMethod;
  /** Relative to API_BASE; ':name' marks a path parameter. */
  readonly path: P;
  /** false: no bearer token is sent (and the server requires none). */
  readonly auth: boolean;
  readonly body: BodyKind;
  readonly response: ResponseKind;
  /** Multipart calls: the part that carries the JSON text, and the file lists (spec §7). */
  readonly multipart?: { readonly json?: string; readonly files: readonly string[] };
}

/** The ':name' parameters of a path as a type: '/a/:id/b/:fallId' → { id: string; fallId: string }. */
export type PathParams<P extends string> = string extends P
  ? Readonly<Record<string, string>>
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? { readonly [K in Name]: string } & PathParams<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? { readonly [K in Name]: string }
      : Readonly<Record<never, string>>;

/** What `apiPath` fills a path with: its parameters, as text or number. */
type PathValues<P extends string> = { readonly [K in keyof PathParams<P>]: string | number };

/** A path with parameters needs them; one without takes none; a widened `ApiCall` may take some. */
type PathArgs<P extends string> = string extends P
  ? [params?: PathValues<P>]
  : keyof PathParams<P> extends never
    ? []
    : [params: PathValues<P>];

/** One table entry; `auth` defaults to true and `response` to 'json'. */
export const call = <P extends string>(
  method: HttpMethod,
  path: P,
  body: BodyKind,
  extra: { auth?: boolean; response?: ResponseKind; multipart?: ApiCall['multipart'] } = {},
): ApiCall<P> => ({
  method,
  path,
  auth: extra.auth ?? true,
  body,
  response: extra.response ?? 'json',
  ...(extra.multipart ? { multipart: extra.multipart } : {}),
});

const publicCall = { auth: false } as const;

const ZULASSUNG_FILES = [
  'lebenslauf',
  'zeugnis',
  'attest',
  'agbescheinigung',
  'stbescheinigung',
  'agbescheinigung2',
  'stbescheinigung2',
  'verkuerzungbescheinigung',
] as const;
const EIGNUNG_FILES = ['nachweise', 'zeugnis', 'wahlfach'] as const;

export const API = {
  // Account (spec §7)
  login: call('POST', '/login', 'json', publicCall),
  register: call('POST', '/register', 'json', publicCall),
  requestNewPassword: call('POST', '/requestnewpassword', 'json', publicCall),
  confirmRegistration: call('GET', '/confirmregistration/:token', 'none', publicCall),
  resetPassword: call('POST', '/resetpassword', 'json', publicCall),
  changePassword: call('POST', '/changepassword', 'json'),
  changeEmail: call('POST', '/changeemail', 'json'),
  /** Ours (issue 16): a new registration confirmation mail; the same answer for every address. */
  resendConfirmation: call('POST', '/resendconfirmation', 'json', publicCall),
  /** Ours (issue 17): undo an e-mail change from the old address. */
  revertEmail: call('POST', '/revertemail', 'json', publicCall),

  // Digital file
  dokumente: call('GET', '/api/dokumente', 'none'),
  dokumentLoeschen: call('DELETE', '/api/dokumente/delete/:documentId', 'none'),
  dokumentHerunterladen: call('GET', '/api/dokumente/download/:documentId', 'none', { response: 'blob' }),
  dokumenteHochladen: call('POST', '/api/dokumente/files', 'multipart', {
    multipart: {
      files: [
        'lebenslauf',
        'zeugnis',
        'attest',
        'agbescheinigung',
        'stbescheinigung',
        'agbescheinigung2',
        'verkuerzungbescheinigung',
        'staatsangehoerigkeit',
      ],
    },
  }),

  // Module state and term
  modul: call('GET', '/api/zulassung/modul', 'none'),
  modulEignung: call('GET', '/api/eignung/modul', 'none'),
  zulassungsblock: call('GET', '/api/zulassung/zulassungsblock', 'none'),
  /** Ours (issue 16, decision 0020): the procedure status and the reasons, for either kind. */
  status: call('GET', '/api/status', 'none'),

  // Admission application (WP)
  zulassung: call('GET', '/api/zulassung', 'none'),
  zulassungZwischenspeichern: call('POST', '/api/zulassung/zwischenspeichern', 'multipart', {
    multipart: { json: 'zulassung', files: ZULASSUNG_FILES },
  }),
  zulassungAbschicken: call('POST', '/api/zulassung/files', 'multipart', {
    multipart: { json: 'zulassung', files: ZULASSUNG_FILES },
  }),
  zulassungCheck: call('GET', '/api/zulassung/check', 'none'),

  // Aptitude test application
  eignung: call('GET', '/api/eignung', 'none'),
  eignungZwischenspeichern: call('POST', '/api/eignung/zwischenspeichern', 'multipart', {
    multipart: { json: 'eignung', files: EIGNUNG_FILES },
  }),
  eignungAbschicken: call('POST', '/api/eignung/files', 'multipart', {
    multipart: { json: 'eignung', files: EIGNUNG_FILES },
  }),

  /** Ours (decision 0012): the confirmation panel's content for the declaration with this Idempotency-Key. */
  eingangsbestaetigung: call('GET', '/api/eingangsbestaetigung/:schluessel', 'none'),

  /** Ours (issue 30 point 6, decision 0029): the candidate's active sessions, and ending all others. */
  sitzungen: call('GET', '/api/sitzungen', 'none'),
  andereSitzungenBeenden: call('POST', '/api/sitzungen/andere-beenden', 'none'),
  /** Ours (issue 30 point 2, decision 0034): everything stored about the candidate as one ZIP (Art. 15 DSGVO). */
  datenkopie: call('GET', '/api/meinedaten/datenkopie', 'none', { response: 'blob' }),
  /** Ours (issue 30 point 3, decision 0041): what must stay until when, and the deletion request. */
  loeschungVorschau: call('GET', '/api/meinedaten/loeschung', 'none'),
  loeschungBeantragen: call('POST', '/api/meinedaten/loeschung', 'json'),
  /** Ours (issue 30 point 5, decision 0042): the optional second factor – its state, TOTP on and off. */
  zweiterFaktor: call('GET', '/api/zweiterfaktor', 'none'),
  totpBeginnen: call('POST', '/api/zweiterfaktor/totp', 'none'),
  totpBestaetigen: call('POST', '/api/zweiterfaktor/totp/bestaetigen', 'json'),
  totpAusschalten: call('POST', '/api/zweiterfaktor/totp/ausschalten', 'json'),
  /** Ours (decision 0042): the login's second step, after POST /login answered {zweiterFaktor}. */
  loginZweiterFaktor: call('POST', '/login/zweiterfaktor', 'json', publicCall),
  /** Ours (decision 0051): passkeys – a new one's options and answer, a challenge in a session, removal. */
  passkeyOptionen: call('POST', '/api/zweiterfaktor/passkeys/optionen', 'none'),
  passkeyHinzufuegen: call('POST', '/api/zweiterfaktor/passkeys', 'json'),
  passkeyNachweis: call('POST', '/api/zweiterfaktor/passkeys/nachweis', 'none'),
  passkeyEntfernen: call('POST', '/api/zweiterfaktor/passkeys/:id/entfernen', 'json'),
  /** Ours (decision 0051): the challenge for the login's second step with a passkey. */
  loginPasskey: call('POST', '/login/zweiterfaktor/passkey', 'json', publicCall),

  /** Ours (issue 27 point 4, decision 0033): consent to notification by retrieval, and the letters' state. */
  bekanntgabe: call('GET', '/api/bekanntgabe', 'none'),
  bekanntgabeEinwilligung: call('POST', '/api/bekanntgabe/einwilligung', 'json'),
  /** Ours (issue 27 point 2, decision 0039): the office's requests for documents, answered per item. */
  nachforderungen: call('GET', '/api/nachforderungen', 'none'),
  nachforderungAntworten: call('POST', '/api/nachforderungen/:id/punkte/:punktId', 'json'),

  /** Ours (issue 27 point 1, decision 0049): the Postfach – own messages only. */
  postfach: call('GET', '/api/postfach', 'none'),
  postfachSenden: call('POST', '/api/postfach', 'json'),
  postfachGelesen: call('POST', '/api/postfach/:id/gelesen', 'none'),

  /** Ours (issue 27 points 5 and 6, decision 0040): reminder switches, the calendar address and events. */
  erinnerungen: call('GET', '/api/erinnerungen', 'none'),
  erinnerungSchalter: call('POST', '/api/erinnerungen/schalter', 'json'),
  kalenderAdresse: call('POST', '/api/kalender/adresse', 'none'),
  kalenderTermine: call('GET', '/api/kalender/termine', 'none'),
  kalenderTermin: call('GET', '/api/kalender/termine/:id', 'none', { response: 'blob' }),
  /** The feed itself: no session (a calendar app fetches it), the secret token in the path. */
  kalenderFeed: call('GET', '/kalenderfeed/:token', 'none', { auth: false, response: 'blob' }),

  // Added by our server (brief "Contracts")
  logout: call('POST', '/logout', 'none'),
  captchaChallenge: call('GET', '/captcha/challenge', 'none', publicCall),
  healthLive: call('GET', '/health/live', 'none', publicCall),
  healthReady: call('GET', '/health/ready', 'none', publicCall),
} as const satisfies Record<string, ApiCall>;

export type ApiCallName = keyof typeof API;

/**
 * Ours (decision 0012): the preview of a JSON declaration – the same envelope at the declaration's
 * path plus '/vorschau', nothing recorded; answers {gebuehren, summe, versuch, saetze}.
 */
export const vorschauVon = (declaration: ApiCall): ApiCall => ({
  ...declaration,
  path: `${declaration.path}/vorschau`,
});

/** Calls that need no login (and never get a bearer token). */
export const PUBLIC_CALLS: readonly ApiCallName[] = (Object.keys(API) as ApiCallName[]).filter(
  (name) => !API[name].auth,
);

/** Path parameter names of a path, e.g. ['documentId']. */
export const pathParams = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');

/**
 * Fills the ':name' parameters (URI-encoded) and returns the path relative to API_BASE.
 * Throws when a parameter is missing – a programming error, not a user error.
 */
export function apiPath<P extends string>(call: ApiCall<P>, ...[params]: PathArgs<P>): string {
  const values: Readonly<Record<string, string | number | undefined>> = params ?? {};
  return call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter ${name} for ${call.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The absolute path on our origin, e.g. '/examensportal/backend/api/dokumente'. */
export const apiUrl = <P extends string>(call: ApiCall<P>, ...params: PathArgs<P>): string =>
  `${API_BASE}${apiPath(call, ...params)}`;
