import { useFormContext, useWatch } from 'react-hook-form';
import { BenoetigteNachweise } from '../../../wizard/steps/Nachweise';
import { messages } from '@examensportal/domain/messages';
import { gesperrtWegen } from '@examensportal/domain/messages-verfahrensstand';
import { sperrendeWahl } from '@examensportal/domain/rules/sperrgrund';
import {
  setzeVerkuerzungEP,
  verkuerzungEPGesperrt,
  type VerkuerzungEPOption,
} from '@examensportal/domain/rules/selection';
import { EIGNUNG_UPLOADS, type EignungUpload } from '@examensportal/domain/schemas/eignung';
import { AUSWAHL_FEHLER } from '@examensportal/domain/schemas/antrag';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CheckboxGroup } from '../../../components/form/CheckboxGroup';
import { UploadField } from '../../../components/form/UploadField';
import {
  BISHERIGE_EIGNUNG,
  bisherigeFelder,
  BisherigeZulassungenFields,
  BisherigeZulassungenSummary,
} from '../../../wizard/steps/BisherigeZulassungenFields';
import { dateiliste } from '../../../wizard/steps/Dateiliste';
import type { FieldSpec } from '../../../wizard/types';
import { useApply } from '../../../wizard/useApply';
import { jaNein, SummaryList } from '../../../wizard/WizardSummaries';
import type { EignungStepProps, EignungSummaryProps, EignungWerte } from '../werte';

// Page 3: earlier admissions, the shortening (spec §4: 1 excludes the others, 2/3 and 4/5 exclude
// each other) and the proofs (spec §3 upload lists nachweise, zeugnis, wahlfach).

const a = messages.antrag;
const OPTIONEN: readonly VerkuerzungEPOption[] = [
  'verkuerzung1',
  'verkuerzung2',
  'verkuerzung3',
  'verkuerzung4',
  'verkuerzung5',
];
const UPLOAD_LABEL: Record<EignungUpload, string> = {
  nachweise: a.nachweise,
  zeugnis: a.eignungZeugnis,
  wahlfach: a.wahlfachUnterlagen,
};

export const erklaerungFelder: FieldSpec[] = [
  ...bisherigeFelder('bishierigeZulassungenEP', BISHERIGE_EIGNUNG),
  { name: `verkuerzungEP.${AUSWAHL_FEHLER}`, label: a.verkuerzungEP },
  ...OPTIONEN.map((option) => ({ name: `verkuerzungEP.${option}`, label: a[option] })),
];

export function ErklaerungStep({ formId }: EignungStepProps) {
  const { control, getValues } = useFormContext<EignungWerte>();
  const apply = useApply<EignungWerte>();
  const v = useWatch({ control, name: 'verkuerzungEP' });
  const gesperrt = verkuerzungEPGesperrt(v);
  // Why an option is disabled: the choice that blocks it (issue 16 point 2).
  const sperrhinweis = (option: (typeof OPTIONEN)[number]) => {
    const wegen = sperrendeWahl(v, verkuerzungEPGesperrt, option);
    return wegen ? gesperrtWegen(a[wegen]) : messages.modulpruefung.nichtWaehlbar;
  };
  return (
    <>
      <BisherigeZulassungenFields formId={formId} name="bishierigeZulassungenEP" texte={BISHERIGE_EIGNUNG} />
      <CheckboxGroup
        formId={formId}
        errorName={`verkuerzungEP.${AUSWAHL_FEHLER}`}
        legend={a.verkuerzungEP}
        required
      >
        {OPTIONEN.map((option) => (
          <CheckboxField
            key={option}
            formId={formId}
            name={`verkuerzungEP.${option}`}
            label={a[option]}
            disabled={gesperrt[option]}
            hint={gesperrt[option] ? sperrhinweis(option) : undefined}
            ownError={false}
            onToggle={(checked) =>
              apply({ verkuerzungEP: setzeVerkuerzungEP(getValues('verkuerzungEP'), option, checked) }, [
                `verkuerzungEP.${AUSWAHL_FEHLER}`,
              ])
            }
          />
        ))}
      </CheckboxGroup>
      <BenoetigteNachweise art="EIGNUNG" listen={EIGNUNG_UPLOADS} />
      {EIGNUNG_UPLOADS.map((liste) => (
        <UploadField key={liste} formId={formId} name={`uploads.${liste}`} label={UPLOAD_LABEL[liste]} />
      ))}
    </>
  );
}

export function ErklaerungSummary({ values }: EignungSummaryProps) {
  return (
    <>
      <BisherigeZulassungenSummary value={values.bishierigeZulassungenEP} texte={BISHERIGE_EIGNUNG} />
      <SummaryList
        items={[
          ...OPTIONEN.map((option) => [a[option], jaNein(values.verkuerzungEP[option])] as const),
          ...EIGNUNG_UPLOADS.map(
            (liste) => [UPLOAD_LABEL[liste], dateiliste(values.uploads[liste])] as const,
          ),
        ]}
      />
    </>
  );
}
