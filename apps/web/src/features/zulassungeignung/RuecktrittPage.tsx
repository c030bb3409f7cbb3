import { messages } from '@examensportal/domain/messages';
import { verfahrenBeendet } from '@examensportal/domain/rules/availability';
import { type RootState, useAppSelector } from '../../app/store';
import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { eignungRuecktrittFlow } from './ruecktrittFlow';
import '../ruecktritt/ruecktritt.css';

const Flow = createTwoStepFlow(eignungRuecktrittFlow);

/** Once the withdrawal is sent (or the attempt is over) the page says so beside 'nicht anwendbar'. */
const beendet = (state: RootState): boolean =>
  state.modulEignung.data != null && verfahrenBeendet(state.modulEignung.data);

/** zulassungeignung/ruecktritt (spec §2): withdraw from the whole aptitude test, event 14. */
export default function RuecktrittPage() {
  const hinweis = useAppSelector(beendet);
  return (
    <>
      <Flow />
      {hinweis && <p className="kern-body flow-hinweis">{messages.ruecknahme.ruecktrittBeendet}</p>}
    </>
  );
}
