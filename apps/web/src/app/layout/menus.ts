import { messages } from '@examensportal/domain/messages';
import type { Art } from '../../lib/session';
import { type MenueGruppe, seitenDerGruppe } from '../erklaerungsseiten';
import { paths } from '../paths';

// The two menus of spec §2 Menus. The declaration pages' entries come from their rows in
// erklaerungsseiten.ts, in its order within each group.

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

/** A dropdown: links before the declaration pages (the application's wizard), then its table rows. */
function gruppe(id: MenueGruppe, label: string, davor: readonly MenuLink[] = []): MenuEntry {
  return {
    id,
    label,
    items: [...davor, ...seitenDerGruppe(id).map((s) => ({ label: s.menue.label, to: `/${s.path}` }))],
  };
}

/** A top-level link to the group's one declaration page. */
function link(id: MenueGruppe): MenuEntry {
  const [s] = seitenDerGruppe(id);
  if (!s) throw new Error(`no declaration page in menu group ${id}`);
  return { id, label: s.menue.label, to: `/${s.path}` };
}

export const WP_MENU: readonly MenuEntry[] = [
  meineDaten,
  gruppe('zulassung', m.zulassungsantrag, [
    { label: m.antragStellen, to: paths.zulassungAntrag.getHref('modulanmeldung') },
  ]),
  gruppe('modulpruefung', m.modulpruefung),
  link('triftigergrund'),
  gruppe('ruecktritt', m.ruecktritt),
];

export const EIGNUNG_MENU: readonly MenuEntry[] = [
  gruppe('zulassungeignung', m.zulassungsantrag, [
    { label: m.antragStellen, to: paths.eignungAntrag.getHref('anmeldung') },
  ]),
  link('triftigergrundeignung'),
  meineDaten,
];

export function menuFor(art: Art): readonly MenuEntry[] {
  return art === 'WP' ? WP_MENU : EIGNUNG_MENU;
}
