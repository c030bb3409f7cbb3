// One decision's form: KERN radio group, the first admission date (admission only), the reason, an
// error summary whose links focus the fields, and the server's German refusal. It saves a draft
// (issue 26), which a second person releases. The server decides; the page only mirrors its rules so
// that mistakes are found before sending.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { freigabe } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { prueflisteTexte as pl } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import {
  type EntscheidungForm as Werte,
  entscheidungFormSchemaFuer,
} from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { entwurfAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { useRef, useState } from 'react';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { RadioGroup } from '../../components/form/RadioGroup';
import type { ApiCall } from '@examensportal/domain/api';
import { TextareaField } from '../../components/form/TextareaField';
import { TextField } from '../../components/form/TextField';
import { berichtigungTexte as bt } from '@examensportal/domain/messages-pruefungsstelle-berichtigung';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import { staffPost } from '../api';
import { applyServerFehler } from './serverFehler';
import { useZuweisungsfrage } from './Zuweisungsfrage';

interface Props {
  formId: string;
  /** The decision's call (PRUEFUNGSSTELLE_API) and its path parameters. */
  aufruf: ApiCall;
  params: Readonly<Record<string, string>>;
  optionen: readonly { value: string; label: string }[];
  /** Show the first admission date (admission). */
  mitDatum?: boolean;
  /** 'YYYY-MM-DD' of today (Europe/Berlin), the date's default. */
  heute: string;
  /** Said below the options (e.g. why rejecting is not offered). */
  hinweis?: string | undefined;
  /** The server's message once the draft is saved. */
  onErfolg(message: string): void;
  /** The key the radio group's value is sent under (a correction sends `ergebnis`). */
  wahlFeld?: 'entscheidung' | 'ergebnis';
  /** The reason is required whatever is chosen (a correction), with its own hint. */
  grundPflicht?: boolean;
  grundHinweis?: string;
  /** The radio group's legend. */
  wahlLabel?: string;
  /**
   * Labels of the checklist's points not marked geprüft (admission only, issue 26 point 2): admitting
   * then needs a written reason, which the form asks for.
   */
  offenePunkte?: readonly string[];
  /** A module result's correction: the written and oral grade beside the outcome (decision 0056). */
  mitNoten?: boolean;
  /** With `mitNoten`: the module's number of papers, a grade field each (decision 0068). */
  arbeiten?: number;
}

const FELDER = [
  'entscheidung',
  'datum',
  'prueflisteBegruendung',
  'noteArbeit1',
  'noteArbeit2',
  'noteSchriftlich',
  'noteMuendlich',
  'begruendung',
] as const;

export function EntscheidungForm({
  formId,
  aufruf,
  params,
  optionen,
  mitDatum = false,
  heute,
  hinweis,
  onErfolg,
  wahlFeld = 'entscheidung',
  grundPflicht = false,
  grundHinweis = e.begruendungHinweisPflicht,
  wahlLabel = e.entscheidung,
  offenePunkte = [],
  mitNoten = false,
  arbeiten = 0,
}: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const offenRef = useRef(offenePunkte);
  offenRef.current = offenePunkte;
  const form = useForm<Werte>({
    // The checklist changes while the form is open: the resolver reads its current open points.
    resolver: (werte, kontext, optionen) =>
      zodResolver(entscheidungFormSchemaFuer(offenRef.current))(werte, kontext, optionen),
    defaultValues: {
      entscheidung: '',
      datum: heute,
      begruendung: '',
      prueflisteBegruendung: '',
      noteSchriftlich: '',
      noteMuendlich: '',
      noteArbeit1: '',
      noteArbeit2: '',
    },
  });
  const { register, formState, watch } = form;
  const entscheidung = watch('entscheidung');
  const zeigeDatum = mitDatum && entscheidung === 'zulassen';
  const zeigeUeberschreibung = zeigeDatum && offenePunkte.length > 0;

  const { vorSenden, frage } = useZuweisungsfrage();
  const onSubmit = form.handleSubmit((werte) => vorSenden((extra) => void senden(werte, extra)));
  const senden = async (werte: Werte, extra: object) => {
    setServerError(null);
    const begruendung = werte.begruendung.trim();
    const ueberschreibung = werte.prueflisteBegruendung.trim();
    const body = {
      [wahlFeld]: werte.entscheidung,
      ...(zeigeDatum ? { datum: werte.datum } : {}),
      ...(zeigeUeberschreibung && ueberschreibung !== '' ? { prueflisteBegruendung: ueberschreibung } : {}),
      ...(begruendung !== '' ? { begruendung } : {}),
      ...(mitNoten && werte.noteArbeit1?.trim() ? { noteArbeit1: werte.noteArbeit1.trim() } : {}),
      ...(mitNoten && werte.noteArbeit2?.trim() ? { noteArbeit2: werte.noteArbeit2.trim() } : {}),
      ...(mitNoten && werte.noteSchriftlich?.trim() ? { noteSchriftlich: werte.noteSchriftlich.trim() } : {}),
      ...(mitNoten && werte.noteMuendlich?.trim() ? { noteMuendlich: werte.noteMuendlich.trim() } : {}),
      ...extra,
    };
    try {
      onErfolg((await staffPost(entwurfAntwortSchema, aufruf, body, { params })).message);
    } catch (error) {
      // The server names the radio group by its wire key.
      applyServerFehler(error, FELDER, form, setServerError, { [wahlFeld]: 'entscheidung' });
    }
  };

  return (
    <FormShell
      formId={formId}
      fields={FELDER}
      labels={{
        entscheidung: wahlLabel,
        datum: e.zulassungsdatum,
        prueflisteBegruendung: pl.ueberschreibung,
        begruendung: e.begruendung,
        noteSchriftlich: lt.noteSchriftlich,
        noteMuendlich: lt.noteMuendlich,
        noteArbeit1: lt.arbeit(1),
        noteArbeit2: lt.arbeit(2),
      }}
      errors={formState.errors}
      submitCount={formState.submitCount}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={freigabe.entwurfSpeichern}
      submitDisabled={formState.isSubmitting}
      serverError={serverError}
      afterFields={frage}
    >
      <RadioGroup
        formId={formId}
        legend={wahlLabel}
        required
        registration={register('entscheidung')}
        options={optionen}
        error={fieldMessages(formState.errors, 'entscheidung')}
      />
      {hinweis && <p className="kern-body kern-body--small">{hinweis}</p>}
      {zeigeDatum && (
        <TextField
          formId={formId}
          label={e.zulassungsdatum}
          hint={e.zulassungsdatumHinweis}
          type="date"
          max={heute}
          required
          registration={register('datum')}
          error={fieldMessages(formState.errors, 'datum')}
        />
      )}
      {zeigeUeberschreibung && (
        <TextareaField
          formId={formId}
          label={pl.ueberschreibung}
          hint={pl.ueberschreibungHinweis}
          required
          rows={3}
          registration={register('prueflisteBegruendung')}
          error={fieldMessages(formState.errors, 'prueflisteBegruendung')}
        />
      )}
      {mitNoten && (
        <>
          {(['noteArbeit1', 'noteArbeit2'] as const).slice(0, arbeiten).map((arbeit, a) => (
            <TextField
              key={arbeit}
              formId={formId}
              label={lt.arbeit(a + 1)}
              hint={lt.arbeitenHinweis}
              inputMode="decimal"
              registration={register(arbeit)}
              error={fieldMessages(formState.errors, arbeit)}
            />
          ))}
          <TextField
            formId={formId}
            label={lt.noteSchriftlich}
            hint={bt.notenHinweis}
            inputMode="decimal"
            registration={register('noteSchriftlich')}
            error={fieldMessages(formState.errors, 'noteSchriftlich')}
          />
          <TextField
            formId={formId}
            label={lt.noteMuendlich}
            inputMode="decimal"
            registration={register('noteMuendlich')}
            error={fieldMessages(formState.errors, 'noteMuendlich')}
          />
        </>
      )}
      <TextareaField
        formId={formId}
        label={e.begruendung}
        hint={grundHinweis}
        required={grundPflicht || entscheidung === 'ablehnen'}
        rows={4}
        registration={register('begruendung')}
        error={fieldMessages(formState.errors, 'begruendung')}
      />
    </FormShell>
  );
}
