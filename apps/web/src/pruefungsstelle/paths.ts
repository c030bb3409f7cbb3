// Every path of the back-office in one table (decision 0044), like app/paths.ts for the candidates:
// `path` is the pattern the route tree (BackOffice.tsx) declares, relative to /pruefungsstelle; `href`
// (or `getHref`) what a link or a navigation uses. Pages never write a '/pruefungsstelle/…' string.

/** The back-office's base under the basename /examensportal. */
export const STAFF_ROOT = '/pruefungsstelle';

/** A route without parameters: its link is the base and its path. */
const at = <P extends string>(path: P) => ({ path, href: `${STAFF_ROOT}/${path}` as const });

export const staffPaths = {
  uebersicht: { path: '', href: STAFF_ROOT },

  // Before the login (decision 0044: the staff sign-in is `login`, not `anmelden`)
  login: at('login'),
  /** The old address of the login; the route tree sends it on to `login`. */
  loginAlt: at('anmelden'),
  einrichten: {
    path: 'einrichten/:token',
    getHref: (token: string) => `${STAFF_ROOT}/einrichten/${encodeURIComponent(token)}`,
  },
  zweiFaktor: at('zwei-faktor'),

  // Behind the login
  eingang: {
    path: 'eingang/:queue?',
    href: `${STAFF_ROOT}/eingang`,
    getHref: (queue: string) => `${STAFF_ROOT}/eingang/${queue}`,
  },
  protokoll: at('protokoll'),
  kandidaten: at('kandidaten'),
  kandidat: {
    path: 'kandidaten/:id',
    getHref: (id: string) => `${STAFF_ROOT}/kandidaten/${id}`,
  },
  entscheidungen: {
    path: 'kandidaten/:accountId/entscheidungen',
    getHref: (accountId: string) => `${STAFF_ROOT}/kandidaten/${accountId}/entscheidungen`,
  },
  /** The candidate's Postfach (decision 0049); the Eingang's queue "Nachrichten" links here. */
  nachrichten: {
    path: 'kandidaten/:id/nachrichten',
    getHref: (id: string) => `${STAFF_ROOT}/kandidaten/${id}/nachrichten`,
  },
  termine: at('termine'),
  ladungen: at('ladungen'),
  /** Batch work (issue 28 point 4): admissions drafted in a batch, and a leitung's batch release. */
  sammelZulassungen: at('sammel/zulassungen'),
  sammelFreigabe: at('sammel/freigabe'),
  /** The batch Kenntnisnahme of one Eingang queue (withdrawals, new documents; decision 0061). */
  sammelKenntnisnahme: {
    path: 'sammel/kenntnisnahme/:queue',
    getHref: (queue: string) => `${STAFF_ROOT}/sammel/kenntnisnahme/${queue}`,
  },
  postversand: at('postversand'),

  // Leitung only
  mitarbeitende: at('mitarbeitende'),
  statistik: at('statistik'),
  loeschung: at('loeschung'),
} as const;

/** What the login page is told in the navigation state: where to return, why the session ended. */
export interface LoginZiel {
  /** The page (path and query) that was open; the login leads back to it. */
  from?: string;
  /** The server's text when a 401 ended the session (expired, revoked, disabled). */
  sitzungsende?: string | null;
  /** The person logged out themselves. */
  abgemeldet?: boolean;
}
