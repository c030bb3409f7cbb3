// The Nachteilsausgleich decision (issue 26 point 4): grant measures (extra time in percent, a
// separate room, aids one per line, another measure) or refuse with a reason. It saves a draft,
// which a second person releases (a refusal: a leitung). The server checks every rule again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ApiCall } from '@examensportal/domain/api';
import { freigabe } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import { entwurfAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import {
  hilfsmittelListe,
  type NachteilsausgleichForm as Werte,
  nachteilsausgleichFormSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-nachteilsausgleich';
import { fieldMessages } from '../../components/form/fieldMessages';
import { MassnahmenFelder } from './MassnahmenFelder';
import { FormShell } from '../../components/form/FormShell';
import { RadioGroup } from '../../components/form/RadioGroup';
import { TextareaField } from '../../components/form/TextareaField';
import { staffPost } from '../api';
import { applyServerFehler } from './serverFehler';
import { useZuweisungsfrage } from './Zuweisungsfrage';

interface Props {
  formId: string;
  aufruf: ApiCall;
  params: Readonly<Record<string, string>>;
  onErfolg(message: string): void;
}

const FELDER = [
  'entscheidung',
  'verlaengerungProzent',
  'eigenerRaum',
  'hilfsmittel',
  'freitext',
  'begruendung',
] as const;

export function NachteilsausgleichForm({ formId, aufruf, params, onErfolg }: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Werte>({
    resolver: zodResolver(nachteilsausgleichFormSchema),
    defaultValues: {
      entscheidung: '',
      verlaengerungProzent: '',
      eigenerRaum: false,
      hilfsmittel: '',
      freitext: '',
      begruendung: '',
    },
  });
  const { register, formState, watch } = form;
  const gewaehren = watch('entscheidung') === 'gewaehren';
  const ablehnen = watch('entscheidung') === 'ablehnen';

  const { vorSenden, frage } = useZuweisungsfrage();
  const onSubmit = form.handleSubmit((w) => vorSenden((extra) => void senden(w, extra)));
  const senden = async (w: Werte, extra: object) => {
    setServerError(null);
    const begruendung = w.begruendung.trim();
    const body =
      w.entscheidung === 'gewaehren'
        ? {
            entscheidung: 'gewaehren',
            verlaengerungProzent:
              w.verlaengerungProzent.trim() === '' ? null : Number(w.verlaengerungProzent),
            eigenerRaum: w.eigenerRaum,
            hilfsmittel: hilfsmittelListe(w.hilfsmittel),
            ...(w.freitext.trim() !== '' ? { freitext: w.freitext.trim() } : {}),
            ...(begruendung !== '' ? { begruendung } : {}),
          }
        : { entscheidung: 'ablehnen', begruendung };
    try {
      onErfolg((await staffPost(entwurfAntwortSchema, aufruf, { ...body, ...extra }, { params })).message);
    } catch (error) {
      applyServerFehler(error, FELDER, form, setServerError);
    }
  };

  return (
    <FormProvider {...form}>
      <FormShell
        formId={formId}
        fields={FELDER}
        labels={{
          entscheidung: n.entscheidung,
          verlaengerungProzent: n.verlaengerung,
          eigenerRaum: n.eigenerRaum,
          hilfsmittel: n.hilfsmittel,
          freitext: n.freitext,
          begruendung: n.begruendung,
        }}
        errors={formState.errors}
        submitCount={formState.submitCount}
        onSubmit={(event) => void onSubmit(event)}
        submitLabel={freigabe.entwurfSpeichern}
        afterFields={frage}
        submitDisabled={formState.isSubmitting}
        serverError={serverError}
      >
        <RadioGroup
          formId={formId}
          legend={n.entscheidung}
          required
          registration={register('entscheidung')}
          options={[
            { value: 'gewaehren', label: n.gewaehren },
            { value: 'ablehnen', label: n.ablehnen },
          ]}
          error={fieldMessages(formState.errors, 'entscheidung')}
        />
        <p className="kern-body kern-body--small">{n.ablehnungHinweis}</p>
        {gewaehren && <MassnahmenFelder formId={formId} register={register} errors={formState.errors} />}
        {(gewaehren || ablehnen) && (
          <TextareaField
            formId={formId}
            label={n.begruendung}
            hint={n.begruendungHinweis}
            required={ablehnen}
            rows={4}
            registration={register('begruendung')}
            error={fieldMessages(formState.errors, 'begruendung')}
          />
        )}
      </FormShell>
    </FormProvider>
  );
}
