// One point's mark (issue 26 point 2): geprüft or fehlt, an optional note, saved as a new row on the
// server (the newest counts). KERN's radio group and textarea; an error links to its field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { prueflisteTexte as t } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import {
  type Pruefliste,
  prueflisteMarkierenFormSchema,
  prueflisteSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-pruefliste';
import { fieldMessages } from '../../components/form/fieldMessages';
import { RadioGroup } from '../../components/form/RadioGroup';
import { TextareaField } from '../../components/form/TextareaField';
import { StaffApiError, staffPost } from '../api';

interface Props {
  kandidatId: string;
  antragId: string;
  punkt: Pruefliste['punkte'][number];
  onGespeichert(liste: Pruefliste): void;
}

interface Werte {
  status: '' | 'geprueft' | 'fehlt';
  notiz: string;
}

export function PunktMarkieren({ kandidatId, antragId, punkt, onGespeichert }: Props) {
  const formId = `pruefliste-${punkt.key.replace(/\./g, '-')}`;
  const [fehler, setFehler] = useState<string | null>(null);
  const form = useForm<Werte>({
    resolver: zodResolver(prueflisteMarkierenFormSchema) as never,
    defaultValues: { status: punkt.markierung?.status ?? '', notiz: punkt.markierung?.notiz ?? '' },
  });
  const { register, formState } = form;
  const onSubmit = form.handleSubmit(async (werte) => {
    setFehler(null);
    const notiz = werte.notiz.trim();
    try {
      const liste = await staffPost(
        prueflisteSchema,
        P.prueflisteMarkieren,
        { punkt: punkt.key, status: werte.status, ...(notiz ? { notiz } : {}) },
        { params: { id: kandidatId, antragId } },
      );
      onGespeichert(liste);
    } catch (error) {
      setFehler(error instanceof StaffApiError ? error.message : String(error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="kern-stack staff__pruefpunkt-form">
      {fehler && (
        <p className="kern-body" role="alert">
          {fehler}
        </p>
      )}
      <RadioGroup
        formId={formId}
        legend={t.markierung}
        required
        registration={register('status')}
        options={[
          { value: 'geprueft', label: t.geprueft },
          { value: 'fehlt', label: t.fehlt },
        ]}
        error={fieldMessages(formState.errors, 'status')}
      />
      <TextareaField
        formId={formId}
        label={t.notiz}
        rows={2}
        registration={register('notiz')}
        error={fieldMessages(formState.errors, 'notiz')}
      />
      <div>
        <button type="submit" className="kern-btn kern-btn--secondary" disabled={formState.isSubmitting}>
          <span className="kern-label">{t.speichern}</span>
        </button>
      </div>
    </form>
  );
}
