import type { ComponentType } from 'react';
import { messages } from '@examensportal/domain/messages';
import type { Art } from '../lib/session';

// Every route of spec §2 as data: the router is built from it and tests iterate it.
// Paths are relative to the basename /examensportal.

const t = messages.seiten;

export type Access = 'public' | 'protected';

export type PageModule = { default: ComponentType };

/** A route parameter that names one of a fixed list of pages (wizard steps, digital-file pages). */
export interface PageSet {
  /** Pages in order; per kind when WP and EIGNUNG differ. The first is where unknown pages go. */
  pages: readonly string[] | Readonly<Record<Art, readonly string[]>>;
  /** Wizards show 'Seite x von N'. */
  counted: boolean;
}

export interface PageRoute {
  kind: 'page';
  path: string;
  access: Access;
  title: string;
  /** Only this candidate kind may use the page; the other sees the 'nicht anwendbar' text. */
  art?: Art;
  pageSet?: PageSet;
  /** The page component; without it the page shows its title only (built by a later issue). */
  load?: () => Promise<PageModule>;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  access: Access;
  to: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

export const ZULASSUNG_PAGES = [
  'modulanmeldung',
  'kontaktdaten',
  'bisherigezulassungsantraege',
  'akademischevorbildung',
  'praktischevorbildung',
  'pruefungsverkuerzung',
  'zusammenfassung',
] as const;

export const ZULASSUNG_EIGNUNG_PAGES = [
  'anmeldung',
  'kontaktdaten',
  'erklaerung',
  'zusammenfassung',
] as const;

export const DIGITALE_AKTE_PAGES = {
  WP: [
    'akteneingang',
    'mantelakte',
    'modulpruefungwp',
    'modulpruefungwr',
    'modulpruefungbwl',
    'modulpruefungst',
  ],
  EIGNUNG: ['akteneingang', 'akte'],
} as const;

const page = (path: string, access: Access, title: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  kind: 'page',
  path,
  access,
  title,
  ...extra,
});
const redirect = (path: string, access: Access, to: string): RedirectRoute => ({
  kind: 'redirect',
  path,
  access,
  to,
});

export const routes: readonly RouteEntry[] = [
  // Public (spec §2, §6)
  page('login', 'public', t.login, { load: () => import('../features/auth/LoginPage') }),
  page('logout', 'public', t.logout, { load: () => import('../features/auth/LogoutPage') }),
  page('registrierung', 'public', t.registrierung, {
    load: () => import('../features/auth/RegistrationPage'),
  }),
  page('registriert', 'public', t.registriert, { load: () => import('../features/auth/RegisteredPage') }),
  page('confirmemail/:token', 'public', t.confirmemail, {
    load: () => import('../features/auth/ConfirmEmailPage'),
  }),
  page('passwortvergessen', 'public', t.passwortvergessen, {
    load: () => import('../features/auth/PasswordForgottenPage'),
  }),
  page('passwortzurueckgesetzt', 'public', t.passwortzurueckgesetzt, {
    load: () => import('../features/auth/PasswordResetRequestedPage'),
  }),
  page('confirmresetpassword/:token', 'public', t.confirmresetpassword, {
    load: () => import('../features/auth/ResetPasswordPage'),
  }),
  page('emailzuruecksetzen/:token', 'public', t.emailzuruecksetzen, {
    load: () => import('../features/auth/RevertEmailPage'),
  }),
  page('bestaetigungerneutsenden', 'public', t.bestaetigungerneutsenden, {
    load: () => import('../features/auth/ResendConfirmationPage'),
  }),
  page('barrierefreiheit', 'public', t.barrierefreiheit, {
    load: () => import('../features/info/AccessibilityPage'),
  }),

  // Behind login
  page('start', 'protected', t.start, { load: () => import('../features/start/StartPage') }),

  page('zulassung/antragstellen/:page', 'protected', t.zulassungAntrag, {
    art: 'WP',
    pageSet: { pages: ZULASSUNG_PAGES, counted: true },
    load: () => import('../features/zulassung/ZulassungAntragPage'),
  }),
  page('zulassung/zuruecknehmen', 'protected', t.zulassungZuruecknehmen, {
    art: 'WP',
    load: () => import('../features/zulassung/RuecknahmePage'),
  }),
  redirect('zulassung/*', 'protected', '/zulassung/antragstellen/modulanmeldung'),

  page('zulassungeignung/antragstellen/:page', 'protected', t.eignungAntrag, {
    art: 'EIGNUNG',
    pageSet: { pages: ZULASSUNG_EIGNUNG_PAGES, counted: true },
    load: () => import('../features/zulassungeignung/EignungAntragPage'),
  }),
  page('zulassungeignung/zuruecknehmen', 'protected', t.eignungZuruecknehmen, {
    art: 'EIGNUNG',
    load: () => import('../features/zulassungeignung/RuecknahmePage'),
  }),
  page('zulassungeignung/ruecktritt', 'protected', t.eignungRuecktritt, {
    art: 'EIGNUNG',
    load: () => import('../features/zulassungeignung/RuecktrittPage'),
  }),
  redirect('zulassungeignung/*', 'protected', '/zulassungeignung/antragstellen/anmeldung'),

  page('modulpruefung/anmeldung', 'protected', t.modulAnmeldung, {
    art: 'WP',
    load: () => import('../features/modulpruefung/AnmeldungPage'),
  }),
  page('modulpruefung/abmeldung', 'protected', t.modulAbmeldung, {
    art: 'WP',
    load: () => import('../features/modulpruefung/AbmeldungPage'),
  }),
  page('modulpruefung/verschiebung', 'protected', t.modulVerschiebung, {
    art: 'WP',
    load: () => import('../features/modulpruefung/VerschiebungPage'),
  }),
  page('modulpruefung/anrechnung', 'protected', t.modulAnrechnung, {
    art: 'WP',
    load: () => import('../features/modulpruefung/AnrechnungPage'),
  }),
  redirect('modulpruefung/*', 'protected', '/modulpruefung/anmeldung'),

  page('ruecktritt/modulpruefung', 'protected', t.ruecktrittModulpruefung, {
    art: 'WP',
    load: () => import('../features/ruecktritt/ModulruecktrittPage'),
  }),
  page('ruecktritt/gesamtpruefung', 'protected', t.ruecktrittGesamtpruefung, {
    art: 'WP',
    load: () => import('../features/ruecktritt/GesamtruecktrittPage'),
  }),
  redirect('ruecktritt/*', 'protected', '/ruecktritt/modulpruefung'),

  page('triftigergrund', 'protected', t.triftigerGrund, {
    art: 'WP',
    load: () => import('../features/triftigergrund/TriftigerGrundPage'),
  }),
  page('triftigergrundeignung', 'protected', t.triftigerGrundEignung, {
    art: 'EIGNUNG',
    load: () => import('../features/triftigergrund/TriftigerGrundEignungPage'),
  }),

  page('meinedaten', 'protected', t.meineDaten, {
    load: () => import('../features/meinedaten/MeineDatenPage'),
  }),
  page('meinedaten/digitaleakte/:page', 'protected', t.digitaleAkte, {
    pageSet: { pages: DIGITALE_AKTE_PAGES, counted: false },
    load: () => import('../features/digitaleakte/DigitaleAktePage'),
  }),
  redirect('meinedaten/digitaleakte/*', 'protected', '/meinedaten/digitaleakte/akteneingang'),
  page('meinedaten/kontaktdatenaendern', 'protected', t.kontaktdatenAendern, {
    load: () => import('../features/meinedaten/KontaktdatenAendernPage'),
  }),
  page('meinedaten/zugangsdatenaendern', 'protected', t.zugangsdatenAendern, {
    load: () => import('../features/auth/AccessDataPage'),
  }),
];

/** Pages of a page set for a kind of candidate. */
export function pagesFor(set: PageSet, art: Art): readonly string[] {
  return Array.isArray(set.pages)
    ? (set.pages as readonly string[])
    : (set.pages as Record<Art, readonly string[]>)[art];
}

export const LOGIN_PATH = '/login';
export const START_PATH = '/start';
