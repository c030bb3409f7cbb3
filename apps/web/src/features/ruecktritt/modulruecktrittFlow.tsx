import { apiPath } from '@examensportal/domain/api';
import { formatAbgesendetAm, formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { modulruecktrittVerfuegbar } from '@examensportal/domain/rules/availability';
import { type Modul, MODULE, muendlichKey } from '@examensportal/domain/rules/module';
import {
  geladenAmKey,
  MODULAUSWAHL_FEHLER,
  modulruecktrittAuswahlSchema,
  modulruecktrittPayloadSchema,
  RUECKTRITT_TEILE,
  ruecktrittArt,
  type RuecktrittTeil,
} from '@examensportal/domain/schemas/modul';
import { loadModul } from '../../app/slices/data';
import { CheckboxField } from '../../components/form/CheckboxField';
import { CheckboxGroup } from '../../components/form/CheckboxGroup';
import { RadioChoice } from '../../components/form/RadioGroup';
import type { Option } from '../../components/form/RadioGroup';
import { postDeclaration } from '../../wizard/send';
import { Folgenvorschau } from '../../wizard/steps/Folgenvorschau';
import type {
  FlowSummaryProps,
  SelectionProps,
  TwoStepFlowDefinition,
} from '../../wizard/twoStep/createTwoStepFlow';
import { SummaryList } from '../../wizard/WizardSummaries';
import { loadRuecktrittDaten, type RuecktrittDaten } from './daten';
import { useApply } from '../../wizard/useApply';
import { paths } from '../../app/paths';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// ruecktritt/modulpruefung (spec §2, events 7/8): withdrawal from module exams the candidate is
// invited to. Decision [I] (schemas/modul.ts): 7 = from the written exam, 8 = from the oral exam;
// the candidate names the part, each chosen module carries its invitation date. The consequence –
// attempt used (§ 21 (1) WiPrPrüfV), half the fee refunded only up to the end of the last paper
// – shows before anything is sent.

const rt = messages.ruecktritt;
const a = messages.antrag;
const r = messages.ruecknahme;

export interface ModulruecktrittWerte {
  teil: RuecktrittTeil | '';
  wp: boolean;
  wr: boolean;
  bwl: boolean;
  st: boolean;
}

const TEIL_OPTIONEN: Option<RuecktrittTeil>[] = RUECKTRITT_TEILE.map((teil) => ({
  value: teil,
  label: rt.teilOptionen[teil],
}));

/** The day the candidate was summoned (Ladung) to module m's exam, or null. */
const ladungAm = (daten: RuecktrittDaten, m: Modul) => daten.state.modulgeladenAm[m];

/**
 * The part the invitations point to, when they agree: an oral part still open (modulverhindert
 * 'stmuendlich') means the oral invitation, an open written part the written one.
 */
function teilAusStand(daten: RuecktrittDaten | undefined): RuecktrittTeil | '' {
  if (!daten) return '';
  const teile = new Set(
    MODULE.filter((m) => ladungAm(daten, m) !== null).flatMap((m) => {
      if (daten.state.modulverhindert[muendlichKey(m)]) return ['muendlich' as const];
      if (daten.state.modulverhindert[m]) return ['schriftlich' as const];
      return [];
    }),
  );
  return teile.size === 1 ? [...teile][0]! : '';
}

/** The envelope of events 7/8 as sent (and as previewed). */
function umschlag(daten: RuecktrittDaten, werte: ModulruecktrittWerte) {
  return modulruecktrittPayloadSchema.parse({
    zulassungsblock: daten.block?.value,
    art: ruecktrittArt(werte.teil === 'muendlich' ? 'muendlich' : 'schriftlich'),
    abgesendetAm: formatAbgesendetAm(new Date()),
    ...Object.fromEntries(MODULE.map((m) => [m, werte[m]])),
    ...Object.fromEntries(MODULE.map((m) => [geladenAmKey(m), werte[m] ? ladungAm(daten, m) : null])),
  });
}

/** Step one: the attempt consequence; the amounts follow on the summary, from the server. */
function Folgen() {
  return (
    <section className="ruecktritt-folgen" aria-labelledby="modulruecktritt-folgen">
      <h3 className="kern-heading-small" id="modulruecktritt-folgen">
        {rt.folgenTitel}
      </h3>
      <p className="kern-body">{rt.modulFolge}</p>
    </section>
  );
}

function Auswahl({ formId, data }: SelectionProps<RuecktrittDaten>) {
  const setzen = useApply<ModulruecktrittWerte>();
  return (
    <>
      <p className="kern-body">{rt.modulEinleitung}</p>
      <RadioChoice formId={formId} name="teil" legend={rt.teil} options={TEIL_OPTIONEN} required />
      <CheckboxGroup
        formId={formId}
        errorName={MODULAUSWAHL_FEHLER}
        legend={messages.modulpruefung.module}
        required
      >
        {MODULE.map((m) => {
          const datum = ladungAm(data, m);
          return (
            <CheckboxField
              key={m}
              formId={formId}
              name={m}
              label={a.modulNamen[m]}
              disabled={datum === null}
              hint={datum === null ? rt.nichtGeladen : rt.geladenAm(formatDatum(datum))}
              ownError={false}
              onToggle={(checked) => setzen({ [m]: checked }, [MODULAUSWAHL_FEHLER])}
            />
          );
        })}
      </CheckboxGroup>
      <Folgen />
    </>
  );
}

function Zusammenfassung({ data, values, stand }: FlowSummaryProps<ModulruecktrittWerte, RuecktrittDaten>) {
  // The term the withdrawal concerns: the registration's (the status knows it), not the open one.
  const termine = [
    ...new Set(
      MODULE.filter((m) => values[m]).flatMap((m) => stand?.module.find((x) => x.modul === m)?.termin ?? []),
    ),
  ];
  const module = MODULE.filter((m) => values[m]).map(
    (m) => `${a.modulNamen[m]} – ${rt.geladenAm(formatDatum(ladungAm(data, m)))}`,
  );
  return (
    <div className="wizard-summary">
      <p className="kern-body">{r.zusammenfassungIntro}</p>
      <SummaryList
        items={[
          [rt.teil, values.teil ? rt.teilOptionen[values.teil] : ''],
          [
            messages.modulpruefung.termin,
            termine.length > 0 ? termine.join(', ') : (data.block?.termin.display ?? ''),
          ],
          [messages.modulpruefung.ausgewaehlt, module.join('\n')],
        ]}
      />
      <Folgenvorschau anfrage={{ call: ERKLAERUNG_API.modulruecktritt, body: umschlag(data, values) }} />
    </div>
  );
}

export const modulruecktrittFlow: TwoStepFlowDefinition<ModulruecktrittWerte, RuecktrittDaten> = {
  id: 'modulruecktritt',
  statusFlow: 'modulruecktritt',
  stepTitles: [rt.schrittErklaerung, rt.schrittZusammenfassung],
  load: loadRuecktrittDaten,
  available: (daten) => daten.block !== null && modulruecktrittVerfuegbar(daten.state),
  initialValues: (daten) => ({ teil: teilAusStand(daten), wp: false, wr: false, bwl: false, st: false }),
  schema: modulruecktrittAuswahlSchema,
  fields: [
    { name: 'teil', label: rt.teil },
    { name: MODULAUSWAHL_FEHLER, label: messages.modulpruefung.module },
  ],
  Selection: Auswahl,
  Summary: Zusammenfassung,
  send: (werte, daten, { idempotencyKey }) =>
    postDeclaration(apiPath(ERKLAERUNG_API.modulruecktritt), umschlag(daten, werte), idempotencyKey),
  texts: { erfolg: messages.toasts.ruecktrittErfolg, fehler: messages.toasts.ruecktrittFehler },
  afterSuccess: (dispatch) => dispatch(loadModul()),
  successPath: paths.start.href,
  sample: { teil: 'schriftlich', wp: false, wr: true, bwl: false, st: false },
};
