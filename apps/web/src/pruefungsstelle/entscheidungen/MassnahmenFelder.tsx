// The measures of a Nachteilsausgleich as typed (extra time in percent, a separate room, aids one per
// line, another measure): the decision's own form and the remedy of an objection against it
// (decision 0066) show the same fields. The separate room is the library's checkbox, so both forms sit
// inside a FormProvider.
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import {
  VERLAENGERUNG_MAX_PROZENT,
  VERLAENGERUNG_MIN_PROZENT,
} from '@examensportal/domain/rules/nachteilsausgleich';
import { CheckboxField } from '../../components/form/CheckboxField';
import { fieldMessages } from '../../components/form/fieldMessages';
import { TextareaField } from '../../components/form/TextareaField';
import { TextField } from '../../components/form/TextField';

type Feld = 'verlaengerungProzent' | 'eigenerRaum' | 'hilfsmittel' | 'freitext';

export function MassnahmenFelder({
  formId,
  register,
  errors,
}: {
  formId: string;
  register(name: Feld): UseFormRegisterReturn;
  errors: FieldErrors;
}) {
  return (
    <>
      <TextField
        formId={formId}
        label={n.verlaengerung}
        hint={n.verlaengerungHinweis(VERLAENGERUNG_MIN_PROZENT, VERLAENGERUNG_MAX_PROZENT)}
        registration={register('verlaengerungProzent')}
        error={fieldMessages(errors, 'verlaengerungProzent')}
      />
      <CheckboxField formId={formId} name="eigenerRaum" label={n.eigenerRaum} />
      <TextareaField
        formId={formId}
        label={n.hilfsmittel}
        hint={n.hilfsmittelHinweis}
        registration={register('hilfsmittel')}
        error={fieldMessages(errors, 'hilfsmittel')}
      />
      <TextareaField
        formId={formId}
        label={n.freitext}
        rows={2}
        registration={register('freitext')}
        error={fieldMessages(errors, 'freitext')}
      />
    </>
  );
}
