import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { ruecknahmeFlow } from './ruecknahmeFlow';

/** zulassung/zuruecknehmen (spec §2): withdraw the application, event 2. */
export default createTwoStepFlow(ruecknahmeFlow);
