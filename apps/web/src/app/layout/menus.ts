import { messages } from '@examensportal/domain/messages';
import type { Art } from '../../lib/session';

// The two menus of spec §2 Menus.

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuEntry {
  id: string;
  label: string;
  /** A plain link … */
  to?: string;
  /** … or a dropdown. */
  items?: readonly MenuLink[];
}

const m = messages.menu;

const meineDaten: MenuEntry = {
  id: 'meinedaten',
  label: m.meineDaten,
  items: [
    { label: m.meineDatenUebersicht, to: '/meinedaten' },
    { label: m.digitaleAkte, to: '/meinedaten/digitaleakte/akteneingang' },
    { label: m.kontaktdatenAendern, to: '/meinedaten/kontaktdatenaendern' },
    { label: m.zugangsdatenAendern, to: '/meinedaten/zugangsdatenaendern' },
    { label: messages.layout.abmelden, to: '/logout' },
  ],
};

export const WP_MENU: readonly MenuEntry[] = [
  meineDaten,
  {
    id: 'zulassung',
    label: m.zulassungsantrag,
    items: [
      { label: m.antragStellen, to: '/zulassung/antragstellen/modulanmeldung' },
      { label: m.antragZuruecknehmen, to: '/zulassung/zuruecknehmen' },
    ],
  },
  {
    id: 'modulpruefung',
    label: m.modulpruefung,
    items: [
      { label: m.modulAnmeldung, to: '/modulpruefung/anmeldung' },
      { label: m.modulAbmeldung, to: '/modulpruefung/abmeldung' },
      { label: m.modulVerschiebung, to: '/modulpruefung/verschiebung' },
      { label: m.modulAnrechnung, to: '/modulpruefung/anrechnung' },
    ],
  },
  { id: 'triftigergrund', label: m.triftigerGrund, to: '/triftigergrund' },
  {
    id: 'ruecktritt',
    label: m.ruecktritt,
    items: [
      { label: m.ruecktrittModulpruefung, to: '/ruecktritt/modulpruefung' },
      { label: m.ruecktrittGesamtpruefung, to: '/ruecktritt/gesamtpruefung' },
    ],
  },
];

export const EIGNUNG_MENU: readonly MenuEntry[] = [
  {
    id: 'zulassungeignung',
    label: m.zulassungsantrag,
    items: [
      { label: m.antragStellen, to: '/zulassungeignung/antragstellen/anmeldung' },
      { label: m.antragZuruecknehmen, to: '/zulassungeignung/zuruecknehmen' },
      { label: m.ruecktrittEignung, to: '/zulassungeignung/ruecktritt' },
    ],
  },
  { id: 'triftigergrundeignung', label: m.triftigerGrund, to: '/triftigergrundeignung' },
  meineDaten,
];

export function menuFor(art: Art): readonly MenuEntry[] {
  return art === 'WP' ? WP_MENU : EIGNUNG_MENU;
}
