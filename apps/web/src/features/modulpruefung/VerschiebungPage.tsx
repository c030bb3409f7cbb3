import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { verschiebungFlow } from './verschiebungFlow';

/** modulpruefung/verschiebung (spec §2). */
export default createTwoStepFlow(verschiebungFlow);
