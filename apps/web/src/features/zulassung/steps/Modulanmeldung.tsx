import { useFormContext, useWatch } from 'react-hook-form';
import { messages } from '@examensportal/domain/messages';
import type { VorzeitigeZulassung } from '@examensportal/domain/rules/facts';
import {
  isVorgezogen,
  MODULE,
  MODUL_SLOTS,
  type ModulSlot,
  slotModul,
} from '@examensportal/domain/rules/module';
import { gesperrteWahl, sperrgruende } from '@examensportal/domain/rules/modulwahl';
import {
  gesperrteSlots,
  setzeVorbildung,
  setzeVorzeitigeZulassung,
  waehleAntragsmodul,
} from '@examensportal/domain/rules/selection';
import { LGS_CODES, MODULE_FEHLER, ZUSATZINFORMATIONEN_MAX } from '@examensportal/domain/schemas/zulassung';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CheckboxGroup } from '../../../components/form/CheckboxGroup';
import { RadioChoice } from '../../../components/form/RadioGroup';
import type { Option } from '../../../components/form/RadioGroup';
import type { FieldSpec } from '../../../wizard/types';
import { useApply } from '../../../wizard/useApply';
import { SummaryList } from '../../../wizard/WizardSummaries';
import type { ZulassungStepProps, ZulassungSummaryProps, ZulassungWerte } from '../werte';
import { TextFieldByName, TextareaFieldByName } from '../../../components/form/byName';

// Page 1 (spec §3 Zulassung, §4 selection rules): term, regional office, early admission, modules.

const a = messages.antrag;

const slotLabel = (slot: ModulSlot) =>
  isVorgezogen(slot) ? a.modulVorgezogen(a.modulNamen[slotModul(slot)]) : a.modulNamen[slotModul(slot)];

export const modulanmeldungFelder: FieldSpec[] = [
  { name: 'zulassungsblock', label: a.zulassungsblock },
  { name: 'lgs', label: a.lgs },
  { name: 'vorzeitigeZulassung', label: a.vorzeitigeZulassung },
  { name: MODULE_FEHLER, label: a.module },
  ...MODUL_SLOTS.map((slot) => ({ name: slot, label: slotLabel(slot) })),
  { name: 'zusatzinformationen', label: a.zusatzinformationen },
];

const LGS_OPTIONEN: Option<number>[] = LGS_CODES.map((code) => ({ value: code, label: a.lgsOptionen[code] }));
const VORZEITIG_OPTIONEN: Option<VorzeitigeZulassung>[] = ([0, 6, 7] as const).map((value) => ({
  value,
  label: a.vorzeitigeZulassungOptionen[value],
}));

export function ModulanmeldungStep({ formId, context }: ZulassungStepProps) {
  const { control, getValues } = useFormContext<ZulassungWerte>();
  const apply = useApply<ZulassungWerte>();
  const vorzeitig = useWatch({ control, name: 'vorzeitigeZulassung' });
  const verkuerzung = useWatch({ control, name: 'verkuerzung' });
  const gewaehlt = useWatch({ control, name: [...MODUL_SLOTS] });
  const block = context.zulassungsblock;
  const slots = block && block.slots.length > 0 ? block.slots : MODULE;
  // what the admission path or a shortening declared on page 6 replaces; the June slots the
  // office did not set are not in `slots` at all. A ticked box stays enabled to be unticked.
  const gruende = sperrgruende(vorzeitig, verkuerzung);
  const gesperrt = gesperrteWahl({ blockiert: gruende, juni: MODULE });
  const vorzeitigGesperrt = gesperrteSlots(vorzeitig);
  const hinweis = (slot: ModulSlot): string | undefined => {
    if (vorzeitigGesperrt[slot]) return a.modulGesperrt;
    const grund = gruende[slotModul(slot)];
    return grund ? a.modulVerkuerzt(grund) : undefined;
  };

  // Spec §4: changing it clears every module and sets hochschulstudium and par8a only for 6.
  const waehleVorzeitig = (wert: VorzeitigeZulassung) => {
    const values = getValues();
    const next = setzeVorzeitigeZulassung(values, wert);
    const { uploads } =
      values.vorbildung.hochschulstudium && !next.vorbildung.hochschulstudium
        ? setzeVorbildung(values, 'hochschulstudium', false)
        : values;
    const slotsLeer = Object.fromEntries(MODUL_SLOTS.map((slot) => [slot, next[slot]]));
    apply(
      {
        ...slotsLeer,
        vorzeitigeZulassung: wert,
        vorbildung: next.vorbildung,
        verkuerzung: next.verkuerzung,
        uploads,
      },
      [MODULE_FEHLER],
    );
  };

  const waehleModul = (slot: ModulSlot, checked: boolean) => {
    const next = waehleAntragsmodul(getValues(), slot, checked);
    apply(Object.fromEntries(MODUL_SLOTS.map((s) => [s, next[s]])) as Partial<ZulassungWerte>, [
      MODULE_FEHLER,
    ]);
  };

  return (
    <>
      <TextFieldByName
        formId={formId}
        name="zulassungsblock"
        label={a.zulassungsblock}
        readOnly
        required
        hint={block ? a.zulassungsblockHinweis : a.zulassungsblockUnbekannt}
      />
      <RadioChoice formId={formId} name="lgs" legend={a.lgs} options={LGS_OPTIONEN} required />
      <RadioChoice
        formId={formId}
        name="vorzeitigeZulassung"
        legend={a.vorzeitigeZulassung}
        options={VORZEITIG_OPTIONEN}
        hint={a.vorzeitigeZulassungHinweis}
        onSelect={waehleVorzeitig}
      />
      <CheckboxGroup
        formId={formId}
        errorName={MODULE_FEHLER}
        legend={a.module}
        required
        hint={block?.semester === 2 ? `${a.moduleHinweis} ${a.moduleHinweisTermin2}` : a.moduleHinweis}
      >
        {slots.map((slot) => (
          <CheckboxField
            key={slot}
            formId={formId}
            name={slot}
            label={slotLabel(slot)}
            disabled={gesperrt[slot] && gewaehlt[MODUL_SLOTS.indexOf(slot)] !== true}
            hint={hinweis(slot)}
            ownError={false}
            onToggle={(checked) => waehleModul(slot, checked)}
          />
        ))}
      </CheckboxGroup>
      <TextareaFieldByName
        formId={formId}
        name="zusatzinformationen"
        label={a.zusatzinformationen}
        hint={a.zusatzinformationenHinweis}
        maxLength={ZUSATZINFORMATIONEN_MAX}
        rows={5}
      />
    </>
  );
}

export function ModulanmeldungSummary({ values, context }: ZulassungSummaryProps) {
  const module = MODUL_SLOTS.filter((slot) => values[slot]).map(slotLabel);
  const lgs = values.lgs as (typeof LGS_CODES)[number];
  const vz = values.vorzeitigeZulassung;
  return (
    <SummaryList
      items={[
        [
          a.zulassungsblock,
          context.zulassungsblock?.termin ? context.zulassungsblock.aktuelSemester : values.zulassungsblock,
        ],
        [a.lgs, a.lgsOptionen[lgs] ?? ''],
        [a.vorzeitigeZulassung, a.vorzeitigeZulassungOptionen[vz] ?? ''],
        [a.module, module.join('\n')],
        [a.zusatzinformationen, values.zusatzinformationen],
      ]}
    />
  );
}
