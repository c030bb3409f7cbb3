import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { messages } from '@examensportal/domain/messages';
import { MODUL_SLOTS, type ModulSlot } from '@examensportal/domain/rules/module';
import { waehleSlot } from '@examensportal/domain/rules/selection';
import { MODULAUSWAHL_FEHLER, type SlotAuswahl } from '@examensportal/domain/schemas/modul';
import { CheckboxField } from '../../components/form/CheckboxField';
import { CheckboxGroup } from '../../components/form/CheckboxGroup';
import { useApply } from '../../wizard/useApply';

interface ModulauswahlProps {
  formId: string;
  slots: readonly ModulSlot[];
  label: (slot: ModulSlot) => string;
  /** The server's flags: a slot it does not allow is disabled (spec §5). */
  erlaubt: Readonly<Partial<Record<ModulSlot, boolean>>>;
  /** Why a disabled slot is closed, from GET /api/status (issue 16 point 2); the general hint without it. */
  gruende?: Readonly<Partial<Record<ModulSlot, string>>> | undefined;
  /** June and August of a module exclude each other (registration, postponement in term 2). */
  paarweise: boolean;
  hint?: ReactNode;
}

/**
 * The module checkboxes of a module flow. Ticking one slot of a module clears the other (spec §4);
 * when that happens the status line says why ('Sie können nicht gleichzeitig 2 Module der
 * gleichen Art auswählen.'), so the vanished tick is not a surprise.
 */
export function Modulauswahl({ formId, slots, label, erlaubt, gruende, paarweise, hint }: ModulauswahlProps) {
  const { getValues } = useFormContext<SlotAuswahl>();
  const setzen = useApply<SlotAuswahl>();
  const [meldung, setMeldung] = useState('');

  const toggle = (slot: ModulSlot, checked: boolean) => {
    const vorher = getValues();
    const next = paarweise ? waehleSlot(vorher, slot, checked) : { ...vorher, [slot]: checked };
    const geloest = MODUL_SLOTS.filter((s) => s !== slot && vorher[s] === true && next[s] === false);
    setMeldung(geloest.length > 0 ? messages.validation.zweiModuleGleicherArt : '');
    setzen(Object.fromEntries(slots.map((s) => [s, next[s]])) as Partial<SlotAuswahl>, [MODULAUSWAHL_FEHLER]);
  };

  return (
    <>
      <CheckboxGroup
        formId={formId}
        errorName={MODULAUSWAHL_FEHLER}
        legend={messages.modulpruefung.module}
        required
        hint={hint}
      >
        {slots.map((slot) => (
          <CheckboxField
            key={slot}
            formId={formId}
            name={slot}
            label={label(slot)}
            disabled={erlaubt[slot] !== true}
            hint={
              erlaubt[slot] === true ? undefined : (gruende?.[slot] ?? messages.modulpruefung.nichtWaehlbar)
            }
            ownError={false}
            onToggle={(checked) => toggle(slot, checked)}
          />
        ))}
      </CheckboxGroup>
      <p className="kern-body modul-status" role="status">
        {meldung}
      </p>
    </>
  );
}
