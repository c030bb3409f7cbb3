import { apiPath } from '@examensportal/domain/api';
import { formatAbgesendetAm, formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { verfahrenBeendet } from '@examensportal/domain/rules/availability';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import {
  gesamtruecktrittErklaerungSchema,
  gesamtruecktrittPayloadSchema,
} from '@examensportal/domain/schemas/modul';
import { loadModul } from '../../app/slices/data';
import { CheckboxField } from '../../components/form/CheckboxField';
import { postDeclaration } from '../../wizard/send';
import { Folgenvorschau } from '../../wizard/steps/Folgenvorschau';
import type {
  FlowSummaryProps,
  SelectionProps,
  TwoStepFlowDefinition,
} from '../../wizard/twoStep/createTwoStepFlow';
import { SummaryList } from '../../wizard/WizardSummaries';
import { loadRuecktrittDaten, type RuecktrittDaten } from './daten';
import { paths } from '../../app/paths';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// ruecktritt/gesamtpruefung (spec §2, event 9): available only more than 3 days after the first
// admission (spec §4 day rule) – the server's status decides, with its clock and the office's
// settings (decision 0020). The whole exam counts as failed (§ 21 (4) WiPrPrüfV); invited
// modules are withdrawn from, registrations not yet invited end like a deregistration.

const rt = messages.ruecktritt;
const r = messages.ruecknahme;

export interface GesamtruecktrittWerte {
  bestaetigt: boolean;
}

/** The envelope of event 9 as sent (and as previewed). */
const umschlag = (daten: RuecktrittDaten) =>
  gesamtruecktrittPayloadSchema.parse({
    zulassungsblock: daten.block?.value,
    art: ERKLAERUNGEN.gesamtruecktritt.ereignisarten[0],
    abgesendetAm: formatAbgesendetAm(new Date()),
    bestaetigt: true,
  });

function Folgen({ data }: { data: RuecktrittDaten }) {
  return (
    <section aria-labelledby="gesamtruecktritt-folgen">
      <h3 className="kern-heading-small" id="gesamtruecktritt-folgen">
        {rt.folgenTitel}
      </h3>
      <p className="kern-body">{rt.gesamtFolge}</p>
      <Folgenvorschau anfrage={{ call: ERKLAERUNG_API.gesamtruecktritt, body: umschlag(data) }} />
    </section>
  );
}

/**
 * Why the withdrawal is not offered, besides the server's reason: a finished procedure says so,
 * 'too early' names the first possible day the server computed, 'invalid' says that no admission
 * date is stored.
 */
function Hinweis({ data, stand }: { data: RuecktrittDaten; stand: Verfahrensstand | null }) {
  const hinweis = gesamtHinweis(data, stand);
  return hinweis && <p className="kern-body flow-hinweis">{hinweis}</p>;
}

function gesamtHinweis({ state }: RuecktrittDaten, stand: Verfahrensstand | null): string | null {
  if (verfahrenBeendet(state)) return rt.gesamtBeendet;
  if (state.zwischegespeichert !== 2) return null;
  if (!state.ersteszulassungsdatum) return rt.gesamtOhneZulassung;
  const ab = stand?.gesamtruecktrittAb;
  return ab && stand.heute < ab ? rt.gesamtZuFrueh(formatDatum(ab)) : null;
}

function Erklaerung({ formId, data }: SelectionProps<RuecktrittDaten>) {
  return (
    <>
      <Folgen data={data} />
      <CheckboxField formId={formId} name="bestaetigt" label={rt.gesamtBestaetigung} required />
    </>
  );
}

function Zusammenfassung({ data }: FlowSummaryProps<GesamtruecktrittWerte, RuecktrittDaten>) {
  return (
    <div className="wizard-summary">
      <p className="kern-body">{r.zusammenfassungIntro}</p>
      <SummaryList
        items={[
          [r.erklaerung, rt.gesamtBestaetigung],
          [messages.modulpruefung.termin, data.block?.termin.display ?? ''],
          [rt.zulassungsdatum, formatDatum(data.state.ersteszulassungsdatum)],
        ]}
      />
      <Folgen data={data} />
    </div>
  );
}

export const gesamtruecktrittFlow: TwoStepFlowDefinition<GesamtruecktrittWerte, RuecktrittDaten> = {
  id: 'gesamtruecktritt',
  statusFlow: 'gesamtruecktritt',
  stepTitles: [rt.schrittErklaerung, rt.schrittZusammenfassung],
  load: loadRuecktrittDaten,
  // The page needs the term and an admission; the day rule is the status's (createTwoStepFlow).
  available: (daten) =>
    daten.block !== null &&
    daten.state.zwischegespeichert === 2 &&
    daten.state.ersteszulassungsdatum !== null,
  Hinweis,
  initialValues: () => ({ bestaetigt: false }),
  schema: gesamtruecktrittErklaerungSchema,
  fields: [{ name: 'bestaetigt', label: rt.gesamtBestaetigung }],
  Selection: Erklaerung,
  Summary: Zusammenfassung,
  send: (_werte, daten, { idempotencyKey }) =>
    postDeclaration(apiPath(ERKLAERUNG_API.gesamtruecktritt), umschlag(daten), idempotencyKey),
  texts: { erfolg: messages.toasts.gesamtruecktrittErfolg, fehler: messages.toasts.gesamtruecktrittFehler },
  afterSuccess: (dispatch) => dispatch(loadModul()),
  successPath: paths.start.href,
  sample: { bestaetigt: true },
};
