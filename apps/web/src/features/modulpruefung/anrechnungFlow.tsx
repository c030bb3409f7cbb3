import { messages } from '@examensportal/domain/messages';
import { anrechnungVerfuegbar } from '@examensportal/domain/rules/availability';
import { ERKLAERUNGEN } from '@examensportal/domain/erklaerungen/index';
import { ANRECHENBARE_MODULE } from '@examensportal/domain/rules/modulState';
import { anrechnungsauswahl } from '@examensportal/domain/rules/selection';
import {
  ANRECHNUNG_UPLOADS,
  anrechnungAuswahlSchema,
  anrechnungPayloadSchema,
  leereSlotAuswahl,
  NACHWEISE_FEHLER,
  type SlotAuswahl,
} from '@examensportal/domain/schemas/modul';
import { multipartBody } from '../../components/upload/multipartBody';
import { CheckboxGroup } from '../../components/form/CheckboxGroup';
import { UploadField } from '../../components/form/UploadField';
import { dateiliste } from '../../wizard/steps/Dateiliste';
import { neueDateien, type UploadEintrag } from '../../wizard/uploads';
import { AUSWAHL_FELDER, modulflow } from './modulFlow';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// modulpruefung/anrechnung (event 6): WR, BWL or ST – never WP, which is sent as false (spec §4) –
// with the proof documents as the lists masterzeugnis and pruefungsbescheinigung (spec §7).

const mp = messages.modulpruefung;

export type AnrechnungWerte = SlotAuswahl & {
  uploads: Record<(typeof ANRECHNUNG_UPLOADS)[number], UploadEintrag[]>;
};

const LABEL = { masterzeugnis: mp.masterzeugnis, pruefungsbescheinigung: mp.pruefungsbescheinigung };

function Nachweise({ formId }: { formId: string }) {
  return (
    <CheckboxGroup
      formId={formId}
      errorName={NACHWEISE_FEHLER}
      legend={mp.nachweise}
      required
      hint={mp.nachweiseHinweis}
    >
      {ANRECHNUNG_UPLOADS.map((liste) => (
        <UploadField key={liste} formId={formId} name={`uploads.${liste}`} label={LABEL[liste]} />
      ))}
    </CheckboxGroup>
  );
}

/** A valid proof file for the sample input (a PDF header, above the 105-byte minimum). */
const beispielDatei = new File([`%PDF-1.4\n${'%'.repeat(200)}`], 'masterzeugnis.pdf', {
  type: 'application/pdf',
});

export const anrechnungFlow = modulflow<AnrechnungWerte>({
  id: 'modulanrechnung',
  statusFlow: 'anrechnung',
  verfuegbar: ({ state }) => anrechnungVerfuegbar(state),
  einleitung: () => mp.einleitungAnrechnung,
  slots: () => ANRECHENBARE_MODULE,
  erlaubt: ({ state }) => state.modulanrechnungen,
  paarweise: false,
  Zusatz: Nachweise,
  initialValues: () => ({
    ...leereSlotAuswahl(),
    uploads: { masterzeugnis: [], pruefungsbescheinigung: [] },
  }),
  schema: anrechnungAuswahlSchema,
  fields: [...AUSWAHL_FELDER, { name: NACHWEISE_FEHLER, label: mp.nachweise }],
  // R-57 [I]: a running registration of a credited module (one still deregistrable) is cancelled;
  // the server's status priced each such cancellation with its settings, the page keeps the chosen.
  folgen: (stand, werte) =>
    stand &&
    stand.gebuehren.anrechnung.filter((folge) => folge.modul !== null && werte[folge.modul] === true),
  mehr: (_daten, werte) =>
    ANRECHNUNG_UPLOADS.map((liste) => [LABEL[liste], dateiliste(werte.uploads[liste])]),
  anfrage: ({ block }, werte, abgesendetAm) => {
    const auswahl = anrechnungsauswahl({ wp: werte.wp, wr: werte.wr, bwl: werte.bwl, st: werte.st });
    const anrechnung = anrechnungPayloadSchema.parse({
      zulassungsblock: block.value,
      art: ERKLAERUNGEN.anrechnung.ereignisarten[0],
      abgesendetAm,
      ...auswahl,
    });
    return {
      call: ERKLAERUNG_API.anrechnung,
      body: multipartBody({
        json: { anrechnung },
        lists: ANRECHNUNG_UPLOADS.map((liste) => [liste, neueDateien(werte.uploads[liste])] as const),
      }),
    };
  },
  texts: { erfolg: messages.toasts.anrechnungErfolg, fehler: messages.toasts.anrechnungFehler },
  sample: {
    ...leereSlotAuswahl(),
    wr: true,
    uploads: { masterzeugnis: [{ id: 'beispiel', file: beispielDatei }], pruefungsbescheinigung: [] },
  },
});
