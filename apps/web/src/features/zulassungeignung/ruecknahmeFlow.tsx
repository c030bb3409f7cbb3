import { API, apiPath } from '@examensportal/domain/api';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { ruecknahmeVerfuegbar } from '@examensportal/domain/rules/availability';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import type { Semester } from '@examensportal/domain/rules/semester';
import { eignungRuecknahmeErklaerungSchema } from '@examensportal/domain/schemas/eignung';
import { loadEignung, loadModulEignung, loadZulassungsblock } from '../../app/slices/data';
import { Checkbox } from '../../wizard/fields/Checkbox';
import { postDeclaration } from '../../wizard/send';
import {
  bestaetigterUmschlag,
  unwrapAntwort,
  modulstandAus,
  terminAus,
  type Modulstand,
} from '../../wizard/steps/erklaerungDaten';
import { type Anfrage, Folgenvorschau } from '../../wizard/steps/Folgenvorschau';
import { IbanBestaetigung, ibanGruppen } from '../../wizard/steps/IbanBestaetigung';
import type {
  ConfirmProps,
  FlowSummaryProps,
  SelectionProps,
  TwoStepFlowDefinition,
} from '../../wizard/twoStep/createTwoStepFlow';
import { SummaryList } from '../../wizard/WizardSummaries';

// Spec §2 zulassungeignung/zuruecknehmen: withdraw the aptitude-test application (event 13).
// R-101 [I]: before admission, fees as for the WP application – shown before sending.

const r = messages.ruecknahme;
const a = messages.antrag;

export interface EignungRuecknahmeDaten {
  stand: Modulstand;
  zulassungsblock: string;
  termin: Semester | null;
}

export interface EignungRuecknahmeWerte {
  bestaetigt: boolean;
}

/** The declaration as sent, and as the server previews it before. */
const anfrage = (daten: { zulassungsblock: string }): Anfrage => ({
  call: API.ruecknahmeEignung,
  body: bestaetigterUmschlag(daten.zulassungsblock, ERKLAERUNGEN.eignungRuecknahme.ereignisarten[0]),
});

function Erklaerung({ formId, data }: SelectionProps<EignungRuecknahmeDaten>) {
  return (
    <>
      <p className="kern-body">{r.einleitungEignung}</p>
      <Folgenvorschau anfrage={anfrage(data)} />
      <Checkbox formId={formId} name="bestaetigt" label={r.bestaetigungEignung} required />
    </>
  );
}

function Zusammenfassung({ data }: FlowSummaryProps<EignungRuecknahmeWerte, EignungRuecknahmeDaten>) {
  return (
    <>
      <p className="kern-body">{r.zusammenfassungIntro}</p>
      <SummaryList
        items={[
          [r.erklaerung, r.bestaetigungEignung],
          [a.zulassungsblock, data.termin?.display ?? ''],
          [r.antragsdatum, formatDatum(data.stand.antragsdatum)],
          [r.bankverbindung, ibanGruppen(data.stand.iban)],
        ]}
      />
      <Folgenvorschau anfrage={anfrage(data)} />
    </>
  );
}

function Bankverbindung({
  data,
  onConfirm,
  onCancel,
}: ConfirmProps<EignungRuecknahmeWerte, EignungRuecknahmeDaten>) {
  return <IbanBestaetigung iban={data.stand.iban} onConfirm={onConfirm} onCancel={onCancel} />;
}

export const eignungRuecknahmeFlow: TwoStepFlowDefinition<EignungRuecknahmeWerte, EignungRuecknahmeDaten> = {
  id: 'ruecknahmeeignung',
  statusFlow: 'ruecknahme',
  stepTitles: [r.schrittErklaerung, r.schrittZusammenfassung],
  load: async (dispatch) => {
    const [modul, antrag, offen] = await Promise.all([
      unwrapAntwort(dispatch(loadModulEignung())),
      unwrapAntwort(dispatch(loadEignung()), true),
      unwrapAntwort(dispatch(loadZulassungsblock()), true),
    ]);
    return { stand: modulstandAus(modul), ...terminAus(antrag, offen) };
  },
  available: (daten) => ruecknahmeVerfuegbar(daten.stand),
  initialValues: () => ({ bestaetigt: false }),
  schema: eignungRuecknahmeErklaerungSchema,
  fields: [{ name: 'bestaetigt', label: r.bestaetigungEignung }],
  Selection: Erklaerung,
  Summary: Zusammenfassung,
  Confirm: Bankverbindung,
  send: (_values, daten, { idempotencyKey }) => {
    const { call, body } = anfrage(daten);
    return postDeclaration(apiPath(call), body, idempotencyKey);
  },
  texts: { erfolg: messages.toasts.ruecknahmeErfolg, fehler: messages.toasts.ruecknahmeFehler },
  afterSuccess: (dispatch) => dispatch(loadModulEignung()),
  sample: { bestaetigt: true },
};
