import {
  KONTAKTDATEN_EIGNUNG,
  KontaktdatenFields,
  KontaktdatenSummary,
} from '../../../wizard/steps/KontaktdatenFields';
import type { EignungStepProps, EignungSummaryProps } from '../werte';

// Page 2 (spec §3 Contact data): with the nationality, place of birth optional (spec §5).

export function KontaktdatenStep({ formId }: EignungStepProps) {
  return <KontaktdatenFields formId={formId} variante={KONTAKTDATEN_EIGNUNG} />;
}

export function KontaktdatenStepSummary({ values }: EignungSummaryProps) {
  return <KontaktdatenSummary kontaktdaten={values.kontaktdaten} variante={KONTAKTDATEN_EIGNUNG} />;
}
