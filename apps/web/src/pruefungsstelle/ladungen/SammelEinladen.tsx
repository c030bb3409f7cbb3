// The invitation of the chosen candidates as a batch (issue 28 point 4, decision 0061): part and date
// as the single invitation asks, then the server's preview (who can be invited, who not and why); the
// page shows it and sends the batch. The form of decision 0044 (react-hook-form, zod, field library).
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { ladenPayloadSchema } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { DateFieldByName } from '../../components/form/byName';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';

// The payload's own fields (refined as a whole, so its shape is read, not picked).
const einladenFormSchema = z.object({
  teil: ladenPayloadSchema.shape.teil,
  datum: ladenPayloadSchema.shape.datum,
});
export type EinladenWerte = { teil: string; datum: string };
const FORM_ID = 'sammel-einladen';
const FELDER = ['teil', 'datum'] as const;

export function SammelEinladen({
  teile,
  anzahl,
  sendet,
  onVorschau,
}: {
  teile: readonly string[];
  /** How many are chosen; none: the preview cannot be asked for. */
  anzahl: number;
  sendet: boolean;
  onVorschau: (werte: EinladenWerte) => Promise<void>;
}) {
  const form = useForm<z.input<typeof einladenFormSchema>, unknown, z.output<typeof einladenFormSchema>>({
    resolver: zodResolver(einladenFormSchema),
    defaultValues: { teil: teile[0] ?? '', datum: '' },
  });
  const { formState } = form;
  // The server takes the date as typed ('' is today), as the single invitation sends it.
  const onSubmit = form.handleSubmit(({ teil, datum }) => onVorschau({ teil, datum: datum ?? '' }));
  return (
    <section aria-labelledby="einladen-titel">
      <h2 className="kern-heading-medium" id="einladen-titel">
        {lt.ladenTitel}
      </h2>
      <p className="kern-body">{lt.ladenText}</p>
      {anzahl === 0 && <p className="kern-body">{lt.nichtsGewaehlt}</p>}
      <FormProvider {...form}>
        <FormShell
          formId={FORM_ID}
          fields={FELDER}
          labels={{ teil: lt.teil, datum: lt.datum }}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={lt.ladenVorschau}
          submitDisabled={sendet || anzahl === 0}
        >
          <SelectField
            formId={FORM_ID}
            name="teil"
            label={lt.teil}
            options={teile.map((t) => ({ value: t, label: lt.teile[t] ?? t }))}
            required
          />
          <DateFieldByName formId={FORM_ID} name="datum" label={lt.datum} hint={lt.datumHinweis} />
        </FormShell>
      </FormProvider>
    </section>
  );
}
