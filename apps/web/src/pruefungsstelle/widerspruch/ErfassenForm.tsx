// Recording an objection as received (decision 0038): the letter objected to, the day it arrived and
// the candidate's reasoning. Recording is not a decision: it is saved at once; the server's answer (the
// period, whether it came late) is the toast. The form of decision 0044: react-hook-form over the
// domain's schema, FormShell and the field library, the server's field errors at the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum } from '@examensportal/domain/format';
import { widerspruchFormular as t } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import {
  type WiderspruchErfassen,
  widerspruchErfassenSchema,
  widerspruchErfasstSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-widerspruch';
import type { WiderspruchBescheid } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { DateFieldByName } from '../../components/form/byName';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextareaField } from '../../components/form/TextareaField';
import { staffPost } from '../api';
import { useStaffAktion } from '../useStaffAktion';

const FELDER = ['bescheidId', 'eingegangenAm', 'begruendung'] as const;

export function ErfassenForm({
  kandidatId,
  bescheide,
  onErfasst,
}: {
  kandidatId: string;
  bescheide: readonly WiderspruchBescheid[];
  onErfasst(): void;
}) {
  const formId = 'widerspruch-erfassen';
  const { ausfuehren, sendet } = useStaffAktion();
  const form = useForm<WiderspruchErfassen>({
    resolver: zodResolver(widerspruchErfassenSchema),
    defaultValues: { bescheidId: '', eingegangenAm: '', begruendung: '' },
  });
  const { register, formState } = form;
  const fehler = (name: (typeof FELDER)[number]) => fieldMessages(formState.errors, name);

  const onSubmit = form.handleSubmit(async (werte) => {
    const ergebnis = await ausfuehren(
      () => staffPost(widerspruchErfasstSchema, P.widerspruchErfassen, werte, { params: { id: kandidatId } }),
      { erfolg: (a) => a.message, form: { form, fields: FELDER } },
    );
    if (!ergebnis.ok) return;
    form.reset();
    onErfasst();
  });

  return (
    <section aria-labelledby={`${formId}-titel`}>
      <h3 className="kern-heading-small" id={`${formId}-titel`}>
        {t.erfassenTitel}
      </h3>
      <FormProvider {...form}>
        <FormShell
          formId={formId}
          fields={FELDER}
          labels={{ bescheidId: t.bescheid, eingegangenAm: t.eingegangenAm, begruendung: t.begruendung }}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={t.erfassen}
          submitDisabled={sendet}
        >
          <SelectField
            formId={formId}
            name="bescheidId"
            label={t.bescheid}
            options={bescheide.map((b) => ({
              value: b.id,
              label: t.bescheidOption(b.dateiname, formatDatum(b.am)),
            }))}
            placeholder={t.bescheidWaehlen}
            required
          />
          <DateFieldByName
            formId={formId}
            name="eingegangenAm"
            label={t.eingegangenAm}
            hint={t.eingegangenAmHinweis}
            required
          />
          <TextareaField
            formId={formId}
            label={t.begruendung}
            hint={t.begruendungHinweis}
            registration={register('begruendung')}
            error={fehler('begruendung')}
            required
          />
        </FormShell>
      </FormProvider>
    </section>
  );
}
