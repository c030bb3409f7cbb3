import type { ComponentType } from 'react';
import { messages } from '@examensportal/domain/messages';
import type { Art } from '../lib/session';
import { ERKLAERUNGSSEITEN, type Erklaerungsseite } from './erklaerungsseiten';
import { paths } from './paths';
import type { Access } from './RootLayout';

// Every route of spec §2 as data: the router is built from it and tests iterate it. The paths come
// from the path table (paths.ts), which the pages import instead of this file.

const t = messages.seiten;

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
  /** The page component, loaded on first visit. */
  load: () => Promise<PageModule>;
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

const page = (
  path: string,
  access: Access,
  title: string,
  extra: Pick<PageRoute, 'load'> & Partial<PageRoute>,
): PageRoute => ({
  kind: 'page',
  path,
  access,
  title,
  ...extra,
});
/** The declaration pages' modules, found by name (erklaerungsseiten.ts), each loaded on first visit. */
const SEITENMODULE = import.meta.glob<PageModule>(
  '../features/{modulpruefung,ruecktritt,ruecknahme,triftigergrund,zulassungeignung}/*Page.tsx',
);

function seitenmodul(seite: Erklaerungsseite['seite']): () => Promise<PageModule> {
  const load = SEITENMODULE[`../features/${seite}.tsx`];
  if (!load) throw new Error(`erklaerungsseiten.ts names a page module that does not exist: ${seite}`);
  return load;
}

const redirect = (path: string, access: Access, to: string): RedirectRoute => ({
  kind: 'redirect',
  path,
  access,
  to,
});

export const routes: readonly RouteEntry[] = [
  // Public (spec §2, §6)
  page(paths.login.path, 'public', t.login, { load: () => import('../features/auth/LoginPage') }),
  page(paths.logout.path, 'public', t.logout, { load: () => import('../features/auth/LogoutPage') }),
  page(paths.registrierung.path, 'public', t.registrierung, {
    load: () => import('../features/auth/RegistrationPage'),
  }),
  page(paths.registriert.path, 'public', t.registriert, {
    load: () => import('../features/auth/RegisteredPage'),
  }),
  page(paths.confirmemail.path, 'public', t.confirmemail, {
    load: () => import('../features/auth/ConfirmEmailPage'),
  }),
  page(paths.passwortvergessen.path, 'public', t.passwortvergessen, {
    load: () => import('../features/auth/PasswordForgottenPage'),
  }),
  page(paths.passwortzurueckgesetzt.path, 'public', t.passwortzurueckgesetzt, {
    load: () => import('../features/auth/PasswordResetRequestedPage'),
  }),
  page(paths.confirmresetpassword.path, 'public', t.confirmresetpassword, {
    load: () => import('../features/auth/ResetPasswordPage'),
  }),
  page(paths.emailzuruecksetzen.path, 'public', t.emailzuruecksetzen, {
    load: () => import('../features/auth/RevertEmailPage'),
  }),
  page(paths.bestaetigungerneutsenden.path, 'public', t.bestaetigungerneutsenden, {
    load: () => import('../features/auth/ResendConfirmationPage'),
  }),
  page(paths.barrierefreiheit.path, 'public', t.barrierefreiheit, {
    load: () => import('../features/info/AccessibilityPage'),
  }),

  // Behind login
  ...Object.values(ERKLAERUNGSSEITEN).map((s: Erklaerungsseite) =>
    page(s.path, 'protected', s.title, { art: s.art, load: seitenmodul(s.seite) }),
  ),
  page(paths.start.path, 'protected', t.start, { load: () => import('../features/start/StartPage') }),

  page(paths.zulassungAntrag.path, 'protected', t.zulassungAntrag, {
    art: 'WP',
    pageSet: { pages: ZULASSUNG_PAGES, counted: true },
    load: () => import('../features/zulassung/ZulassungAntragPage'),
  }),
  redirect(paths.zulassung.path, 'protected', paths.zulassungAntrag.getHref('modulanmeldung')),

  page(paths.eignungAntrag.path, 'protected', t.eignungAntrag, {
    art: 'EIGNUNG',
    pageSet: { pages: ZULASSUNG_EIGNUNG_PAGES, counted: true },
    load: () => import('../features/zulassungeignung/EignungAntragPage'),
  }),
  redirect(paths.zulassungeignung.path, 'protected', paths.eignungAntrag.getHref('anmeldung')),

  redirect(paths.modulpruefung.path, 'protected', paths.modulAnmeldung.href),

  redirect(paths.ruecktritt.path, 'protected', paths.ruecktrittModulpruefung.href),

  page(paths.meineDaten.path, 'protected', t.meineDaten, {
    load: () => import('../features/meinedaten/MeineDatenPage'),
  }),
  page(paths.digitaleAkte.path, 'protected', t.digitaleAkte, {
    pageSet: { pages: DIGITALE_AKTE_PAGES, counted: false },
    load: () => import('../features/digitaleakte/DigitaleAktePage'),
  }),
  redirect(paths.digitaleAkteBereich.path, 'protected', paths.digitaleAkte.getHref('akteneingang')),
  page(paths.kontaktdatenAendern.path, 'protected', t.kontaktdatenAendern, {
    load: () => import('../features/meinedaten/KontaktdatenAendernPage'),
  }),
  page(paths.zugangsdatenAendern.path, 'protected', t.zugangsdatenAendern, {
    load: () => import('../features/auth/AccessDataPage'),
  }),
  page(paths.loeschungBeantragen.path, 'protected', t.loeschungBeantragen, {
    load: () => import('../features/meinedaten/LoeschungPage'),
  }),
  page(paths.postfach.path, 'protected', t.postfach, {
    load: () => import('../features/postfach/PostfachPage'),
  }),
];

/** Pages of a page set for a kind of candidate. */
export function pagesFor(set: PageSet, art: Art): readonly string[] {
  return Array.isArray(set.pages)
    ? (set.pages as readonly string[])
    : (set.pages as Record<Art, readonly string[]>)[art];
}
