import { API, apiPath } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import { verschiebungVerfuegbar } from '@examensportal/domain/rules/availability';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import { STANDARD_EINSTELLUNGEN } from '@examensportal/domain/rules/settings';
import { MODUL_SLOTS, type ModulSlot, slotModul } from '@examensportal/domain/rules/module';
import { addHalfYears } from '@examensportal/domain/rules/semester';
import {
  leereSlotAuswahl,
  slotAuswahlSchema,
  type SlotAuswahl,
  verschiebungPayloadSchema,
} from '@examensportal/domain/schemas/modul';
import { slotsImTermin } from './daten';
import { AUSWAHL_FELDER, type MitTermin, modulflow } from './modulFlow';

// modulpruefung/verschiebung (event 5): a registration for the open term moves by one term
// (spec §4 semester arithmetic), only once – the server's flags say which one still may.

const mp = messages.modulpruefung;
const settings = STANDARD_EINSTELLUNGEN;

/** The target term: one half-year later. */
const zielTermin = ({ block }: MitTermin) => addHalfYears(block.termin, 1);

/** Term 1 postpones only some modules (spec §4: WP or WR); term 2 any module or June sitting. */
function erlaubt({ state, block }: MitTermin): Partial<Record<ModulSlot, boolean>> {
  return Object.fromEntries(
    MODUL_SLOTS.map((slot) => [
      slot,
      state.modulverschiebungen[slot] &&
        (block.semester === 2 || settings.verschiebbarImTermin1.includes(slotModul(slot))),
    ]),
  );
}

export const verschiebungFlow = modulflow<SlotAuswahl>({
  id: 'modulverschiebung',
  statusFlow: 'verschiebung',
  verfuegbar: ({ state, block }) => verschiebungVerfuegbar(state, block?.semester ?? null, settings),
  einleitung: (daten) => mp.einleitungVerschiebung(daten.block.termin.display, zielTermin(daten).display),
  slots: ({ block }) => slotsImTermin(block.semester),
  erlaubt,
  paarweise: true,
  initialValues: leereSlotAuswahl,
  schema: slotAuswahlSchema,
  fields: AUSWAHL_FELDER,
  mehr: (daten) => [[mp.neuerTermin, zielTermin(daten).display]],
  anfrage: (daten, werte, abgesendetAm) => ({
    path: apiPath(API.verschiebung),
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
