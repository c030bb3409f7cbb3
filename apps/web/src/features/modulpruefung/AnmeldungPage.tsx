import { messages } from '@examensportal/domain/messages';
import { leseModulStateWP } from '@examensportal/domain/schemas/modulstand';
import type { RootState } from '../../app/store';
import { useAppSelector } from '../../app/store';
import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { anmeldungFlow } from './anmeldungFlow';
import { istPapierverfahren } from './daten';
import './modulpruefung.css';

const Flow = createTwoStepFlow(anmeldungFlow);

/** Spec §1: why registration is not offered to a procedure that began before term I/2023. */
function papierHinweis(state: RootState): string | null {
  if (!state.modul.data) return null;
  const stand = leseModulStateWP(state.modul.data);
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
