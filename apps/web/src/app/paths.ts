// Every path of the web app (spec §2) in one table, relative to the basename /examensportal: `path`
// is the pattern the route table (routes.ts) declares, `href` (or `getHref`) what a link or a
// navigation uses. Pages and menus import this table, never the route table: that one lazy-loads the
// pages, so a page importing it closed an import cycle through every page. The declaration pages'
// paths are their rows in erklaerungsseiten.ts; the names here are for the links other pages make.
import { ERKLAERUNGSSEITEN as seite } from './erklaerungsseiten';

/** A route without parameters: its link is its path. */
const at = <P extends string>(path: P) => ({ path, href: `/${path}` as const });

/** A route whose last segment names one page of a page set (wizard steps, digital-file pages). */
const withPage = <B extends string>(base: B) => ({
  path: `${base}/:page` as const,
  /** The link without the page; the route table sends it to the first page. */
  base: `/${base}` as const,
  getHref: (page: string) => `/${base}/${page}`,
});

/** A section's other paths; its link leads to the section's first page through the route table. */
const section = <B extends string>(base: B) => ({ path: `${base}/*` as const, href: `/${base}` as const });

export const paths = {
  // Public (spec §2, §6)
  login: at('login'),
  logout: at('logout'),
  registrierung: at('registrierung'),
  registriert: at('registriert'),
  confirmemail: { path: 'confirmemail/:token' },
  passwortvergessen: at('passwortvergessen'),
  bestaetigungerneutsenden: at('bestaetigungerneutsenden'),
  passwortzurueckgesetzt: at('passwortzurueckgesetzt'),
  confirmresetpassword: { path: 'confirmresetpassword/:token' },
  emailzuruecksetzen: { path: 'emailzuruecksetzen/:token' },
  barrierefreiheit: at('barrierefreiheit'),

  // Behind login
  start: at('start'),
  zulassungAntrag: withPage('zulassung/antragstellen'),
  zulassungZuruecknehmen: at(seite.ruecknahme.path),
  zulassung: section('zulassung'),
  eignungAntrag: withPage('zulassungeignung/antragstellen'),
  eignungZuruecknehmen: at(seite.eignungRuecknahme.path),
  eignungRuecktritt: at(seite.eignungRuecktritt.path),
  zulassungeignung: section('zulassungeignung'),
  modulAnmeldung: at(seite.anmeldung.path),
  modulAbmeldung: at(seite.abmeldung.path),
  modulVerschiebung: at(seite.verschiebung.path),
  modulAnrechnung: at(seite.anrechnung.path),
  modulpruefung: section('modulpruefung'),
  ruecktrittModulpruefung: at(seite.modulruecktritt.path),
  ruecktrittGesamtpruefung: at(seite.gesamtruecktritt.path),
  ruecktritt: section('ruecktritt'),
  triftigerGrund: at(seite.triftigerGrund.path),
  triftigerGrundEignung: at(seite.triftigerGrundEignung.path),
  meineDaten: at('meinedaten'),
  digitaleAkte: withPage('meinedaten/digitaleakte'),
  digitaleAkteBereich: section('meinedaten/digitaleakte'),
  kontaktdatenAendern: at('meinedaten/kontaktdatenaendern'),
  zugangsdatenAendern: at('meinedaten/zugangsdatenaendern'),
  /** Ours (decision 0041): what must stay until when, and the deletion request. */
  loeschungBeantragen: at('meinedaten/loeschung'),
  /** Ours (decision 0049): messages between the candidate and the office. */
  postfach: at('postfach'),
} as const;
