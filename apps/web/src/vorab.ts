// The first GET requests of a signed-in page, sent while the page's code still loads (issue 29.5,
// decision 0091). A script of its own, only in the HTML of the pages behind the login
// (build/preloadSeiten.ts), loaded `async`: it runs as soon as it has arrived, before the entry, React and
// the page's chunk – the page's first requests used to leave only after its first render. It imports
// nothing (not even the entry's modules), so it stays one small file.
//
// The session is a bearer token in sessionStorage (spec §3), so neither a `<link rel=preload>` nor the
// server can ask for these answers; this script does, with the same headers as lib/api.ts. The app's
// client takes an answer from here through `window.epVorab` (lib/api.ts, `send`):
// - only a GET of the same URL with the same Authorization header, and only once;
// - only within VORAB_GUELTIG_MS of this script's start, and never after any other method was sent (a
//   change the answer could predate), so a later page never reads an answer of the page load;
// - with an AbortSignal never (the request here cannot be aborted with it).
// Whatever the app does not take is dropped; it then asks the server itself, as before.

/** How long after the page's load an answer sent ahead may still be taken (then the app asks again). */
export const VORAB_GUELTIG_MS = 10_000;

/** `data-abrufe` of the script: URLs separated by spaces, `WP:` or `EIGNUNG:` before one only that kind asks. */
export const ABRUFE_ATTRIBUT = 'data-abrufe';

export type Vorab = (url: string, init: RequestInit) => Promise<Response> | undefined;

interface Offen {
  antwort: Promise<Response>;
  authorization: string;
}

/** The signed-in candidate's token and kind from sessionStorage ('user', spec §3); null without one. */
function sitzung(storage: Storage): { jwt: string; art: 'WP' | 'EIGNUNG' } | null {
  try {
    const user = JSON.parse(storage.getItem('user') ?? 'null') as { jwt?: unknown; art?: unknown } | null;
    if (typeof user?.jwt !== 'string' || user.jwt === '') return null;
    // As lib/session.ts (kindOf): any kind but WP is the aptitude test.
    return { jwt: user.jwt, art: user.art === 'WP' ? 'WP' : 'EIGNUNG' };
  } catch {
    return null;
  }
}

/**
 * Sends the listed GETs (when a session is stored) and returns what the app's client asks for an answer.
 * `jetzt` and `holen` are the browser's performance.now and fetch (parameters for the tests).
 */
export function vorabSenden(
  abrufe: string,
  storage: Storage,
  holen: typeof fetch,
  jetzt: () => number,
): Vorab {
  const offen = new Map<string, Offen>();
  const seit = jetzt();
  const s = sitzung(storage);
  if (s) {
    const authorization = `Bearer ${s.jwt}`;
    for (const abruf of abrufe.split(/\s+/)) {
      const [nurFuer, url] = abruf.includes(':') ? abruf.split(':') : [undefined, abruf];
      if (!url || (nurFuer !== undefined && nurFuer !== s.art)) continue;
      // Read at once and kept as a new Response: an answer nobody takes is not left as an open stream.
      const antwort = holen(url, {
        headers: { Accept: 'application/json', Authorization: authorization },
      }).then(async (r) => {
        const body = await r.arrayBuffer();
        return new Response(body.byteLength > 0 ? body : null, {
          status: r.status,
          statusText: r.statusText,
          headers: r.headers,
        });
      });
      // Not taken, a failed request is nobody's error; taken, the client sees the rejection as its own.
      antwort.catch(() => {});
      offen.set(url, { antwort, authorization });
    }
  }
  return (url, init) => {
    if ((init.method ?? 'GET') !== 'GET' || jetzt() - seit > VORAB_GUELTIG_MS) {
      offen.clear();
      return undefined;
    }
    const eintrag = offen.get(url);
    if (!eintrag) return undefined;
    offen.delete(url);
    if (init.signal || new Headers(init.headers).get('Authorization') !== eintrag.authorization)
      return undefined;
    return eintrag.antwort;
  };
}

const skript = document.querySelector(`script[${ABRUFE_ATTRIBUT}]`);
if (skript)
  (window as { epVorab?: Vorab }).epVorab = vorabSenden(
    skript.getAttribute(ABRUFE_ATTRIBUT) ?? '',
    sessionStorage,
    fetch.bind(window),
    () => performance.now(),
  );
