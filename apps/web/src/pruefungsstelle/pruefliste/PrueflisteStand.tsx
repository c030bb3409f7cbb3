// The checklist's state on the Kandidat page (issue 26 point 2): read only; the marks are made beside
// the admission decision.
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { PrueflisteAbschnitt } from './PrueflisteAbschnitt';
import type { usePruefliste } from './usePruefliste';

/** `pruefliste`: the page reads it once; the Nachforderung's form takes its missing points too. */
export function PrueflisteStand(props: {
  kandidatId: string;
  pruefliste: ReturnType<typeof usePruefliste>;
  oeffnen: (d: KandidatDokument) => void;
}) {
  return (
    <PrueflisteAbschnitt
      kandidatId={props.kandidatId}
      liste={props.pruefliste.liste}
      fehler={props.pruefliste.fehler}
      oeffnen={props.oeffnen}
      ebene={2}
    />
  );
}
