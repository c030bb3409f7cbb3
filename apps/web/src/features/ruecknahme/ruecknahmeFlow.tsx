import { type ApiCall, apiPath } from '@examensportal/domain/api';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { ruecknahmeVerfuegbar } from '@examensportal/domain/rules/availability';
import type { Art } from '@examensportal/domain/rules/facts';
import type { ModulState, ModulStateWP } from '@examensportal/domain/rules/modulState';
import type { Modul } from '@examensportal/domain/rules/module';
import type { Semester } from '@examensportal/domain/rules/semester';
import { ruecknahmeErklaerungSchema } from '@examensportal/domain/schemas/zulassung';
import type { AppDispatch } from '../../app/store';
import {
  loadEignung,
  loadModul,
  loadModulEignung,
  loadZulassung,
  loadZulassungsblock,
} from '../../app/slices/data';
import { CheckboxField } from '../../components/form/CheckboxField';
import { postDeclaration } from '../../wizard/send';
import {
  bestaetigterUmschlag,
  moduleAus,
  modulstandAus,
  terminAus,
  unwrapAntwort,
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
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// Spec §2 zulassung/zuruecknehmen (event 2) and zulassungeignung/zuruecknehmen (event 13): the
// declaration, then summary and send, with the IBAN check in between. The fee consequence (R-22:
// admission fee halved, exam fees refunded minus the processing fee; R-101 [I] the same for the
// aptitude test before its admission) shows before anything is sent. One flow for both kinds: they
// differ in their call, texts and data areas, and only the WP withdrawal names the modules it ends.

const r = messages.ruecknahme;
const a = messages.antrag;

export interface RuecknahmeDaten {
  stand: Modulstand;
  zulassungsblock: string;
  termin: Semester | null;
  /** WP: the modules the withdrawal ends; the aptitude test has none. */
  module: Modul[] | null;
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

/** What the flow reads of a kind's §1 data areas: its module state, its application and the modules. */
interface ArtDaten {
  modul: ModulState | null;
  antrag: { zulassungsblock: string } | null;
  module: Modul[] | null;
}

interface Variante {
  id: string;
  call: ApiCall;
  ereignisart: number;
  einleitung: string;
  bestaetigung: string;
  daten: (dispatch: AppDispatch) => Promise<ArtDaten>;
  /** Spec §4: a successful withdrawal reloads the module data. */
  reload: (dispatch: AppDispatch) => unknown;
}

const VARIANTEN: Readonly<Record<Art, Variante>> = {
  WP: {
    id: 'ruecknahme',
    call: ERKLAERUNG_API.ruecknahme,
    ereignisart: ERKLAERUNGEN.ruecknahme.ereignisarten[0],
    einleitung: r.einleitung,
    bestaetigung: r.bestaetigung,
    daten: async (dispatch) => {
      const [modul, antrag] = await Promise.all([
        unwrapAntwort(dispatch(loadModul())),
        unwrapAntwort(dispatch(loadZulassung()), true),
      ]);
      return { modul, antrag, module: betroffeneModule(moduleAus(antrag), modul) };
    },
    reload: (dispatch) => dispatch(loadModul()),
  },
  EIGNUNG: {
    id: 'ruecknahmeeignung',
    call: ERKLAERUNG_API.eignungRuecknahme,
    ereignisart: ERKLAERUNGEN.eignungRuecknahme.ereignisarten[0],
    einleitung: r.einleitungEignung,
    bestaetigung: r.bestaetigungEignung,
    daten: async (dispatch) => {
      const [modul, antrag] = await Promise.all([
        unwrapAntwort(dispatch(loadModulEignung())),
        unwrapAntwort(dispatch(loadEignung()), true),
      ]);
      return { modul, antrag, module: null };
    },
    reload: (dispatch) => dispatch(loadModulEignung()),
  },
};

function ruecknahmeFlowFuer(art: Art): TwoStepFlowDefinition<RuecknahmeWerte, RuecknahmeDaten> {
  const k = VARIANTEN[art];

  /** The declaration as sent, and as the server previews it before. */
  const anfrage = (daten: { zulassungsblock: string }): Anfrage => ({
    call: k.call,
    body: bestaetigterUmschlag(daten.zulassungsblock, k.ereignisart),
  });

  function Erklaerung({ formId, data }: SelectionProps<RuecknahmeDaten>) {
    return (
      <>
        <p className="kern-body">{k.einleitung}</p>
        <Folgenvorschau anfrage={anfrage(data)} />
        <CheckboxField formId={formId} name="bestaetigt" label={k.bestaetigung} required />
      </>
    );
  }

  function Zusammenfassung({ data }: FlowSummaryProps<RuecknahmeWerte, RuecknahmeDaten>) {
    return (
      <>
        <p className="kern-body">{r.zusammenfassungIntro}</p>
        <SummaryList
          items={[
            [r.erklaerung, k.bestaetigung],
            [a.zulassungsblock, data.termin?.display ?? ''],
            [r.antragsdatum, formatDatum(data.stand.antragsdatum)],
            ...(data.module ? [[r.module, data.module.map((m) => a.modulNamen[m]).join('\n')] as const] : []),
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

  return {
    id: k.id,
    statusFlow: 'ruecknahme',
    stepTitles: [r.schrittErklaerung, r.schrittZusammenfassung],
    load: async (dispatch) => {
      const [{ modul, antrag, module }, offen] = await Promise.all([
        k.daten(dispatch),
        unwrapAntwort(dispatch(loadZulassungsblock()), true),
      ]);
      return { stand: modulstandAus(modul), ...terminAus(antrag, offen), module };
    },
    available: (daten) => ruecknahmeVerfuegbar(daten.stand),
    initialValues: () => ({ bestaetigt: false }),
    // One confirmation box for either withdrawal (spec §5).
    schema: ruecknahmeErklaerungSchema,
    fields: [{ name: 'bestaetigt', label: k.bestaetigung }],
    Selection: Erklaerung,
    Summary: Zusammenfassung,
    Confirm: Bankverbindung,
    send: (_values, daten, { idempotencyKey }) => {
      const { call, body } = anfrage(daten);
      return postDeclaration(apiPath(call), body, idempotencyKey);
    },
    texts: { erfolg: messages.toasts.ruecknahmeErfolg, fehler: messages.toasts.ruecknahmeFehler },
    afterSuccess: k.reload,
    sample: { bestaetigt: true },
  };
}

export const ruecknahmeFlow = ruecknahmeFlowFuer('WP');
export const eignungRuecknahmeFlow = ruecknahmeFlowFuer('EIGNUNG');
