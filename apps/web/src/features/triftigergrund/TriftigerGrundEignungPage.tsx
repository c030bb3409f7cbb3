import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { triftigerGrundEignungFlow } from './triftigerGrundFlow';

/** triftigergrundeignung (spec §2): the aptitude test. */
export default createTwoStepFlow(triftigerGrundEignungFlow);
