import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { triftigerGrundWPFlow } from './triftigerGrundFlow';

/** triftigergrund (spec §2): the regular exam. */
export default createTwoStepFlow(triftigerGrundWPFlow);
