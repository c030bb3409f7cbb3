// The application as sent with a document viewer of its own, for pages without the file's viewer
// (the decision page): an attachment opens below, and closing it returns the focus to its button.
import { useRef, useState } from 'react';
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { AntragWieEingereicht } from './AntragWieEingereicht';
import { DokumentViewer } from './DokumentViewer';

export function AntragMitViewer({ kandidatId }: { kandidatId: string }) {
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
  return (
    <>
      <AntragWieEingereicht kandidatId={kandidatId} oeffnen={oeffnen} />
      {offen && <DokumentViewer kandidatId={kandidatId} dokument={offen} schliessen={schliessen} />}
    </>
  );
}
