import { messages } from '@examensportal/domain/messages';
import { VERSICHERUNGEN } from '@examensportal/domain/schemas/antrag';
import { CheckboxField } from '../../components/form/CheckboxField';
import type { FieldSpec } from '../types';

// The summary page's three confirmations (spec §5: each 'Bitte bestätigen').

export const versicherungsFelder: FieldSpec[] = VERSICHERUNGEN.map((name) => ({
  name,
  label: messages.antrag[name],
}));

export function Versicherungen({ formId }: { formId: string }) {
  return (
    <fieldset className="kern-fieldset">
      <legend className="kern-label">{messages.antrag.versicherungen}</legend>
      <div className="kern-fieldset__body">
        {VERSICHERUNGEN.map((name) => (
          <CheckboxField key={name} formId={formId} name={name} label={messages.antrag[name]} required />
        ))}
      </div>
    </fieldset>
  );
}
