// The back-office's areas. Only built pages are links; the others are named as not yet available
// (no dead links). Later pages set `path` (and `leitung` if only leitung may open them).
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';

const b = pruefungsstelle.seiten.bereiche;

export interface Bereich {
  name: string;
  /** Relative to /pruefungsstelle; undefined: not built yet. */
  path?: string;
  leitung?: boolean;
}

export const BEREICHE: readonly Bereich[] = [
  { name: b.eingang, path: 'eingang' },
  { name: b.kandidaten, path: 'kandidaten' },
  { name: b.termine, path: 'termine' },
  { name: b.ladungen, path: 'ladungen' },
  { name: b.postversand, path: 'postversand' },
  { name: b.protokoll, path: 'protokoll' },
  { name: b.mitarbeitende, path: 'mitarbeitende', leitung: true },
  { name: b.loeschung, path: 'loeschung', leitung: true },
];

export const ROOT = '/pruefungsstelle';
