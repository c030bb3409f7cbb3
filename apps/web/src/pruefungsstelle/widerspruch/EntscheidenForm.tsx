// Drafting the outcome of an objection (decisions 0038, 0050, 0066): abgeholfen (with what the
// Abhilfebescheid decides; the remedy shown beside it becomes a fact with the release, and against a
// Nachteilsausgleich letter with the measures granted now), zurückgewiesen (with reasons: a
// Widerspruchsbescheid) or zurückgenommen. Saved as a draft; a leitung other than the drafter releases
// it in the draft panel. The form of decision 0044.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { widerspruchFormular as t } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import { WIDERSPRUCH_ERGEBNISSE } from '@examensportal/domain/rules/widerspruch';
import { entwurfAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { hilfsmittelListe } from '@examensportal/domain/schemas/pruefungsstelle-nachteilsausgleich';
import {
  type WiderspruchForm,
  widerspruchFormSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-widerspruch';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { RadioGroup } from '../../components/form/RadioGroup';
import { TextareaField } from '../../components/form/TextareaField';
import { staffPost } from '../api';
import { useStaffAktion } from '../useStaffAktion';
import { MassnahmenFelder } from '../entscheidungen/MassnahmenFelder';

const FELDER = [
  'entscheidung',
  'abhilfe',
  'verlaengerungProzent',
  'eigenerRaum',
  'hilfsmittel',
  'freitext',
  'begruendung',
] as const;
const OPTIONEN = WIDERSPRUCH_ERGEBNISSE.map((value) => ({ value, label: t.ergebnisse[value] ?? value }));

/** The measures as the payload carries them (the server normalises and checks them again). */
const massnahmen = (w: WiderspruchForm) => ({
  verlaengerungProzent: w.verlaengerungProzent.trim() === '' ? null : Number(w.verlaengerungProzent),
  eigenerRaum: w.eigenerRaum,
  hilfsmittel: hilfsmittelListe(w.hilfsmittel),
  ...(w.freitext.trim() !== '' ? { freitext: w.freitext.trim() } : {}),
});

export function EntscheidenForm({
  kandidatId,
  widerspruchId,
  mitMassnahmen = false,
  onEntworfen,
}: {
  kandidatId: string;
  widerspruchId: string;
  /** The letter objected to decided a Nachteilsausgleich: the remedy names its measures. */
  mitMassnahmen?: boolean;
  onEntworfen(): void;
}) {
  const formId = `widerspruch-${widerspruchId}`;
  const { ausfuehren, sendet } = useStaffAktion();
  const form = useForm<WiderspruchForm>({
    resolver: zodResolver(widerspruchFormSchema),
    defaultValues: {
      begruendung: '',
      abhilfe: '',
      mitMassnahmen,
      verlaengerungProzent: '',
      eigenerRaum: false,
      hilfsmittel: '',
      freitext: '',
    },
  });
  const { register, formState, watch } = form;
  const fehler = (name: (typeof FELDER)[number]) => fieldMessages(formState.errors, name);
  const abhelfen = watch('entscheidung') === 'abgeholfen';

  const onSubmit = form.handleSubmit(async (werte) => {
    const body = {
      entscheidung: werte.entscheidung,
      ...(werte.begruendung.trim() ? { begruendung: werte.begruendung } : {}),
      ...(werte.entscheidung === 'abgeholfen' ? { abhilfe: werte.abhilfe } : {}),
      ...(werte.entscheidung === 'abgeholfen' && mitMassnahmen ? { massnahmen: massnahmen(werte) } : {}),
    };
    const ergebnis = await ausfuehren(
      () =>
        staffPost(entwurfAntwortSchema, P.widerspruchEntwerfen, body, {
          params: { id: kandidatId, fallId: widerspruchId },
        }),
      { erfolg: (a) => a.message, form: { form, fields: FELDER } },
    );
    if (ergebnis.ok) onEntworfen();
  });

  return (
    <section aria-labelledby={`${formId}-titel`}>
      <h4 className="kern-heading-small" id={`${formId}-titel`}>
        {t.entscheidenTitel}
      </h4>
      <FormProvider {...form}>
        <FormShell
          formId={formId}
          fields={FELDER}
          labels={{
            entscheidung: t.ergebnis,
            abhilfe: t.abhilfe,
            verlaengerungProzent: n.verlaengerung,
            eigenerRaum: n.eigenerRaum,
            hilfsmittel: n.hilfsmittel,
            freitext: n.freitext,
            begruendung: t.gruende,
          }}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={t.entwerfen}
          submitDisabled={sendet}
        >
          <RadioGroup
            formId={formId}
            legend={t.ergebnis}
            registration={register('entscheidung')}
            options={OPTIONEN}
            error={fehler('entscheidung')}
            required
          />
          {abhelfen && (
            <TextareaField
              formId={formId}
              label={t.abhilfe}
              hint={t.abhilfeHinweis}
              registration={register('abhilfe')}
              error={fehler('abhilfe')}
              required
            />
          )}
          {abhelfen && mitMassnahmen && (
            <fieldset className="kern-fieldset">
              <legend className="kern-label">{t.massnahmenTitel}</legend>
              <p className="kern-body kern-body--small">{t.massnahmenHinweis}</p>
              <MassnahmenFelder formId={formId} register={register} errors={formState.errors} />
            </fieldset>
          )}
          <TextareaField
            formId={formId}
            label={t.gruende}
            hint={t.gruendeHinweis}
            registration={register('begruendung')}
            error={fehler('begruendung')}
          />
        </FormShell>
      </FormProvider>
    </section>
  );
}
