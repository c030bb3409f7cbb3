import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { gesamtruecktrittFlow } from './gesamtruecktrittFlow';
import './ruecktritt.css';

/** ruecktritt/gesamtpruefung (spec §2); a closed page says why (gesamtruecktrittFlow's Hinweis). */
export default createTwoStepFlow(gesamtruecktrittFlow);
