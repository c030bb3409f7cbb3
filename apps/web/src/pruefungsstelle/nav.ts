// The back-office's areas, their links from the paths table (decision 0044). Only built pages are
// links; the others are named as not yet available (no dead links). Later pages set `href` (and
// `leitung` if only leitung may open them).
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { STAFF_ROOT, staffPaths } from './paths';

const b = pruefungsstelle.seiten.bereiche;

export interface Bereich {
  name: string;
  /** The area's link; undefined: not built yet. */
  href?: string;
  leitung?: boolean;
}

export const BEREICHE: readonly Bereich[] = [
  { name: b.eingang, href: staffPaths.eingang.href },
  { name: b.kandidaten, href: staffPaths.kandidaten.href },
  { name: b.termine, href: staffPaths.termine.href },
  { name: b.ladungen, href: staffPaths.ladungen.href },
  { name: b.postversand, href: staffPaths.postversand.href },
  { name: b.protokoll, href: staffPaths.protokoll.href },
  { name: b.mitarbeitende, href: staffPaths.mitarbeitende.href, leitung: true },
  { name: b.loeschung, href: staffPaths.loeschung.href, leitung: true },
];

/** @deprecated Links come from `staffPaths` in ./paths (decision 0044). */
export const ROOT = STAFF_ROOT;
