import { WizardRoute } from '../../wizard/WizardRoute';
import { eignungWizard } from './eignungWizard';

/** zulassungeignung/antragstellen/{page} (spec §2). */
export default function EignungAntragPage() {
  return <WizardRoute wizard={eignungWizard} />;
}
