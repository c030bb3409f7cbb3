import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { abmeldungFlow } from './abmeldungFlow';

/** modulpruefung/abmeldung (spec §2). */
export default createTwoStepFlow(abmeldungFlow);
