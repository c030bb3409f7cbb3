import { WizardRoute } from '../../wizard/WizardRoute';
import { zulassungWizard } from './zulassungWizard';

/** zulassung/antragstellen/{page} (spec §2). */
export default function ZulassungAntragPage() {
  return <WizardRoute wizard={zulassungWizard} />;
}
