import { messages } from '@examensportal/domain/messages';
import { FehlendeNachweiseWarnung } from '../../../wizard/steps/Nachweise';
import { Antragsgebuehren } from '../../../wizard/steps/Antragsgebuehren';
import { Versicherungen } from '../../../wizard/steps/Versicherungen';
import { WizardSummaries } from '../../../wizard/WizardSummaries';
import type { EignungStepProps } from '../werte';

// Page 4: everything readable, the expected fees (the server's, Antragsgebuehren), the confirmations
// and the submit.

export function ZusammenfassungStep({ formId, context }: EignungStepProps) {
  const a = messages.antrag;
  const termin = context.zulassungsblock?.termin ?? null;
  return (
    <>
      <p className="kern-body">{a.zusammenfassungIntro}</p>
      <FehlendeNachweiseWarnung art="EIGNUNG" />
      <WizardSummaries />
      {termin && <Antragsgebuehren module={[]} />}
      <Versicherungen formId={formId} />
    </>
  );
}
