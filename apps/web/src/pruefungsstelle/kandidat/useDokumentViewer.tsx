// A document viewer of its own for pages without the file's viewer (the decision page): a document
// opens below, and closing it returns the focus to the button that opened it.
import { useRef, useState } from 'react';
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { DokumentViewer } from './DokumentViewer';

export function useDokumentViewer(kandidatId: string) {
  const [offen, setOffen] = useState<KandidatDokument | null>(null);
  const ausloeser = useRef<HTMLElement | null>(null);
  const oeffnen = (dokument: KandidatDokument) => {
    ausloeser.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOffen(dokument);
  };
  const schliessen = () => {
    setOffen(null);
    setTimeout(() => ausloeser.current?.focus(), 0);
  };
  const viewer = offen && <DokumentViewer kandidatId={kandidatId} dokument={offen} schliessen={schliessen} />;
  return { oeffnen, viewer };
}
