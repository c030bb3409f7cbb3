// The page of every two-step declaration (decision 0025, issue 31.8): one row per kind of the domain's
// registry with a page of its own – its path, title, kind of candidate, menu place and page module. The path table (paths.ts), the route table (routes.ts) and the menus
// (layout/menus.ts) read it, so a new kind is a row here, its flow and its page file. The two applications
// (wizards with page sets) and the contact change (one page for both kinds in Meine Daten) have
// pages of their own in routes.ts; routes.test names every kind's page.
//
// Data only, no imports of pages: pages import the path table, which reads this one.
import type { ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import { messages } from '@examensportal/domain/messages';

const t = messages.seiten;
const m = messages.menu;

/** Where the menus (spec §2 Menus) list a page: a dropdown, or a top-level link of its own. */
export type MenueGruppe =
  | 'zulassung'
  | 'modulpruefung'
  | 'ruecktritt'
  | 'triftigergrund'
  | 'zulassungeignung'
  | 'triftigergrundeignung';

export interface Erklaerungsseite {
  /** The route pattern below /examensportal (spec §2). */
  path: string;
  title: string;
  /** Only this candidate kind may use the page; the other sees the 'nicht anwendbar' text. */
  art: 'WP' | 'EIGNUNG';
  /** The menu entry, in the order of this table within its group. */
  menue: { gruppe: MenueGruppe; label: string };
  /**
   * The page module below src/features, without '.tsx' (mostly one line: `createTwoStepFlow(flow)`),
   * found by name with import.meta.glob; routes.test loads each. Not the flow module itself: flows
   * as lazy-load targets split shared code out of the /login entry (+2 KiB gz, over its budget).
   */
  seite: `${string}/${string}Page`;
}

/** Kinds whose page is not a two-step declaration page (see the file's comment). */
export type EigeneSeite = 'zulassungsantrag' | 'eignungAntrag' | 'kontaktdaten' | 'kontaktdatenEignung';

export const ERKLAERUNGSSEITEN = {
  ruecknahme: {
    path: 'zulassung/zuruecknehmen',
    title: t.zulassungZuruecknehmen,
    art: 'WP',
    menue: { gruppe: 'zulassung', label: m.antragZuruecknehmen },
    seite: 'ruecknahme/RuecknahmePage',
  },
  anmeldung: {
    path: 'modulpruefung/anmeldung',
    title: t.modulAnmeldung,
    art: 'WP',
    menue: { gruppe: 'modulpruefung', label: m.modulAnmeldung },
    seite: 'modulpruefung/AnmeldungPage',
  },
  abmeldung: {
    path: 'modulpruefung/abmeldung',
    title: t.modulAbmeldung,
    art: 'WP',
    menue: { gruppe: 'modulpruefung', label: m.modulAbmeldung },
    seite: 'modulpruefung/AbmeldungPage',
  },
  verschiebung: {
    path: 'modulpruefung/verschiebung',
    title: t.modulVerschiebung,
    art: 'WP',
    menue: { gruppe: 'modulpruefung', label: m.modulVerschiebung },
    seite: 'modulpruefung/VerschiebungPage',
  },
  anrechnung: {
    path: 'modulpruefung/anrechnung',
    title: t.modulAnrechnung,
    art: 'WP',
    menue: { gruppe: 'modulpruefung', label: m.modulAnrechnung },
    seite: 'modulpruefung/AnrechnungPage',
  },
  triftigerGrund: {
    path: 'triftigergrund',
    title: t.triftigerGrund,
    art: 'WP',
    menue: { gruppe: 'triftigergrund', label: m.triftigerGrund },
    seite: 'triftigergrund/TriftigerGrundPage',
  },
  modulruecktritt: {
    path: 'ruecktritt/modulpruefung',
    title: t.ruecktrittModulpruefung,
    art: 'WP',
    menue: { gruppe: 'ruecktritt', label: m.ruecktrittModulpruefung },
    seite: 'ruecktritt/ModulruecktrittPage',
  },
  gesamtruecktritt: {
    path: 'ruecktritt/gesamtpruefung',
    title: t.ruecktrittGesamtpruefung,
    art: 'WP',
    menue: { gruppe: 'ruecktritt', label: m.ruecktrittGesamtpruefung },
    seite: 'ruecktritt/GesamtruecktrittPage',
  },
  eignungRuecknahme: {
    path: 'zulassungeignung/zuruecknehmen',
    title: t.eignungZuruecknehmen,
    art: 'EIGNUNG',
    menue: { gruppe: 'zulassungeignung', label: m.antragZuruecknehmen },
    seite: 'ruecknahme/EignungRuecknahmePage',
  },
  eignungRuecktritt: {
    path: 'zulassungeignung/ruecktritt',
    title: t.eignungRuecktritt,
    art: 'EIGNUNG',
    menue: { gruppe: 'zulassungeignung', label: m.eignungRuecktritt },
    seite: 'zulassungeignung/RuecktrittPage',
  },
  triftigerGrundEignung: {
    path: 'triftigergrundeignung',
    title: t.triftigerGrundEignung,
    art: 'EIGNUNG',
    menue: { gruppe: 'triftigergrundeignung', label: m.triftigerGrund },
    seite: 'triftigergrund/TriftigerGrundEignungPage',
  },
} as const satisfies Record<Exclude<ErklaerungKey, EigeneSeite>, Erklaerungsseite>;

/** The page rows of one menu group, in the table's order. */
export function seitenDerGruppe(gruppe: MenueGruppe): Erklaerungsseite[] {
  return Object.values(ERKLAERUNGSSEITEN).filter((s: Erklaerungsseite) => s.menue.gruppe === gruppe);
}
