import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { eignungRuecknahmeFlow } from './ruecknahmeFlow';

/** zulassungeignung/zuruecknehmen (spec §2): withdraw the aptitude-test application, event 13. */
export default createTwoStepFlow(eignungRuecknahmeFlow);
