// A leitung's forms beside a filed decision letter (issue 26 point 6, decision 0055): the revocation
// (Rücknahme § 48 / Widerruf § 49 VwVfG) of a favourable decision and the § 42 correction of the letter.
// Both are saved as drafts; another leitung releases them in the draft panel with the letter's PDF.
// The form of decision 0044: react-hook-form over the domain's schema, the field library, the server's
// field errors at the fields and in the summary, the outcome as a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import {
  aufhebungFormular as t,
  aufhebungTexte as at,
  bescheidBerichtigungTexte as bt,
} from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { widerspruchFormular as wt } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import { AUFHEBUNG_VORSCHRIFTEN, FEHLERARTEN, WIDERRUFSGRUENDE } from '@examensportal/domain/rules/aufhebung';
import {
  aufhebungFormSchema,
  bescheidBerichtigungFormSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-aufhebung';
import { entwurfAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { z } from 'zod';
import { DateFieldByName } from '../../components/form/byName';
import { CheckboxField } from '../../components/form/CheckboxField';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { RadioGroup } from '../../components/form/RadioGroup';
import { SelectField } from '../../components/form/SelectField';
import { TextareaField } from '../../components/form/TextareaField';
import { staffPost } from '../api';
import { useStaffAktion } from '../useStaffAktion';

type Props = { kandidatId: string; bescheidId: string; onEntworfen(): void };

/** The frame both drafts share: folded under its title, the summary, the POST of the draft on the letter. */
function BriefEntwurf<T extends FieldValues>({
  kandidatId,
  bescheidId,
  onEntworfen,
  form,
  formId,
  titel,
  felder,
  labels,
  submitLabel,
  route,
  body,
  children,
}: Props & {
  form: UseFormReturn<T>;
  formId: string;
  titel: string;
  felder: readonly Path<T>[];
  labels: Record<Path<T>, string>;
  submitLabel: string;
  route: typeof P.aufhebungEntwerfen | typeof P.bescheidBerichtigungEntwerfen;
  body(werte: T): object;
  children: ReactNode;
}) {
  const { ausfuehren, sendet } = useStaffAktion();
  const onSubmit = form.handleSubmit(async (werte) => {
    const ergebnis = await ausfuehren(
      () =>
        staffPost(entwurfAntwortSchema, route, body(werte), {
          params: { id: kandidatId, fallId: bescheidId },
        }),
      { erfolg: (a) => a.message, form: { form, fields: felder } },
    );
    if (ergebnis.ok) onEntworfen();
  });
  return (
    // Folded, so a file with many letters stays readable; the summary names the form.
    <details>
      <summary className="kern-body" id={`${formId}-titel`}>
        {titel}
      </summary>
      <FormProvider {...form}>
        <FormShell
          formId={formId}
          fields={felder}
          labels={labels}
          errors={form.formState.errors}
          submitCount={form.formState.submitCount}
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={submitLabel}
          submitDisabled={sendet}
        >
          {children}
        </FormShell>
      </FormProvider>
    </details>
  );
}

const AUFHEBUNG_FELDER = [
  'vorschrift',
  'widerrufsgrund',
  'erschlichen',
  'kenntnisAm',
  'begruendung',
] as const;
type AufhebungWerte = z.input<typeof aufhebungFormSchema>;

export function AufhebungForm(props: Props) {
  const formId = `aufhebung-${props.bescheidId}`;
  const form = useForm<AufhebungWerte>({
    resolver: zodResolver(aufhebungFormSchema),
    defaultValues: { kenntnisAm: '', begruendung: '', erschlichen: false },
  });
  const fehler = (name: (typeof AUFHEBUNG_FELDER)[number]) => fieldMessages(form.formState.errors, name);
  const vorschrift = form.watch('vorschrift');
  const widerruf = vorschrift === 'p49';
  // A hidden field must not block the form: a § 49 ground left when switching to § 48 (an unticked
  // radio reads as null, which the schema refuses) or a § 48 (4) s. 2 tick left when switching to § 49.
  const { resetField, setValue } = form;
  useEffect(() => {
    if (vorschrift !== 'p49') resetField('widerrufsgrund');
    if (vorschrift !== 'p48') setValue('erschlichen', false);
  }, [vorschrift, resetField, setValue]);
  return (
    <BriefEntwurf
      {...props}
      form={form}
      formId={formId}
      titel={t.aufhebenTitel}
      felder={AUFHEBUNG_FELDER}
      labels={{
        vorschrift: t.vorschrift,
        widerrufsgrund: t.widerrufsgrund,
        erschlichen: t.erschlichen,
        kenntnisAm: t.kenntnisAm,
        begruendung: t.begruendung,
      }}
      submitLabel={t.aufhebenEntwerfen}
      route={P.aufhebungEntwerfen}
      // A ground of § 49 (2) only with the Widerruf: one chosen before switching to § 48 is not sent.
      // The ground of § 48 (4) sentence 2 (decision 0060) only with the Rücknahme, and only when ticked.
      body={({ widerrufsgrund, erschlichen, ...rest }) => ({
        ...rest,
        ...(rest.vorschrift === 'p49' && widerrufsgrund ? { widerrufsgrund } : {}),
        ...(rest.vorschrift === 'p48' && erschlichen ? { erschlichen: true } : {}),
      })}
    >
      <RadioGroup
        formId={formId}
        legend={t.vorschrift}
        registration={form.register('vorschrift')}
        options={AUFHEBUNG_VORSCHRIFTEN.map((value) => ({ value, label: at.vorschriften[value] ?? value }))}
        error={fehler('vorschrift')}
        required
      />
      {widerruf && (
        <RadioGroup
          formId={formId}
          legend={t.widerrufsgrund}
          registration={form.register('widerrufsgrund')}
          options={WIDERRUFSGRUENDE.map((value) => ({ value, label: at.widerrufsgruende[value] ?? value }))}
          error={fehler('widerrufsgrund')}
          required
        />
      )}
      {vorschrift === 'p48' && (
        <CheckboxField formId={formId} name="erschlichen" label={t.erschlichen} hint={t.erschlichenHinweis} />
      )}
      <DateFieldByName
        formId={formId}
        name="kenntnisAm"
        label={t.kenntnisAm}
        hint={t.kenntnisHinweis}
        required
      />
      <TextareaField
        formId={formId}
        label={t.begruendung}
        registration={form.register('begruendung')}
        error={fehler('begruendung')}
        required
      />
    </BriefEntwurf>
  );
}

const BERICHTIGUNG_FELDER = ['fehlerart', 'unrichtig', 'richtig', 'zulassungsdatum', 'begruendung'] as const;
type BerichtigungWerte = z.input<typeof bescheidBerichtigungFormSchema>;

export function BescheidBerichtigungForm(props: Props) {
  const formId = `bescheid-berichtigung-${props.bescheidId}`;
  const form = useForm<BerichtigungWerte>({
    resolver: zodResolver(bescheidBerichtigungFormSchema),
    defaultValues: { unrichtig: '', richtig: '', zulassungsdatum: '', begruendung: '' },
  });
  const text = (name: 'unrichtig' | 'richtig' | 'begruendung', label: string) => (
    <TextareaField
      formId={formId}
      label={label}
      registration={form.register(name)}
      error={fieldMessages(form.formState.errors, name)}
      required
    />
  );
  return (
    <BriefEntwurf
      {...props}
      form={form}
      formId={formId}
      titel={t.berichtigenTitel}
      felder={BERICHTIGUNG_FELDER}
      labels={{
        fehlerart: t.fehlerart,
        unrichtig: t.unrichtig,
        richtig: t.richtig,
        zulassungsdatum: t.zulassungsdatum,
        begruendung: t.begruendung,
      }}
      submitLabel={t.berichtigenEntwerfen}
      route={P.bescheidBerichtigungEntwerfen}
      // A wrong admission date (decision 0066) only when given: the server checks it is an admission letter.
      body={({ zulassungsdatum, ...rest }) => ({ ...rest, ...(zulassungsdatum ? { zulassungsdatum } : {}) })}
    >
      <SelectField
        formId={formId}
        name="fehlerart"
        label={t.fehlerart}
        options={FEHLERARTEN.map((value) => ({ value, label: bt.fehlerartNamen[value] ?? value }))}
        placeholder={wt.bescheidWaehlen}
        required
      />
      {text('unrichtig', t.unrichtig)}
      {text('richtig', t.richtig)}
      <DateFieldByName
        formId={formId}
        name="zulassungsdatum"
        label={t.zulassungsdatum}
        hint={t.zulassungsdatumHinweis}
      />
      {text('begruendung', t.begruendung)}
    </BriefEntwurf>
  );
}
