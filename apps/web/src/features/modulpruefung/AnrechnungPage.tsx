import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { anrechnungFlow } from './anrechnungFlow';

/** modulpruefung/anrechnung (spec §2). */
export default createTwoStepFlow(anrechnungFlow);
