import { messages } from '@examensportal/domain/messages';
import { gebuehrenfolgen } from '@examensportal/domain/rules/fees';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { Gebuehrenfolgen } from '../../../wizard/steps/Gebuehrenfolgen';
import { Versicherungen } from '../../../wizard/steps/Versicherungen';
import { WizardSummaries } from '../../../wizard/WizardSummaries';
import type { EignungStepProps } from '../werte';

// Page 4: everything readable, the expected fees, the confirmations and the submit.

export function ZusammenfassungStep({ formId, context }: EignungStepProps) {
  const a = messages.antrag;
  const termin = context.zulassungsblock?.termin ?? null;
  return (
    <>
      <p className="kern-body">{a.zusammenfassungIntro}</p>
      <WizardSummaries />
      {termin && (
        <>
          <Gebuehrenfolgen
            titel={a.gebuehren}
            folgen={gebuehrenfolgen({ art: 'eignungAntrag', termin }, STANDARD_EINSTELLUNGEN)}
          />
          <p className="kern-body kern-body--small">{a.gebuehrenHinweis}</p>
        </>
      )}
      <Versicherungen formId={formId} />
    </>
  );
}
