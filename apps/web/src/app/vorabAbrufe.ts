import { API, API_BASE, type ApiCallName, apiPath } from '@examensportal/domain/api';
import type { Art } from '../lib/session';
import { ERKLAERUNGSSEITEN } from './erklaerungsseiten';
import { paths } from './paths';

// Which GETs a signed-in page's HTML sends ahead of its code (vorab.ts, decision 0091): those the page
// makes at its first render, every time, for every candidate of the kind (`nurFuer`). Read by the
// build only (prerender/login.tsx → build/preloadSeiten.ts), never by the app: a wrong row costs a
// request whose answer nobody takes (the page asks again itself), never a wrong answer – the client
// takes an answer only for the same URL and token, once, shortly after the load (vorab.ts).

interface Abruf {
  call: ApiCallName;
  nurFuer?: Art;
}

/** The module pages (modulpruefung/daten.ts, each flow with its `statusFlow`): WP only. */
const MODULSTAND_UND_STATUS: readonly Abruf[] = [
  { call: 'modul', nurFuer: 'WP' },
  { call: 'zulassungsblock', nurFuer: 'WP' },
  { call: 'status', nurFuer: 'WP' },
];

/** The WP candidate's call and the aptitude candidate's. */
const jeArt = (wp: ApiCallName, eignung: ApiCallName): Abruf[] => [
  { call: wp, nurFuer: 'WP' },
  { call: eignung, nurFuer: 'EIGNUNG' },
];

/** The header's unread count (PostfachZaehler.tsx): every page behind the login asks for it. */
const KOPF: readonly Abruf[] = [{ call: 'postfach' }];

export const VORAB_ABRUFE: Readonly<Record<string, readonly Abruf[]>> = {
  // StartPage: 'Ihr Verfahren' (VerfahrenStatus), the status, the calendar, the office's requests.
  [paths.start.path]: [
    ...jeArt('zulassung', 'eignung'),
    { call: 'status' },
    { call: 'kalenderTermine' },
    { call: 'nachforderungen' },
  ],
  // The application wizard: the stored application and the admission block.
  [paths.zulassungAntrag.path]: [{ call: 'zulassung' }, { call: 'zulassungsblock' }],
  // Meine Daten: the module state, then its sections (rendered once it is there).
  [paths.meineDaten.path]: [
    ...jeArt('modul', 'modulEignung'),
    { call: 'bekanntgabe' },
    { call: 'erinnerungen' },
    { call: 'zweiterFaktor' },
    { call: 'sitzungen' },
  ],
  [paths.digitaleAkte.path]: [{ call: 'dokumente' }],
  [paths.kontaktdatenAendern.path]: jeArt('modul', 'modulEignung'),
  [paths.loeschungBeantragen.path]: [{ call: 'loeschungVorschau' }],
  // The two-step declaration pages (createTwoStepFlow): the flow's data, the status when the flow asks it.
  ...Object.fromEntries(
    (['anmeldung', 'abmeldung', 'verschiebung', 'anrechnung'] as const).map((k) => [
      ERKLAERUNGSSEITEN[k].path,
      MODULSTAND_UND_STATUS,
    ]),
  ),
  [ERKLAERUNGSSEITEN.triftigerGrund.path]: [
    { call: 'modul', nurFuer: 'WP' },
    { call: 'status', nurFuer: 'WP' },
  ],
  [ERKLAERUNGSSEITEN.triftigerGrundEignung.path]: [
    { call: 'modulEignung', nurFuer: 'EIGNUNG' },
    { call: 'status', nurFuer: 'EIGNUNG' },
  ],
  ...Object.fromEntries(
    (['gesamtruecktritt', 'modulruecktritt'] as const).map((k) => [
      ERKLAERUNGSSEITEN[k].path,
      [
        { call: 'modul', nurFuer: 'WP' },
        { call: 'zulassungsblock', nurFuer: 'WP' },
      ],
    ]),
  ),
};

/** The `data-abrufe` value of a protected route's script (vorab.ts): URLs, `WP:`/`EIGNUNG:` before one kind's. */
export function vorabAbrufe(muster: string): string {
  return [...KOPF, ...(VORAB_ABRUFE[muster] ?? [])]
    .map(({ call, nurFuer }) => `${nurFuer ? `${nurFuer}:` : ''}${API_BASE}${apiPath(API[call])}`)
    .join(' ');
}
