// The candidate page's tables: their region's name says 'Tabelle', so it never repeats the name of
// the section around it.
import type { ReactNode } from 'react';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { Tabelle as KernTabelle } from '../components/Tabelle';

export function Tabelle(props: { label: string; spalten: readonly string[]; children: ReactNode }) {
  return <KernTabelle {...props} label={kandidatTexte.tabelle(props.label)} />;
}
