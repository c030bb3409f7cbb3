import { messages } from '@examensportal/domain/messages';
import { EIGNUNG_QUALIFIKATIONSLAENDER, landName } from '@examensportal/domain/rules/laender';
import { WAHLFAECHER, type Wahlfach } from '@examensportal/domain/schemas/eignung';
import { RadioChoice } from '../../../components/form/RadioGroup';
import { SelectField } from '../../../components/form/SelectField';
import type { FieldSpec } from '../../../wizard/types';
import { SummaryList } from '../../../wizard/WizardSummaries';
import type { EignungStepProps, EignungSummaryProps } from '../werte';
import { TextFieldByName } from '../../../components/form/byName';

// Page 1 (spec §3 Eignung): the term, the country of qualification and the elective subject.

const a = messages.antrag;

export const anmeldungFelder: FieldSpec[] = [
  { name: 'zulassungsblock', label: a.zulassungsblock },
  { name: 'land', label: a.eignungLand },
  { name: 'wahlfach', label: a.wahlfach },
];

const LAND_OPTIONEN = EIGNUNG_QUALIFIKATIONSLAENDER.map((land) => ({ value: land.code, label: land.name }));
const WAHLFACH_OPTIONEN = WAHLFAECHER.map((value) => ({ value, label: a.wahlfachOptionen[value] }));

export function AnmeldungStep({ formId, context }: EignungStepProps) {
  return (
    <>
      <TextFieldByName
        formId={formId}
        name="zulassungsblock"
        label={a.zulassungsblock}
        readOnly
        required
        hint={context.zulassungsblock ? a.zulassungsblockHinweis : a.zulassungsblockUnbekannt}
      />
      <SelectField
        formId={formId}
        name="land"
        label={a.eignungLand}
        options={LAND_OPTIONEN}
        placeholder={a.bitteWaehlen}
        required
      />
      <RadioChoice formId={formId} name="wahlfach" legend={a.wahlfach} options={WAHLFACH_OPTIONEN} required />
    </>
  );
}

export function AnmeldungSummary({ values, context }: EignungSummaryProps) {
  const wahlfach = values.wahlfach as Wahlfach;
  return (
    <SummaryList
      items={[
        [
          a.zulassungsblock,
          context.zulassungsblock?.termin ? context.zulassungsblock.aktuelSemester : values.zulassungsblock,
        ],
        [a.eignungLand, values.land ? landName(values.land) : ''],
        [a.wahlfach, a.wahlfachOptionen[wahlfach] ?? ''],
      ]}
    />
  );
}
