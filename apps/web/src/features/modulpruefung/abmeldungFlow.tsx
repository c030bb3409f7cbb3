import { messages } from '@examensportal/domain/messages';
import { abmeldungVerfuegbar } from '@examensportal/domain/rules/availability';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import { MODULE } from '@examensportal/domain/rules/module';
import {
  abmeldungAuswahlSchema,
  abmeldungPayloadSchema,
  leereSlotAuswahl,
  type SlotAuswahl,
} from '@examensportal/domain/schemas/modul';
import { IbanBestaetigung, ibanGruppen } from '../../wizard/steps/IbanBestaetigung';
import type { ConfirmProps } from '../../wizard/twoStep/createTwoStepFlow';
import type { ModulDaten } from './daten';
import { AUSWAHL_FELDER, modulflow } from './modulFlow';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// modulpruefung/abmeldung (event 4): before the invitation; the refund goes to the stored IBAN,
// so the bank data are confirmed once when leaving the selection (spec §4).

const mp = messages.modulpruefung;

const iban = (daten: ModulDaten) => daten.state.kontaktdaten?.iban ?? '';

function Bankverbindung({ data, onConfirm, onCancel }: ConfirmProps<SlotAuswahl, ModulDaten>) {
  return <IbanBestaetigung iban={iban(data)} onConfirm={onConfirm} onCancel={onCancel} />;
}

export const abmeldungFlow = modulflow<SlotAuswahl>({
  id: 'modulabmeldung',
  statusFlow: 'abmeldung',
  verfuegbar: ({ state }) => abmeldungVerfuegbar(state),
  einleitung: () => mp.einleitungAbmeldung,
  slots: () => MODULE,
  erlaubt: ({ state }) => state.modulabmeldungen,
  paarweise: false,
  initialValues: leereSlotAuswahl,
  schema: abmeldungAuswahlSchema,
  fields: AUSWAHL_FELDER,
  mehr: (daten) => [[messages.ruecknahme.bankverbindung, ibanGruppen(iban(daten))]],
  Confirm: Bankverbindung,
  anfrage: ({ block }, werte, abgesendetAm) => ({
    call: ERKLAERUNG_API.abmeldung,
    body: abmeldungPayloadSchema.parse({
      zulassungsblock: block.value,
      art: ERKLAERUNGEN.abmeldung.ereignisarten[0],
      abgesendetAm,
      ...Object.fromEntries(MODULE.map((m) => [m, werte[m] === true])),
    }),
  }),
  texts: { erfolg: messages.toasts.abmeldungErfolg, fehler: messages.toasts.abmeldungFehler },
  sample: { ...leereSlotAuswahl(), st: true },
});
