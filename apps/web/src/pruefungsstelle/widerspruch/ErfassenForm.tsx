// Recording an objection as received (decision 0038): the letter objected to, the day it arrived and
// the candidate's reasoning. Recording is not a decision: it is saved at once; the server's answer (the
// period, whether it came late) is the toast. The form of decision 0044: react-hook-form over the
// domain's schema, FormShell, the server's field errors at the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum } from '@examensportal/domain/format';
import { widerspruchFormular as t } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import {
  type WiderspruchErfassen,
  widerspruchErfassenSchema,
  widerspruchErfasstSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-widerspruch';
import type { WiderspruchBescheid } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { controlProps, FieldFrame } from '../../components/form/FieldFrame';
import { fieldIds } from '../../components/form/fieldIds';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
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

  const bescheid = fieldIds(formId, 'bescheidId');
  const eingang = fieldIds(formId, 'eingegangenAm');
  return (
    <section aria-labelledby={`${formId}-titel`}>
      <h3 className="kern-heading-small" id={`${formId}-titel`}>
        {t.erfassenTitel}
      </h3>
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
        <FieldFrame ids={bescheid} label={t.bescheid} error={fehler('bescheidId')} required>
          <select
            {...register('bescheidId')}
            id={bescheid.id}
            {...controlProps(bescheid, fehler('bescheidId'), undefined, true)}
            className="kern-form-input__select"
          >
            <option value="">{t.bescheidWaehlen}</option>
            {bescheide.map((b) => (
              <option key={b.id} value={b.id}>
                {t.bescheidOption(b.dateiname, formatDatum(b.am))}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame
          ids={eingang}
          label={t.eingegangenAm}
          hint={t.eingegangenAmHinweis}
          error={fehler('eingegangenAm')}
          required
        >
          <input
            {...register('eingegangenAm')}
            id={eingang.id}
            type="date"
            {...controlProps(eingang, fehler('eingegangenAm'), t.eingegangenAmHinweis, true)}
          />
        </FieldFrame>
        <TextareaField
          formId={formId}
          label={t.begruendung}
          hint={t.begruendungHinweis}
          registration={register('begruendung')}
          error={fehler('begruendung')}
          required
        />
      </FormShell>
    </section>
  );
}
