import { useState } from 'react';
import { BenoetigteNachweise } from '../../../wizard/steps/Nachweise';
import { useFormContext, useWatch } from 'react-hook-form';
import { messages } from '@examensportal/domain/messages';
import { gesperrtWegen } from '@examensportal/domain/messages-verfahrensstand';
import { sperrendeWahl } from '@examensportal/domain/rules/sperrgrund';
import {
  setzeVerkuerzung,
  setzeVerkuerzungGruppe,
  VERKUERZUNG_GRUPPEN,
  verkuerzungGesperrt,
  verkuerzungZuruecksetzen,
  type Verkuerzung,
  type VerkuerzungOption,
} from '@examensportal/domain/rules/selection';
import { AUSWAHL_FEHLER } from '@examensportal/domain/schemas/antrag';
import { Checkbox, CheckboxField } from '../../../components/form/CheckboxField';
import { CheckboxGroup } from '../../../components/form/CheckboxGroup';
import { fieldIds } from '../../../components/form/fieldIds';
import { UploadField } from '../../../components/form/UploadField';
import { dateiliste } from '../../../wizard/steps/Dateiliste';
import type { FieldSpec } from '../../../wizard/types';
import { useApply } from '../../../wizard/useApply';
import { jaNein, SummaryList } from '../../../wizard/WizardSummaries';
import type { ZulassungStepProps, ZulassungSummaryProps, ZulassungWerte } from '../werte';

// Page 6 (spec §3 Verkuerzung, §4): vollPruefung disables all others; par8a disables vollPruefung
// and § 13b; par131 and par132 disable each other; unticking a parent clears its options; 'Reset'
// clears all. [I] The proof list goes with 'Reset' and is asked for while a shortening is declared.

const a = messages.antrag;
type Gruppe = keyof typeof VERKUERZUNG_GRUPPEN;

const OPTIONEN: readonly VerkuerzungOption[] = [
  'vollPruefung',
  'par8a',
  'par131',
  'par132',
  'par13b1',
  'par13b2',
];

/** An option's full name: the § 13 and § 13b options are read together with their parent. */
const volleBezeichnung = (option: VerkuerzungOption) =>
  option === 'par131' || option === 'par132'
    ? `${a.par13} – ${a[option]}`
    : option === 'par13b1' || option === 'par13b2'
      ? `${a.par13b} – ${a[option]}`
      : a[option];

export const verkuerzungFelder: FieldSpec[] = [
  { name: `verkuerzung.${AUSWAHL_FEHLER}`, label: a.verkuerzung },
  ...OPTIONEN.map((option) => ({ name: `verkuerzung.${option}`, label: volleBezeichnung(option) })),
];

const nachweisNoetig = (v: Verkuerzung) => v.par8a || v.par131 || v.par132 || v.par13b1 || v.par13b2;

export function PruefungsverkuerzungStep({ formId }: ZulassungStepProps) {
  const { control, getValues } = useFormContext<ZulassungWerte>();
  const apply = useApply<ZulassungWerte>();
  const v = useWatch({ control, name: 'verkuerzung' });
  const gesperrt = verkuerzungGesperrt(v);
  // Why an option is disabled: the choice that blocks it (issue 16 point 2).
  const sperrhinweis = (option: VerkuerzungOption) => {
    const wegen = sperrendeWahl(v, verkuerzungGesperrt, option);
    return wegen ? gesperrtWegen(volleBezeichnung(wegen)) : messages.modulpruefung.nichtWaehlbar;
  };
  const [offen, setOffen] = useState<Record<Gruppe, boolean>>({
    par13: v.par131 || v.par132,
    par13b: v.par13b1 || v.par13b2,
  });
  const gruppeGesperrt = (gruppe: Gruppe) => VERKUERZUNG_GRUPPEN[gruppe].every((option) => gesperrt[option]);
  const gruppeOffen = (gruppe: Gruppe) =>
    VERKUERZUNG_GRUPPEN[gruppe].some((option) => v[option]) || (offen[gruppe] && !gruppeGesperrt(gruppe));

  const uebernehmen = (next: Verkuerzung) => {
    const uploads = getValues('uploads');
    apply(
      {
        verkuerzung: next,
        uploads: nachweisNoetig(next) ? uploads : { ...uploads, verkuerzungbescheinigung: [] },
      },
      [`verkuerzung.${AUSWAHL_FEHLER}`],
    );
  };

  const setzeGruppe = (gruppe: Gruppe, checked: boolean) => {
    setOffen((o) => ({ ...o, [gruppe]: checked }));
    if (!checked) uebernehmen(setzeVerkuerzungGruppe(getValues('verkuerzung'), gruppe, false));
  };

  const zuruecksetzen = () => {
    setOffen({ par13: false, par13b: false });
    uebernehmen(verkuerzungZuruecksetzen(getValues('verkuerzung')));
  };

  const option = (name: VerkuerzungOption) => (
    <CheckboxField
      key={name}
      formId={formId}
      name={`verkuerzung.${name}`}
      label={a[name]}
      disabled={gesperrt[name]}
      hint={gesperrt[name] ? sperrhinweis(name) : undefined}
      ownError={false}
      onToggle={(checked) => uebernehmen(setzeVerkuerzung(getValues('verkuerzung'), name, checked))}
    />
  );

  const gruppe = (name: Gruppe, label: string) => {
    const id = fieldIds(formId, `verkuerzung.${name}`).id;
    const checked = gruppeOffen(name);
    return (
      <Checkbox
        id={id}
        label={label}
        checked={checked}
        disabled={gruppeGesperrt(name) && !checked}
        expands
        onChange={(value) => setzeGruppe(name, value)}
      >
        {VERKUERZUNG_GRUPPEN[name].map(option)}
      </Checkbox>
    );
  };

  return (
    <>
      <BenoetigteNachweise art="WP" listen={['verkuerzungbescheinigung']} />
      <CheckboxGroup
        formId={formId}
        errorName={`verkuerzung.${AUSWAHL_FEHLER}`}
        legend={a.verkuerzung}
        required
      >
        {option('vollPruefung')}
        {option('par8a')}
        {gruppe('par13', a.par13)}
        {gruppe('par13b', a.par13b)}
      </CheckboxGroup>
      <div>
        <button type="button" className="kern-btn kern-btn--tertiary" onClick={zuruecksetzen}>
          <span className="kern-label">{messages.generic.reset}</span>
        </button>
      </div>
      {nachweisNoetig(v) && (
        <UploadField
          formId={formId}
          name="uploads.verkuerzungbescheinigung"
          label={a.verkuerzungbescheinigung}
        />
      )}
    </>
  );
}

export function PruefungsverkuerzungSummary({ values }: ZulassungSummaryProps) {
  const v = values.verkuerzung;
  return (
    <SummaryList
      items={[
        ...OPTIONEN.map((name) => [volleBezeichnung(name), jaNein(v[name])] as const),
        ...(nachweisNoetig(v)
          ? ([[a.verkuerzungbescheinigung, dateiliste(values.uploads.verkuerzungbescheinigung)]] as const)
          : []),
      ]}
    />
  );
}
