import { messages } from '@examensportal/domain/messages';
import { anmeldungVerfuegbar } from '@examensportal/domain/rules/availability';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import { MODUL_SLOTS } from '@examensportal/domain/rules/module';
import {
  anmeldungPayloadSchema,
  leereSlotAuswahl,
  slotAuswahlSchema,
  type SlotAuswahl,
} from '@examensportal/domain/schemas/modul';
import { slotsImTermin } from './daten';
import { AUSWAHL_FELDER, modulflow } from './modulFlow';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// modulpruefung/anmeldung (event 3): in term 2 the June or the August sitting per module.

const mp = messages.modulpruefung;

export const anmeldungFlow = modulflow<SlotAuswahl>({
  id: 'modulanmeldung',
  statusFlow: 'anmeldung',
  // Spec §1: procedures begun before term I/2023 register on paper – the status says so (papierverfahren).
  verfuegbar: ({ state, block }) => anmeldungVerfuegbar(state, block?.semester ?? null),
  Hinweis: ({ data, stand }) =>
    stand?.papierverfahren && data.state.zwischegespeichert === 2 ? (
      <p className="kern-body flow-hinweis">{mp.papierverfahren}</p>
    ) : null,
  einleitung: ({ block }) => mp.einleitungAnmeldung(block.termin.display),
  slots: ({ block }) => slotsImTermin(block.semester),
  erlaubt: ({ state }) => state.modulanmeldungen,
  paarweise: true,
  hint: ({ block }) => (block.semester === 2 ? messages.antrag.moduleHinweisTermin2 : undefined),
  initialValues: leereSlotAuswahl,
  schema: slotAuswahlSchema,
  fields: AUSWAHL_FELDER,
  anfrage: ({ block }, werte, abgesendetAm) => ({
    call: ERKLAERUNG_API.anmeldung,
    body: anmeldungPayloadSchema.parse({
      zulassungsblock: block.value,
      art: ERKLAERUNGEN.anmeldung.ereignisarten[0],
      abgesendetAm,
      ...Object.fromEntries(MODUL_SLOTS.map((slot) => [slot, werte[slot] === true])),
    }),
  }),
  texts: { erfolg: messages.toasts.anmeldungErfolg, fehler: messages.toasts.anmeldungFehler },
  sample: { ...leereSlotAuswahl(), wr: true, bwlVorgezogen: true },
});
