import { apiPath } from '@examensportal/domain/api';
import { formatAbgesendetAm } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { kontaktdatenVerfuegbar } from '@examensportal/domain/rules/availability';
import type { Kontaktdaten } from '@examensportal/domain/rules/facts';
import {
  KONTAKTDATEN_UPLOADS,
  kontaktdatenAenderungEignungSchema,
  kontaktdatenAenderungSchema,
  kontaktdatenEignungPayloadSchema,
  kontaktdatenEntwurfAus,
  kontaktdatenPayloadSchema,
  kontaktdatenTeil,
  type KontaktdatenUpload,
  type ModulKontaktdatenEntwurf,
} from '@examensportal/domain/schemas/kontaktdatenAenderung';
import { parseModulStateEignung } from '@examensportal/domain/schemas/modulstand';
import { loadModul, loadModulEignung } from '../../app/slices/data';
import type { AppDispatch } from '../../app/store';
import { multipartBody } from '../../components/upload/multipartBody';
import type { Art } from '../../lib/session';
import { postDeclaration } from '../../wizard/send';
import { dateiliste } from '../../wizard/steps/Dateiliste';
import { unwrapAntwort } from '../../wizard/steps/erklaerungDaten';
import {
  KONTAKTDATEN_AENDERUNG_EIGNUNG,
  KONTAKTDATEN_AENDERUNG_WP,
  kontaktdatenFelder,
  KontaktdatenFields,
  KontaktdatenSummary,
  type KontaktdatenVariante,
} from '../../wizard/steps/KontaktdatenFields';
import type {
  FlowSummaryProps,
  SelectionProps,
  TwoStepFlowDefinition,
} from '../../wizard/twoStep/createTwoStepFlow';
import { neueDateien, type UploadEintrag } from '../../wizard/uploads';
import { SummaryList } from '../../wizard/WizardSummaries';
import { paths } from '../../app/paths';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// meinedaten/kontaktdatenaendern (spec §2 "Contact data change", events 10/16): the application's
// contact fields and checks (key-up, spec §5) with `name` for the last name as the module flows
// spell it (spec §3), the CV and – with a compensation request – the certificate, then the summary
// and send. Available whenever the state is not 0 (spec §4).

const md = messages.meineDaten;
const a = messages.antrag;

export interface KontaktdatenDaten {
  zwischegespeichert: number;
  kontaktdaten: Kontaktdaten | null;
}

export interface KontaktdatenWerte {
  kontaktdaten: ModulKontaktdatenEntwurf;
  uploads: Record<KontaktdatenUpload, UploadEintrag[]>;
}

interface Variante {
  art: Art;
  id: string;
  felder: KontaktdatenVariante;
  load: (dispatch: AppDispatch) => Promise<KontaktdatenDaten>;
  reload: (dispatch: AppDispatch) => unknown;
  schema: typeof kontaktdatenAenderungSchema | typeof kontaktdatenAenderungEignungSchema;
  payload: typeof kontaktdatenPayloadSchema | typeof kontaktdatenEignungPayloadSchema;
  path: string;
  sample: KontaktdatenWerte;
}

const BEISPIEL: ModulKontaktdatenEntwurf = {
  anrede: 'Frau',
  vorname: 'Erika',
  name: 'Mustermann',
  weitereVornamen: '',
  geburtsname: 'Gabler',
  geburtsdatum: '1990-04-12',
  geburtsort: 'Köln',
  aktArbeitgeber: 'Muster Prüfungsgesellschaft mbH',
  behinderung: false,
  strasse: 'Heidestraße 17',
  land: 'DE',
  plz: '51147',
  ort: 'Köln',
  email: 'erika.mustermann@example.org',
  telefon: '+49 221 1234567',
  bic: 'COBADEFFXXX',
  iban: 'DE89 3704 0044 0532 0130 00',
  staatsangehoerigkeit: '',
};

function kontaktdatenFlow(v: Variante): TwoStepFlowDefinition<KontaktdatenWerte, KontaktdatenDaten> {
  function Formular({ formId }: SelectionProps<KontaktdatenDaten>) {
    return (
      <>
        <p className="kern-body">{md.kontaktdatenEinleitung}</p>
        <KontaktdatenFields formId={formId} variante={v.felder} />
      </>
    );
  }

  function Zusammenfassung({ values }: FlowSummaryProps<KontaktdatenWerte, KontaktdatenDaten>) {
    return (
      <div className="wizard-summary">
        <p className="kern-body">{messages.ruecknahme.zusammenfassungIntro}</p>
        <KontaktdatenSummary kontaktdaten={values.kontaktdaten} variante={v.felder} />
        <SummaryList
          items={[
            [a.lebenslauf, dateiliste(values.uploads.lebenslauf)],
            ...(values.kontaktdaten.behinderung
              ? ([[a.attest, dateiliste(values.uploads.attest)]] as const)
              : []),
          ]}
        />
        {/* A change of contact data never costs a fee (rules/fees.ts: no rows, whatever the settings). */}
        <p className="kern-body">{messages.ruecknahme.keineGebuehren}</p>
      </div>
    );
  }

  return {
    id: v.id,
    statusFlow: 'kontaktdaten',
    stepTitles: [md.kontaktdatenSchritt, messages.ruecknahme.schrittZusammenfassung],
    load: v.load,
    available: (daten) => kontaktdatenVerfuegbar(daten),
    initialValues: (daten) => ({
      kontaktdaten: kontaktdatenEntwurfAus(daten?.kontaktdaten ?? null),
      uploads: { lebenslauf: [], attest: [] },
    }),
    schema: v.schema,
    fields: kontaktdatenFelder(v.felder),
    Selection: Formular,
    Summary: Zusammenfassung,
    send: (werte, _daten, { idempotencyKey, upload }) => {
      const kontaktdaten = v.payload.parse(
        kontaktdatenTeil(werte.kontaktdaten, v.art, formatAbgesendetAm(new Date())),
      );
      // The certificate belongs to the compensation request: without it, none is sent.
      const dateien = (liste: KontaktdatenUpload) =>
        liste === 'attest' && !werte.kontaktdaten.behinderung ? [] : neueDateien(werte.uploads[liste]);
      const body = multipartBody({
        json: { kontaktdaten },
        lists: KONTAKTDATEN_UPLOADS.map((liste) => [liste, dateien(liste)] as const),
      });
      return postDeclaration(v.path, body, idempotencyKey, upload);
    },
    texts: {
      erfolg: messages.toasts.kontaktdatenGeaendert,
      fehler: messages.toasts.kontaktdatenNichtGespeichert,
    },
    afterSuccess: v.reload,
    successPath: paths.start.href,
    sample: v.sample,
  };
}

export const kontaktdatenWPFlow = kontaktdatenFlow({
  art: 'WP',
  id: 'kontaktdaten',
  felder: KONTAKTDATEN_AENDERUNG_WP,
  load: (dispatch) => unwrapAntwort(dispatch(loadModul())),
  reload: (dispatch) => dispatch(loadModul()),
  schema: kontaktdatenAenderungSchema,
  payload: kontaktdatenPayloadSchema,
  path: apiPath(ERKLAERUNG_API.kontaktdaten),
  sample: { kontaktdaten: BEISPIEL, uploads: { lebenslauf: [], attest: [] } },
});

export const kontaktdatenEignungFlow = kontaktdatenFlow({
  art: 'EIGNUNG',
  id: 'kontaktdateneignung',
  // The aptitude test sends the CV and the certificate too (spec §7).
  felder: { ...KONTAKTDATEN_AENDERUNG_EIGNUNG, uploads: true },
  // An empty answer is "nothing stored".
  load: async (dispatch) =>
    (await unwrapAntwort(dispatch(loadModulEignung()))) ?? parseModulStateEignung(null),
  reload: (dispatch) => dispatch(loadModulEignung()),
  schema: kontaktdatenAenderungEignungSchema,
  payload: kontaktdatenEignungPayloadSchema,
  path: apiPath(ERKLAERUNG_API.kontaktdatenEignung),
  sample: {
    kontaktdaten: { ...BEISPIEL, geburtsort: '', staatsangehoerigkeit: 'AT' },
    uploads: { lebenslauf: [], attest: [] },
  },
});
