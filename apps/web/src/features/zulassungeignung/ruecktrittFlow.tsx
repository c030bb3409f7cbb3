import { apiPath } from '@examensportal/domain/api';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import type { Semester } from '@examensportal/domain/rules/semester';
import { eignungRuecktrittErklaerungSchema } from '@examensportal/domain/schemas/eignung';
import { loadEignung, loadModulEignung, loadZulassungsblock } from '../../app/slices/data';
import { CheckboxField } from '../../components/form/CheckboxField';
import { postDeclaration } from '../../wizard/send';
import {
  bestaetigterUmschlag,
  unwrapAntwort,
  modulstandAus,
  terminAus,
  type Modulstand,
} from '../../wizard/steps/erklaerungDaten';
import { type Anfrage, Folgenvorschau } from '../../wizard/steps/Folgenvorschau';
import type {
  FlowSummaryProps,
  SelectionProps,
  TwoStepFlowDefinition,
} from '../../wizard/twoStep/createTwoStepFlow';
import { SummaryList } from '../../wizard/WizardSummaries';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// Spec §2 zulassungeignung/ruecktritt: withdraw from the whole aptitude test, 2 steps (event 14).
// Available like the WP whole-exam withdrawal: admitted, and more than 3 days after the admission –
// the server's status decides, with its clock and the office's settings (decision 0020).

const r = messages.ruecknahme;
const a = messages.antrag;

export interface EignungRuecktrittDaten {
  stand: Modulstand;
  zulassungsblock: string;
  termin: Semester | null;
}

export interface EignungRuecktrittWerte {
  bestaetigt: boolean;
}

/** The declaration as sent, and as the server previews it before. */
const anfrage = (daten: { zulassungsblock: string }): Anfrage => ({
  call: ERKLAERUNG_API.eignungRuecktritt,
  body: bestaetigterUmschlag(daten.zulassungsblock, ERKLAERUNGEN.eignungRuecktritt.ereignisarten[0]),
});

/** The server's amounts for today (R-72: the office's last paper day decides) – no general rule text beside them. */
function Gebuehren({ data }: { data: EignungRuecktrittDaten }) {
  return <Folgenvorschau anfrage={anfrage(data)} />;
}

function Erklaerung({ formId, data }: SelectionProps<EignungRuecktrittDaten>) {
  return (
    <>
      <p className="kern-body">{r.ruecktrittEinleitung}</p>
      <Gebuehren data={data} />
      <CheckboxField formId={formId} name="bestaetigt" label={r.ruecktrittBestaetigung} required />
    </>
  );
}

function Zusammenfassung({ data }: FlowSummaryProps<EignungRuecktrittWerte, EignungRuecktrittDaten>) {
  return (
    <>
      <p className="kern-body">{r.zusammenfassungIntro}</p>
      <SummaryList
        items={[
          [r.erklaerung, r.ruecktrittBestaetigung],
          [a.zulassungsblock, data.termin?.display ?? ''],
          [r.antragsdatum, formatDatum(data.stand.antragsdatum)],
        ]}
      />
      <Gebuehren data={data} />
    </>
  );
}

export const eignungRuecktrittFlow: TwoStepFlowDefinition<EignungRuecktrittWerte, EignungRuecktrittDaten> = {
  id: 'ruecktritteignung',
  statusFlow: 'gesamtruecktritt',
  stepTitles: [r.schrittErklaerung, r.schrittZusammenfassung],
  load: async (dispatch) => {
    const [modul, antrag, offen] = await Promise.all([
      unwrapAntwort(dispatch(loadModulEignung())),
      unwrapAntwort(dispatch(loadEignung()), true),
      unwrapAntwort(dispatch(loadZulassungsblock()), true),
    ]);
    return { stand: modulstandAus(modul), ...terminAus(antrag, offen) };
  },
  // The page needs an admission; the day rule is the status's (createTwoStepFlow).
  available: (daten) => daten.stand.zwischegespeichert === 2 && daten.stand.ersteszulassungsdatum !== null,
  initialValues: () => ({ bestaetigt: false }),
  schema: eignungRuecktrittErklaerungSchema,
  fields: [{ name: 'bestaetigt', label: r.ruecktrittBestaetigung }],
  Selection: Erklaerung,
  Summary: Zusammenfassung,
  send: (_values, daten, { idempotencyKey }) => {
    const { call, body } = anfrage(daten);
    return postDeclaration(apiPath(call), body, idempotencyKey);
  },
  texts: { erfolg: messages.toasts.gesamtruecktrittErfolg, fehler: messages.toasts.gesamtruecktrittFehler },
  afterSuccess: (dispatch) => dispatch(loadModulEignung()),
  sample: { bestaetigt: true },
};
