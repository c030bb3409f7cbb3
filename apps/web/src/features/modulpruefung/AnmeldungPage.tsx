import { messages } from '@examensportal/domain/messages';
import type { RootState } from '../../app/store';
import { useAppSelector } from '../../app/store';
import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { anmeldungFlow } from './anmeldungFlow';
import { istPapierverfahren } from './daten';
import './modulpruefung.css';

const Flow = createTwoStepFlow(anmeldungFlow);

/** Spec §1: why registration is not offered to a procedure that began before term I/2023. */
function papierHinweis(state: RootState): string | null {
  const stand = state.modul.data;
  if (!stand) return null;
  return stand.zwischegespeichert === 2 && istPapierverfahren(stand.antragsdatum)
    ? messages.modulpruefung.papierverfahren
    : null;
}

/** modulpruefung/anmeldung (spec §2). */
export default function AnmeldungPage() {
  const hinweis = useAppSelector(papierHinweis);
  return (
    <>
      <Flow />
      {hinweis && <p className="kern-body flow-hinweis">{hinweis}</p>}
    </>
  );
}
