import { API, apiPath } from '@examensportal/domain/api';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { ruecknahmeVerfuegbar } from '@examensportal/domain/rules/availability';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import type { ModulStateWP } from '@examensportal/domain/rules/modulState';
import type { Modul } from '@examensportal/domain/rules/module';
import type { Semester } from '@examensportal/domain/rules/semester';
import { ruecknahmeErklaerungSchema } from '@examensportal/domain/schemas/zulassung';
import { loadModul, loadZulassung, loadZulassungsblock } from '../../app/slices/data';
import { Checkbox } from '../../wizard/fields/Checkbox';
import { postDeclaration } from '../../wizard/send';
import {
  bestaetigterUmschlag,
  unwrapAntwort,
  moduleAus,
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

// Spec §2 zulassung/zuruecknehmen: declaration, then summary and send (event 2), with the IBAN
// check in between. The fee consequence (R-22: admission fee halved, exam fees refunded minus the
// processing fee) shows before anything is sent.

const r = messages.ruecknahme;
const a = messages.antrag;

export interface RuecknahmeDaten {
  stand: Modulstand;
  zulassungsblock: string;
  termin: Semester | null;
  module: Modul[];
}

export interface RuecknahmeWerte {
  bestaetigt: boolean;
}

/**
 * The modules the Rücknahme ends: those registered with the application and still running (a module
 * deregistered before the admission is settled already, spec §9); an application submitted before
 * registrations came with the submit has only its declared modules.
 */
function betroffeneModule(erklaert: Modul[], modulstand: ModulStateWP): Modul[] {
  const laufend = erklaert.filter((m) => modulstand.modulabmeldungen[m]);
  return laufend.length > 0 ? laufend : erklaert;
}

/** The declaration as sent, and as the server previews it before. */
const anfrage = (daten: { zulassungsblock: string }): Anfrage => ({
  call: API.ruecknahme,
  body: bestaetigterUmschlag(daten.zulassungsblock, ERKLAERUNGEN.ruecknahme.ereignisarten[0]),
});

function Erklaerung({ formId, data }: SelectionProps<RuecknahmeDaten>) {
  return (
    <>
      <p className="kern-body">{r.einleitung}</p>
      <Folgenvorschau anfrage={anfrage(data)} />
      <Checkbox formId={formId} name="bestaetigt" label={r.bestaetigung} required />
    </>
  );
}

function Zusammenfassung({ data }: FlowSummaryProps<RuecknahmeWerte, RuecknahmeDaten>) {
  return (
    <>
      <p className="kern-body">{r.zusammenfassungIntro}</p>
      <SummaryList
        items={[
          [r.erklaerung, r.bestaetigung],
          [a.zulassungsblock, data.termin?.display ?? ''],
          [r.antragsdatum, formatDatum(data.stand.antragsdatum)],
          [r.module, data.module.map((m) => a.modulNamen[m]).join('\n')],
          [r.bankverbindung, ibanGruppen(data.stand.iban)],
        ]}
      />
      <Folgenvorschau anfrage={anfrage(data)} />
    </>
  );
}

function Bankverbindung({ data, onConfirm, onCancel }: ConfirmProps<RuecknahmeWerte, RuecknahmeDaten>) {
  return <IbanBestaetigung iban={data.stand.iban} onConfirm={onConfirm} onCancel={onCancel} />;
}

export const ruecknahmeFlow: TwoStepFlowDefinition<RuecknahmeWerte, RuecknahmeDaten> = {
  id: 'ruecknahme',
  statusFlow: 'ruecknahme',
  stepTitles: [r.schrittErklaerung, r.schrittZusammenfassung],
  load: async (dispatch) => {
    const [modul, antrag, offen] = await Promise.all([
      unwrapAntwort(dispatch(loadModul())),
      unwrapAntwort(dispatch(loadZulassung()), true),
      unwrapAntwort(dispatch(loadZulassungsblock()), true),
    ]);
    return {
      stand: modulstandAus(modul),
      ...terminAus(antrag, offen),
      module: betroffeneModule(moduleAus(antrag), modul),
    };
  },
  available: (daten) => ruecknahmeVerfuegbar(daten.stand),
  initialValues: () => ({ bestaetigt: false }),
  schema: ruecknahmeErklaerungSchema,
  fields: [{ name: 'bestaetigt', label: r.bestaetigung }],
  Selection: Erklaerung,
  Summary: Zusammenfassung,
  Confirm: Bankverbindung,
  send: (_values, daten, { idempotencyKey }) => {
    const { call, body } = anfrage(daten);
    return postDeclaration(apiPath(call), body, idempotencyKey);
  },
  texts: { erfolg: messages.toasts.ruecknahmeErfolg, fehler: messages.toasts.ruecknahmeFehler },
  // Spec §4: a successful withdrawal reloads the module data.
  afterSuccess: (dispatch) => dispatch(loadModul()),
  sample: { bestaetigt: true },
};
