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
  /**
   * The page module below src/features, without '.tsx': the web build preloads its code with the
   * page's HTML (build/preloadSeiten.ts, decision 0076).
   */
  seite: Seitenmodul;
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

/** A page module below src/features, without '.tsx' (`auth/LoginPage`). */
export type Seitenmodul = `${string}/${string}Page`;

/** Every page module, found by name and loaded on first visit: one split point per page. */
const SEITENMODULE = import.meta.glob<PageModule>('./*/*Page.tsx', { base: '../features' });

// A name without a module fails the build: build/preloadSeiten.ts finds no chunk for it.
const seitenmodul = (seite: Seitenmodul) => SEITENMODULE[`./${seite}.tsx`] as () => Promise<PageModule>;

const page = (
  path: string,
  access: Access,
  title: string,
  seite: Seitenmodul,
  extra: Partial<Omit<PageRoute, 'seite' | 'load'>> = {},
): PageRoute => ({
  kind: 'page',
  path,
  access,
  title,
  seite,
  load: seitenmodul(seite),
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
  page(paths.login.path, 'public', t.login, 'auth/LoginPage'),
  page(paths.logout.path, 'public', t.logout, 'auth/LogoutPage'),
  page(paths.registrierung.path, 'public', t.registrierung, 'auth/RegistrationPage'),
  page(paths.registriert.path, 'public', t.registriert, 'auth/RegisteredPage'),
  page(paths.confirmemail.path, 'public', t.confirmemail, 'auth/ConfirmEmailPage'),
  page(paths.passwortvergessen.path, 'public', t.passwortvergessen, 'auth/PasswordForgottenPage'),
  page(
    paths.passwortzurueckgesetzt.path,
    'public',
    t.passwortzurueckgesetzt,
    'auth/PasswordResetRequestedPage',
  ),
  page(paths.confirmresetpassword.path, 'public', t.confirmresetpassword, 'auth/ResetPasswordPage'),
  page(paths.emailzuruecksetzen.path, 'public', t.emailzuruecksetzen, 'auth/RevertEmailPage'),
  page(
    paths.bestaetigungerneutsenden.path,
    'public',
    t.bestaetigungerneutsenden,
    'auth/ResendConfirmationPage',
  ),
  page(paths.barrierefreiheit.path, 'public', t.barrierefreiheit, 'info/AccessibilityPage'),

  // Behind login
  ...Object.values(ERKLAERUNGSSEITEN).map((s: Erklaerungsseite) =>
    page(s.path, 'protected', s.title, s.seite, { art: s.art }),
  ),
  page(paths.start.path, 'protected', t.start, 'start/StartPage'),

  page(paths.zulassungAntrag.path, 'protected', t.zulassungAntrag, 'zulassung/ZulassungAntragPage', {
    art: 'WP',
    pageSet: { pages: ZULASSUNG_PAGES, counted: true },
  }),
  redirect(paths.zulassung.path, 'protected', paths.zulassungAntrag.getHref('modulanmeldung')),

  page(paths.eignungAntrag.path, 'protected', t.eignungAntrag, 'zulassungeignung/EignungAntragPage', {
    art: 'EIGNUNG',
    pageSet: { pages: ZULASSUNG_EIGNUNG_PAGES, counted: true },
  }),
  redirect(paths.zulassungeignung.path, 'protected', paths.eignungAntrag.getHref('anmeldung')),

  redirect(paths.modulpruefung.path, 'protected', paths.modulAnmeldung.href),

  redirect(paths.ruecktritt.path, 'protected', paths.ruecktrittModulpruefung.href),

  page(paths.meineDaten.path, 'protected', t.meineDaten, 'meinedaten/MeineDatenPage'),
  page(paths.digitaleAkte.path, 'protected', t.digitaleAkte, 'digitaleakte/DigitaleAktePage', {
    pageSet: { pages: DIGITALE_AKTE_PAGES, counted: false },
  }),
  redirect(paths.digitaleAkteBereich.path, 'protected', paths.digitaleAkte.getHref('akteneingang')),
  page(
    paths.kontaktdatenAendern.path,
    'protected',
    t.kontaktdatenAendern,
    'meinedaten/KontaktdatenAendernPage',
  ),
  page(paths.zugangsdatenAendern.path, 'protected', t.zugangsdatenAendern, 'auth/AccessDataPage'),
  page(paths.loeschungBeantragen.path, 'protected', t.loeschungBeantragen, 'meinedaten/LoeschungPage'),
  page(paths.postfach.path, 'protected', t.postfach, 'postfach/PostfachPage'),
];

/** Pages of a page set for a kind of candidate. */
export function pagesFor(set: PageSet, art: Art): readonly string[] {
  return Array.isArray(set.pages)
    ? (set.pages as readonly string[])
    : (set.pages as Record<Art, readonly string[]>)[art];
}
