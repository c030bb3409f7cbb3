import { messages } from '@examensportal/domain/messages';
import { BenoetigteNachweise } from '../../../wizard/steps/Nachweise';
import {
  KONTAKTDATEN_WP,
  KontaktdatenFields,
  KontaktdatenSummary,
} from '../../../wizard/steps/KontaktdatenFields';
import { dateiliste } from '../../../wizard/steps/Dateiliste';
import { SummaryList } from '../../../wizard/WizardSummaries';
import type { ZulassungStepProps, ZulassungSummaryProps } from '../werte';

// Page 2 (spec §3 Contact data, §5): checked on key-up; the CV and, with behinderung, a certificate.

export function KontaktdatenStep({ formId }: ZulassungStepProps) {
  return (
    <>
      <BenoetigteNachweise art="WP" listen={['lebenslauf', 'attest']} />
      <KontaktdatenFields formId={formId} variante={KONTAKTDATEN_WP} />
    </>
  );
}

export function KontaktdatenStepSummary({ values }: ZulassungSummaryProps) {
  const a = messages.antrag;
  return (
    <>
      <KontaktdatenSummary
        kontaktdaten={{ ...values.kontaktdaten, staatsangehoerigkeit: '' }}
        variante={KONTAKTDATEN_WP}
      />
      <SummaryList
        items={[
          [a.lebenslauf, dateiliste(values.uploads.lebenslauf)],
          ...(values.kontaktdaten.behinderung
            ? ([[a.attest, dateiliste(values.uploads.attest)]] as const)
            : []),
        ]}
      />
    </>
  );
}
