import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { modulruecktrittFlow } from './modulruecktrittFlow';
import './ruecktritt.css';

/** ruecktritt/modulpruefung (spec §2). */
export default createTwoStepFlow(modulruecktrittFlow);
