import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { eignungRuecktrittFlow } from './ruecktrittFlow';

/** zulassungeignung/ruecktritt (spec §2): withdraw from the whole aptitude test, event 14. */
export default createTwoStepFlow(eignungRuecktrittFlow);
