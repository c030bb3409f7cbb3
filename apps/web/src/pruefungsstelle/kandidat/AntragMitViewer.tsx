// The application as sent with a document viewer of its own, for pages without the file's viewer
// (the decision page).
import { AntragWieEingereicht } from './AntragWieEingereicht';
import { useDokumentViewer } from './useDokumentViewer';

export function AntragMitViewer({ kandidatId }: { kandidatId: string }) {
  const { oeffnen, viewer } = useDokumentViewer(kandidatId);
  return (
    <>
      <AntragWieEingereicht kandidatId={kandidatId} oeffnen={oeffnen} />
      {viewer}
    </>
  );
}
