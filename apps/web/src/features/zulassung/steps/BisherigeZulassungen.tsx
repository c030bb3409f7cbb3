import {
  BISHERIGE_WP,
  BisherigeZulassungenFields,
  BisherigeZulassungenSummary,
} from '../../../wizard/steps/BisherigeZulassungenFields';
import type { ZulassungStepProps, ZulassungSummaryProps } from '../werte';

// Page 3 (spec §3 bishierigeZulassungen, §4: art 1 clears both dates, art 2 the second).

export function BisherigeZulassungenStep({ formId }: ZulassungStepProps) {
  return <BisherigeZulassungenFields formId={formId} name="bishierigeZulassungen" texte={BISHERIGE_WP} />;
}

export function BisherigeZulassungenStepSummary({ values }: ZulassungSummaryProps) {
  return <BisherigeZulassungenSummary value={values.bishierigeZulassungen} texte={BISHERIGE_WP} />;
}
