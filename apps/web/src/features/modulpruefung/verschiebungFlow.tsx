import { messages } from '@examensportal/domain/messages';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { MODUL_SLOTS, type ModulSlot } from '@examensportal/domain/rules/module';
import { addHalfYears } from '@examensportal/domain/rules/semester';
import {
  leereSlotAuswahl,
  slotAuswahlSchema,
  type SlotAuswahl,
  verschiebungPayloadSchema,
} from '@examensportal/domain/schemas/modul';
import { slotsImTermin } from './daten';
import { AUSWAHL_FELDER, type MitTermin, modulflow } from './modulFlow';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// modulpruefung/verschiebung (event 5): a registration for the open term moves by one term
// (spec §4 semester arithmetic), only once – the server's flags say which one still may.

const mp = messages.modulpruefung;

/** The target term: one half-year later. */
const zielTermin = ({ block }: MitTermin) => addHalfYears(block.termin, 1);

/**
 * Term 1 postpones only the modules the office's settings name (spec §4: WP or WR); the module state
 * does not know the term, the status gives those a reason (decision 0020) and they stay closed.
 */
function erlaubt({ state }: MitTermin, stand: Verfahrensstand | null): Partial<Record<ModulSlot, boolean>> {
  return Object.fromEntries(
    MODUL_SLOTS.map((slot) => [
      slot,
      state.modulverschiebungen[slot] && stand?.optionen.verschiebung[slot] === undefined,
    ]),
  );
}

export const verschiebungFlow = modulflow<SlotAuswahl>({
  id: 'modulverschiebung',
  statusFlow: 'verschiebung',
  // Whether a flagged registration may move in this term is the status's word (createTwoStepFlow).
  verfuegbar: ({ state }) =>
    state.zwischegespeichert === 2 && MODUL_SLOTS.some((slot) => state.modulverschiebungen[slot]),
  einleitung: (daten) => mp.einleitungVerschiebung(daten.block.termin.display, zielTermin(daten).display),
  slots: ({ block }) => slotsImTermin(block.semester),
  erlaubt,
  paarweise: true,
  initialValues: leereSlotAuswahl,
  schema: slotAuswahlSchema,
  fields: AUSWAHL_FELDER,
  mehr: (daten) => [[mp.neuerTermin, zielTermin(daten).display]],
  anfrage: (daten, werte, abgesendetAm) => ({
    call: ERKLAERUNG_API.verschiebung,
    body: verschiebungPayloadSchema.parse({
      zulassungsblock: daten.block.value,
      art: ERKLAERUNGEN.verschiebung.ereignisarten[0],
      abgesendetAm,
      ...Object.fromEntries(MODUL_SLOTS.map((slot) => [slot, werte[slot] === true])),
      verschobenSemester: zielTermin(daten).value,
    }),
  }),
  texts: { erfolg: messages.toasts.verschiebungErfolg, fehler: messages.toasts.verschiebungFehler },
  sample: { ...leereSlotAuswahl(), wp: true },
});
