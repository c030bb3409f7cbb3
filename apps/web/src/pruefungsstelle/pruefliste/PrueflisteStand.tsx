// The checklist's state on the Kandidat page (issue 26 point 2): read only; the marks are made beside
// the admission decision.
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { PrueflisteAbschnitt } from './PrueflisteAbschnitt';
import { usePruefliste } from './usePruefliste';

export function PrueflisteStand(props: { kandidatId: string; oeffnen: (d: KandidatDokument) => void }) {
  const { liste, fehler } = usePruefliste(props.kandidatId);
  return (
    <PrueflisteAbschnitt
      kandidatId={props.kandidatId}
      liste={liste}
      fehler={fehler}
      oeffnen={props.oeffnen}
      ebene={2}
    />
  );
}
