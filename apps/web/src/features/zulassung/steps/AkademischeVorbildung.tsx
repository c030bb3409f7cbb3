import { useFormContext, useWatch } from 'react-hook-form';
import { BenoetigteNachweise } from '../../../wizard/steps/Nachweise';
import { messages } from '@examensportal/domain/messages';
import {
  setzeVorbildung,
  VORBILDUNG_UPLOADS,
  type VorbildungOption,
} from '@examensportal/domain/rules/selection';
import { AUSWAHL_FEHLER } from '@examensportal/domain/schemas/antrag';
import { vorbildungErforderlich } from '@examensportal/domain/schemas/zulassung';
import { Alert } from '../../../components/form/Alert';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CheckboxGroup } from '../../../components/form/CheckboxGroup';
import { RadioChoice } from '../../../components/form/RadioGroup';
import { UploadField } from '../../../components/form/UploadField';
import { dateiliste } from '../../../wizard/steps/Dateiliste';
import type { FieldSpec } from '../../../wizard/types';
import { useApply } from '../../../wizard/useApply';
import { jaNein, SummaryList } from '../../../wizard/WizardSummaries';
import type { ZulassungStepProps, ZulassungSummaryProps, ZulassungWerte } from '../werte';

// Page 4 (spec §3 Vorbildung, §4, §5): one of three options (several allowed); unticking one empties
// its uploads, unticking the five-year experience also resets its kind. A repeat admission (page 3:
// admitted before, § 22 (2) WiPrPrüfV) needs none – the page says so and the group is optional.

const a = messages.antrag;

const OPTIONEN: readonly VorbildungOption[] = [
  'hochschulstudium',
  'zehnjaehrigeTaetigkeit',
  'fuenfjaehrigeBerufserfahrung',
];
const UPLOAD_LABEL = {
  zeugnis: a.zeugnis,
  agbescheinigung: a.agbescheinigung,
  stbescheinigung: a.stbescheinigung,
} as const;

export const vorbildungFelder: FieldSpec[] = [
  { name: `vorbildung.${AUSWAHL_FEHLER}`, label: a.vorbildung },
  ...OPTIONEN.map((option) => ({ name: `vorbildung.${option}`, label: a[option] })),
  { name: 'vorbildung.fuenfjaehrigeBerufserfahrungArt', label: a.fuenfjaehrigeBerufserfahrungArt },
];

export function AkademischeVorbildungStep({ formId }: ZulassungStepProps) {
  const { getValues, control } = useFormContext<ZulassungWerte>();
  const bisherigeArt = useWatch({ control, name: 'bishierigeZulassungen.art' });
  const erforderlich = vorbildungErforderlich(bisherigeArt);
  const apply = useApply<ZulassungWerte>();
  const toggle = (option: VorbildungOption, checked: boolean) => {
    const next = setzeVorbildung(getValues(), option, checked);
    apply({ vorbildung: next.vorbildung, uploads: next.uploads }, [`vorbildung.${AUSWAHL_FEHLER}`]);
  };
  return (
    <>
      {!erforderlich && <Alert variant="info">{messages.laufbahn.wiederholungHinweis}</Alert>}
      <BenoetigteNachweise art="WP" listen={['zeugnis', 'agbescheinigung', 'stbescheinigung']} />
      <CheckboxGroup
        formId={formId}
        errorName={`vorbildung.${AUSWAHL_FEHLER}`}
        legend={a.vorbildung}
        required={erforderlich}
      >
        {OPTIONEN.map((option) => {
          const liste = VORBILDUNG_UPLOADS[option];
          return (
            <CheckboxField
              key={option}
              formId={formId}
              name={`vorbildung.${option}`}
              label={a[option]}
              ownError={false}
              onToggle={(checked) => toggle(option, checked)}
            >
              {option === 'fuenfjaehrigeBerufserfahrung' && (
                <RadioChoice
                  formId={formId}
                  name="vorbildung.fuenfjaehrigeBerufserfahrungArt"
                  legend={a.fuenfjaehrigeBerufserfahrungArt}
                  options={([1, 2] as const).map((value) => ({
                    value,
                    label: a.fuenfjaehrigeBerufserfahrungArtOptionen[value],
                  }))}
                  required
                />
              )}
              <UploadField formId={formId} name={`uploads.${liste}`} label={UPLOAD_LABEL[liste]} />
            </CheckboxField>
          );
        })}
      </CheckboxGroup>
    </>
  );
}

export function AkademischeVorbildungSummary({ values }: ZulassungSummaryProps) {
  const v = values.vorbildung;
  const art = v.fuenfjaehrigeBerufserfahrungArt;
  return (
    <SummaryList
      items={OPTIONEN.flatMap((option) => {
        const liste = VORBILDUNG_UPLOADS[option];
        return [
          [a[option], jaNein(v[option])] as const,
          ...(v[option] && option === 'fuenfjaehrigeBerufserfahrung'
            ? ([
                [
                  a.fuenfjaehrigeBerufserfahrungArt,
                  art === 1 || art === 2 ? a.fuenfjaehrigeBerufserfahrungArtOptionen[art] : '',
                ],
              ] as const)
            : []),
          ...(v[option] ? ([[UPLOAD_LABEL[liste], dateiliste(values.uploads[liste])]] as const) : []),
        ];
      })}
    />
  );
}
