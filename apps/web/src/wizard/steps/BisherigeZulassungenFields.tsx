import { useFormContext, useWatch } from 'react-hook-form';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { setzeBisherigeZulassungenArt } from '@examensportal/domain/rules/selection';
import type {
  BisherigeZulassungenArt,
  BisherigeZulassungenEntwurf,
} from '@examensportal/domain/schemas/antrag';
import { RadioChoice } from '../../components/form/RadioGroup';
import type { Option } from '../../components/form/RadioGroup';
import type { FieldSpec } from '../types';
import { useApply } from '../useApply';
import { SummaryList } from '../WizardSummaries';
import { DateFieldByName } from '../../components/form/byName';

// Spec §3 bishierigeZulassungen (aptitude test: bishierigeZulassungenEP) and the rules of §4:
// art 1 clears both failure dates, art 2 the second.

const a = messages.antrag;

export type BisherigeName = 'bishierigeZulassungen' | 'bishierigeZulassungenEP';

export interface BisherigeTexte {
  legend: string;
  optionen: Readonly<Record<1 | 2 | 3, string>>;
}

export const BISHERIGE_WP: BisherigeTexte = {
  legend: a.bisherigeZulassungen,
  optionen: a.bisherigeZulassungenOptionen,
};
export const BISHERIGE_EIGNUNG: BisherigeTexte = {
  legend: a.bisherigeZulassungenEP,
  optionen: a.bisherigeZulassungenEPOptionen,
};

export const bisherigeFelder = (name: BisherigeName, texte: BisherigeTexte): FieldSpec[] => [
  { name: `${name}.art`, label: texte.legend },
  { name: `${name}.datumNichtBestanden1`, label: a.datumNichtBestanden1 },
  { name: `${name}.datumNichtBestanden2`, label: a.datumNichtBestanden2 },
];

export function BisherigeZulassungenFields({
  formId,
  name,
  texte,
}: {
  formId: string;
  name: BisherigeName;
  texte: BisherigeTexte;
}) {
  const { control, getValues } = useFormContext();
  const apply = useApply<Record<BisherigeName, BisherigeZulassungenEntwurf>>();
  const art = useWatch({ control, name: `${name}.art` }) as number;
  const optionen: Option<BisherigeZulassungenArt>[] = ([1, 2, 3] as const).map((value) => ({
    value,
    label: texte.optionen[value],
  }));
  const waehle = (wert: BisherigeZulassungenArt) =>
    apply({ [name]: setzeBisherigeZulassungenArt(getValues(name) as BisherigeZulassungenEntwurf, wert) });
  return (
    <>
      <RadioChoice
        formId={formId}
        name={`${name}.art`}
        legend={texte.legend}
        options={optionen}
        required
        onSelect={waehle}
      />
      {art >= 2 && (
        <DateFieldByName
          formId={formId}
          name={`${name}.datumNichtBestanden1`}
          label={a.datumNichtBestanden1}
          required
        />
      )}
      {art === 3 && (
        <DateFieldByName
          formId={formId}
          name={`${name}.datumNichtBestanden2`}
          label={a.datumNichtBestanden2}
          required
        />
      )}
    </>
  );
}

export function BisherigeZulassungenSummary({
  value,
  texte,
}: {
  value: BisherigeZulassungenEntwurf;
  texte: BisherigeTexte;
}) {
  const art = value.art;
  return (
    <SummaryList
      items={[
        [texte.legend, art === 1 || art === 2 || art === 3 ? texte.optionen[art] : ''],
        ...(art >= 2 ? ([[a.datumNichtBestanden1, formatDatum(value.datumNichtBestanden1)]] as const) : []),
        ...(art === 3 ? ([[a.datumNichtBestanden2, formatDatum(value.datumNichtBestanden2)]] as const) : []),
      ]}
    />
  );
}
