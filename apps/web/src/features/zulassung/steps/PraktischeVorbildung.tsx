import { useFormContext, useWatch } from 'react-hook-form';
import { BenoetigteNachweise } from '../../../wizard/steps/Nachweise';
import { messages } from '@examensportal/domain/messages';
import {
  setzeBerufserfahrung,
  setzeTaetigkeit,
  type Taetigkeit,
} from '@examensportal/domain/rules/selection';
import { RadioChoice } from '../../../components/form/RadioGroup';
import { UploadField } from '../../../components/form/UploadField';
import { dateiliste } from '../../../wizard/steps/Dateiliste';
import type { FieldSpec } from '../../../wizard/types';
import { useApply } from '../../../wizard/useApply';
import { SummaryList } from '../../../wizard/WizardSummaries';
import type { ZulassungStepProps, ZulassungSummaryProps, ZulassungWerte } from '../werte';

// Page 5 (spec §3 Taetigkeit, §4): choosing taetigkeit resets berufserfahrung to 0 and vice versa;
// [I] the proof of the choice that was reset goes with it.

const a = messages.antrag;

export const taetigkeitFelder: FieldSpec[] = [
  { name: 'taetigkeit.taetigkeit', label: a.taetigkeit },
  { name: 'taetigkeit.berufserfahrung', label: a.berufserfahrung },
];

const TAETIGKEITEN = [1, 2, 3] as const;
const BERUFSERFAHRUNGEN = [1, 2] as const;

export function PraktischeVorbildungStep({ formId }: ZulassungStepProps) {
  const { control, getValues } = useFormContext<ZulassungWerte>();
  const apply = useApply<ZulassungWerte>();
  const t = useWatch({ control, name: 'taetigkeit' });

  const setze = (next: ZulassungWerte['taetigkeit']) => {
    const uploads = getValues('uploads');
    apply({
      taetigkeit: next,
      uploads: {
        ...uploads,
        agbescheinigung2: next.taetigkeit === 0 ? [] : uploads.agbescheinigung2,
        stbescheinigung2: next.berufserfahrung === 0 ? [] : uploads.stbescheinigung2,
      },
    });
  };

  return (
    <>
      <BenoetigteNachweise art="WP" listen={['agbescheinigung2', 'stbescheinigung2']} />
      <RadioChoice
        formId={formId}
        name="taetigkeit.taetigkeit"
        legend={a.taetigkeit}
        options={TAETIGKEITEN.map((value) => ({ value, label: a.taetigkeitOptionen[value] }))}
        onSelect={(value) =>
          setze(setzeTaetigkeit(getValues('taetigkeit'), value as Taetigkeit['taetigkeit']))
        }
      />
      {t.taetigkeit !== 0 && (
        <UploadField formId={formId} name="uploads.agbescheinigung2" label={a.agbescheinigung2} />
      )}
      <RadioChoice
        formId={formId}
        name="taetigkeit.berufserfahrung"
        legend={a.berufserfahrung}
        options={BERUFSERFAHRUNGEN.map((value) => ({ value, label: a.berufserfahrungOptionen[value] }))}
        onSelect={(value) =>
          setze(setzeBerufserfahrung(getValues('taetigkeit'), value as Taetigkeit['berufserfahrung']))
        }
      />
      {t.berufserfahrung !== 0 && (
        <UploadField formId={formId} name="uploads.stbescheinigung2" label={a.stbescheinigung2} />
      )}
    </>
  );
}

export function PraktischeVorbildungSummary({ values }: ZulassungSummaryProps) {
  const { taetigkeit, berufserfahrung } = values.taetigkeit;
  return (
    <SummaryList
      items={[
        [a.taetigkeit, taetigkeit === 0 ? '' : a.taetigkeitOptionen[taetigkeit]],
        ...(taetigkeit !== 0
          ? ([[a.agbescheinigung2, dateiliste(values.uploads.agbescheinigung2)]] as const)
          : []),
        [a.berufserfahrung, berufserfahrung === 0 ? '' : a.berufserfahrungOptionen[berufserfahrung]],
        ...(berufserfahrung !== 0
          ? ([[a.stbescheinigung2, dateiliste(values.uploads.stbescheinigung2)]] as const)
          : []),
      ]}
    />
  );
}
