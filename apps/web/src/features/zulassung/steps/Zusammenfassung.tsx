import { useWatch } from 'react-hook-form';
import { FehlendeNachweiseWarnung } from '../../../wizard/steps/Nachweise';
import { messages } from '@examensportal/domain/messages';
import { MODULE, vorgezogenKey } from '@examensportal/domain/rules/module';
import { Antragsgebuehren } from '../../../wizard/steps/Antragsgebuehren';
import { Versicherungen } from '../../../wizard/steps/Versicherungen';
import { WizardSummaries } from '../../../wizard/WizardSummaries';
import type { ZulassungStepProps, ZulassungWerte } from '../werte';

// Page 7: everything readable, the expected fees (the server's, Antragsgebuehren), the three
// confirmations, and the submit.

export function ZusammenfassungStep({ formId, context }: ZulassungStepProps) {
  const a = messages.antrag;
  const values = useWatch() as ZulassungWerte;
  const termin = context.zulassungsblock?.termin ?? null;
  const module = MODULE.filter((m) => values[m] || values[vorgezogenKey(m)]);
  return (
    <>
      <p className="kern-body">{a.zusammenfassungIntro}</p>
      <FehlendeNachweiseWarnung art="WP" />
      <WizardSummaries />
      {termin && <Antragsgebuehren module={module} />}
      <Versicherungen formId={formId} />
    </>
  );
}
