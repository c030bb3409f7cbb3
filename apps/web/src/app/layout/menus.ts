import { messages } from '@examensportal/domain/messages';
import type { Art } from '../../lib/session';
import { paths } from '../paths';

// The two menus of spec §2 Menus.

interface MenuLink {
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
    { label: m.meineDatenUebersicht, to: paths.meineDaten.href },
    { label: m.digitaleAkte, to: paths.digitaleAkte.getHref('akteneingang') },
    { label: m.kontaktdatenAendern, to: paths.kontaktdatenAendern.href },
    { label: m.zugangsdatenAendern, to: paths.zugangsdatenAendern.href },
    { label: messages.layout.abmelden, to: paths.logout.href },
  ],
};

export const WP_MENU: readonly MenuEntry[] = [
  meineDaten,
  {
    id: 'zulassung',
    label: m.zulassungsantrag,
    items: [
      { label: m.antragStellen, to: paths.zulassungAntrag.getHref('modulanmeldung') },
      { label: m.antragZuruecknehmen, to: paths.zulassungZuruecknehmen.href },
    ],
  },
  {
    id: 'modulpruefung',
    label: m.modulpruefung,
    items: [
      { label: m.modulAnmeldung, to: paths.modulAnmeldung.href },
      { label: m.modulAbmeldung, to: paths.modulAbmeldung.href },
      { label: m.modulVerschiebung, to: paths.modulVerschiebung.href },
      { label: m.modulAnrechnung, to: paths.modulAnrechnung.href },
    ],
  },
  { id: 'triftigergrund', label: m.triftigerGrund, to: paths.triftigerGrund.href },
  {
    id: 'ruecktritt',
    label: m.ruecktritt,
    items: [
      { label: m.ruecktrittModulpruefung, to: paths.ruecktrittModulpruefung.href },
      { label: m.ruecktrittGesamtpruefung, to: paths.ruecktrittGesamtpruefung.href },
    ],
  },
];

export const EIGNUNG_MENU: readonly MenuEntry[] = [
  {
    id: 'zulassungeignung',
    label: m.zulassungsantrag,
    items: [
      { label: m.antragStellen, to: paths.eignungAntrag.getHref('anmeldung') },
      { label: m.antragZuruecknehmen, to: paths.eignungZuruecknehmen.href },
      { label: m.eignungRuecktritt, to: paths.eignungRuecktritt.href },
    ],
  },
  { id: 'triftigergrundeignung', label: m.triftigerGrund, to: paths.triftigerGrundEignung.href },
  meineDaten,
];

export function menuFor(art: Art): readonly MenuEntry[] {
  return art === 'WP' ? WP_MENU : EIGNUNG_MENU;
}
