import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { anmeldungFlow } from './anmeldungFlow';
import './modulpruefung.css';

/** modulpruefung/anmeldung (spec §2); a paper procedure (spec §1) says so under the closed page. */
export default createTwoStepFlow(anmeldungFlow);
