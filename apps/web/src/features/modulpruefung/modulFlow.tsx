import type { ReactNode } from 'react';
import type { z } from 'zod';
import { apiPath } from '@examensportal/domain/api';
import { formatAbgesendetAm } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { verfahrensstand as vs } from '@examensportal/domain/messages-verfahrensstand';
import type { Gebuehrenfolge } from '@examensportal/domain/rules/fees';
import type { Optionsflow } from '@examensportal/domain/rules/gruende';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import type { ModulSlot } from '@examensportal/domain/rules/module';
import { MODULAUSWAHL_FEHLER, type SlotAuswahl } from '@examensportal/domain/schemas/modul';
import { loadModul } from '../../app/slices/data';
import { Alert } from '../../components/form/Alert';
import { postDeclaration } from '../../wizard/send';
import { type Anfrage, Folgenvorschau } from '../../wizard/steps/Folgenvorschau';
import { Gebuehrenfolgen } from '../../wizard/steps/Gebuehrenfolgen';
import type {
  FlowSummaryProps,
  SelectionProps,
  TwoStepFlowDefinition,
} from '../../wizard/twoStep/createTwoStepFlow';
import type { FieldSpec, Sample } from '../../wizard/types';
import { SummaryList, type SummaryItem } from '../../wizard/WizardSummaries';
import { gewaehlt, loadModulDaten, type ModulDaten, slotLabel } from './daten';
import { Modulauswahl } from './Modulauswahl';
import './modulpruefung.css';
import { paths } from '../../app/paths';

// The four module flows (spec §2 modulpruefung/*, events 3–6) are one shape: module checkboxes
// the server state enables, then the summary with the fee consequence, then one request –
// a JSON envelope, or for the credit a multipart body with its uploads (anrechnungFlow).

const mp = messages.modulpruefung;
const r = messages.ruecknahme;

/** A flow's module data once the term is known (available() demands it). */
export type MitTermin = ModulDaten & { block: NonNullable<ModulDaten['block']> };

const hatTermin = (daten: ModulDaten): daten is MitTermin => daten.block !== null;

export interface ModulflowKonfig<V extends SlotAuswahl> {
  id: string;
  /** The flow in GET /api/status: its reason on a closed page, a reason per disabled checkbox. */
  statusFlow: Optionsflow;
  /** What the page needs from the module state (spec §4); the term as well. The status decides the rest. */
  verfuegbar: (daten: ModulDaten) => boolean;
  einleitung: (daten: MitTermin) => string;
  /** The checkboxes in page order. */
  slots: (daten: MitTermin) => readonly ModulSlot[];
  /** Which of them the server allows (module state, and the status where the state does not know). */
  erlaubt: (daten: MitTermin, stand: Verfahrensstand | null) => Readonly<Partial<Record<ModulSlot, boolean>>>;
  /** June and August of a module exclude each other (registration, postponement). */
  paarweise: boolean;
  hint?: (daten: MitTermin) => ReactNode;
  /** More for step one (credit: the uploads). */
  Zusatz?: (props: { formId: string }) => ReactNode;
  initialValues: () => V;
  schema: z.ZodType;
  fields: readonly FieldSpec[];
  /**
   * The fee rows of a multipart flow (credit) from the server's status; JSON flows show the server's
   * preview instead. Null when the status could not be read.
   */
  folgen?: (stand: Verfahrensstand | null, werte: V) => readonly Gebuehrenfolge[] | null;
  /** Summary lines after the term and the modules. */
  mehr?: (daten: MitTermin, werte: V) => SummaryItem[];
  Confirm?: TwoStepFlowDefinition<V, ModulDaten>['Confirm'];
  /** More words under the closed page. */
  Hinweis?: TwoStepFlowDefinition<V, ModulDaten>['Hinweis'];
  /** The request: path and body (JSON envelope or multipart), already checked by its schema. */
  anfrage: (daten: MitTermin, werte: V, abgesendetAm: string) => Anfrage;
  texts: { erfolg: string; fehler: string };
  sample: Sample<V>;
}

/** Thrown when send() is reached without a term – available() prevents it. */
const ohneTermin = () => new Error('module flow without a term');

export function modulflow<V extends SlotAuswahl>(
  k: ModulflowKonfig<V>,
): TwoStepFlowDefinition<V, ModulDaten> {
  const label = (daten: MitTermin) => (slot: ModulSlot) =>
    slotLabel(slot, k.paarweise && daten.block.semester === 2);

  function Auswahl({ formId, data, stand }: SelectionProps<ModulDaten>) {
    if (!hatTermin(data)) return null;
    const { Zusatz } = k;
    return (
      <>
        <p className="kern-body">{k.einleitung(data)}</p>
        <Modulauswahl
          formId={formId}
          slots={k.slots(data)}
          label={label(data)}
          erlaubt={k.erlaubt(data, stand)}
          gruende={stand?.optionen[k.statusFlow]}
          paarweise={k.paarweise}
          hint={k.hint?.(data)}
        />
        {Zusatz && <Zusatz formId={formId} />}
      </>
    );
  }

  /**
   * The server's preview for the JSON declarations; the credit (multipart with its proofs) has no
   * preview call and shows the rows the server's status computed for each module (decision 0020).
   */
  function Folgen({ daten, werte, stand }: { daten: MitTermin; werte: V; stand: Verfahrensstand | null }) {
    const anfrage = k.anfrage(daten, werte, formatAbgesendetAm(new Date()));
    if (!(anfrage.body instanceof FormData)) return <Folgenvorschau anfrage={anfrage} />;
    const folgen = k.folgen ? k.folgen(stand, werte) : [];
    if (folgen === null) {
      return <Alert variant="danger">{messages.folgen.nichtBerechnet(vs.nichtGeladen)}</Alert>;
    }
    return (
      <>
        <Gebuehrenfolgen titel={r.gebuehrenTitel} folgen={folgen} />
        <p className="kern-body kern-body--small">{messages.antrag.gebuehrenHinweis}</p>
      </>
    );
  }

  function Zusammenfassung({ data, values, stand }: FlowSummaryProps<V, ModulDaten>) {
    if (!hatTermin(data)) return null;
    return (
      <div className="wizard-summary">
        <p className="kern-body">{r.zusammenfassungIntro}</p>
        <SummaryList
          items={[
            [mp.termin, data.block.termin.display],
            [mp.ausgewaehlt, gewaehlt(k.slots(data), values).map(label(data)).join('\n')],
            ...(k.mehr?.(data, values) ?? []),
          ]}
        />
        <Folgen daten={data} werte={values} stand={stand} />
      </div>
    );
  }

  return {
    id: k.id,
    statusFlow: k.statusFlow,
    stepTitles: [mp.schrittAuswahl, mp.schrittZusammenfassung],
    load: loadModulDaten,
    available: (daten) => hatTermin(daten) && k.verfuegbar(daten),
    initialValues: k.initialValues,
    schema: k.schema,
    fields: k.fields,
    Selection: Auswahl,
    Summary: Zusammenfassung,
    ...(k.Confirm ? { Confirm: k.Confirm } : {}),
    ...(k.Hinweis ? { Hinweis: k.Hinweis } : {}),
    send: (werte, daten, { idempotencyKey, upload }) => {
      if (!hatTermin(daten)) return Promise.reject(ohneTermin());
      const { call, body } = k.anfrage(daten, werte, formatAbgesendetAm(new Date()));
      return postDeclaration(apiPath(call), body, idempotencyKey, upload);
    },
    texts: k.texts,
    // Spec §4: the module data is reloaded after a declaration.
    afterSuccess: (dispatch) => dispatch(loadModul()),
    successPath: paths.start.href,
    sample: k.sample,
  };
}

/** The summary field of step one: the group with its two messages (spec §5). */
export const AUSWAHL_FELDER: readonly FieldSpec[] = [{ name: MODULAUSWAHL_FEHLER, label: mp.module }];
