import { useWatch } from 'react-hook-form';
import { messages } from '@examensportal/domain/messages';
import { gebuehrenfolgen } from '@examensportal/domain/rules/fees';
import { MODULE, vorgezogenKey } from '@examensportal/domain/rules/module';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { Gebuehrenfolgen } from '../../../wizard/steps/Gebuehrenfolgen';
import { Versicherungen } from '../../../wizard/steps/Versicherungen';
import { WizardSummaries } from '../../../wizard/WizardSummaries';
import type { ZulassungStepProps, ZulassungWerte } from '../werte';

// Page 7: everything readable, the expected fees, the three confirmations, and the submit.

export function ZusammenfassungStep({ formId, context }: ZulassungStepProps) {
  const a = messages.antrag;
  const values = useWatch() as ZulassungWerte;
  const termin = context.zulassungsblock?.termin ?? null;
  const module = MODULE.filter((m) => values[m] || values[vorgezogenKey(m)]);
  return (
    <>
      <p className="kern-body">{a.zusammenfassungIntro}</p>
      <WizardSummaries />
      {termin && (
        <>
          <Gebuehrenfolgen
            titel={a.gebuehren}
            folgen={gebuehrenfolgen({ art: 'zulassungsantrag', termin, module }, STANDARD_EINSTELLUNGEN)}
          />
          <p className="kern-body kern-body--small">{a.gebuehrenHinweis}</p>
        </>
      )}
      <Versicherungen formId={formId} />
    </>
  );
}
