import { apiPath } from '@examensportal/domain/api';
import { formatAbgesendetAm } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { triftigerGrundVerfuegbar } from '@examensportal/domain/rules/availability';
import {
  EIGNUNG_TEILE,
  type EignungTeil,
  pruefungsteil,
  type PruefungsteilKey,
} from '@examensportal/domain/rules/module';
import { NACHWEISE_FEHLER } from '@examensportal/domain/schemas/modul';
import { parseModulStateEignung } from '@examensportal/domain/schemas/modulstand';
import {
  TEILE_FEHLER,
  triftigerGrundAuswahlSchema,
  triftigerGrundEignungAuswahlSchema,
  TRIFTIGER_GRUND_UPLOADS,
  type TriftigerGrundUpload,
  verhindertEignungPayloadSchema,
  verhindertPayloadSchema,
  WP_TEILE,
} from '@examensportal/domain/schemas/triftigerGrund';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { loadModul, loadModulEignung } from '../../app/slices/data';
import type { AppDispatch } from '../../app/store';
import { multipartBody } from '../../components/upload/multipartBody';
import { CheckboxField } from '../../components/form/CheckboxField';
import { CheckboxGroup } from '../../components/form/CheckboxGroup';
import { UploadField } from '../../components/form/UploadField';
import { postDeclaration } from '../../wizard/send';
import { dateiliste } from '../../wizard/steps/Dateiliste';
import { unwrapAntwort } from '../../wizard/steps/erklaerungDaten';
import type {
  FlowSummaryProps,
  SelectionProps,
  TwoStepFlowDefinition,
} from '../../wizard/twoStep/createTwoStepFlow';
import { neueDateien, type UploadEintrag } from '../../wizard/uploads';
import { SummaryList } from '../../wizard/WizardSummaries';
import { useApply } from '../../wizard/useApply';
import { paths } from '../../app/paths';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

// triftigergrund and triftigergrundeignung (spec §2, §4, §5): report a compelling reason for parts
// the candidate is invited to – WP: written and oral per module, aptitude test: awr, ast, mp – with
// proof documents. Only parts the server flags in modulverhindert can be ticked; the screen opens
// only when the application is complete (2) and at least one part is flagged (spec §4).

const tg = messages.triftigerGrund;
const q = messages.quittung;

type Teil = PruefungsteilKey | EignungTeil;

export interface TriftigerGrundDaten {
  /** modulverhindert of the module state. */
  verhindert: Readonly<Partial<Record<Teil, boolean>>>;
  zwischegespeichert: number;
}

export type TriftigerGrundWerte = Partial<Record<Teil, boolean>> & {
  uploads: Record<TriftigerGrundUpload, UploadEintrag[]>;
};

function teilLabel(teil: Teil): string {
  if ((EIGNUNG_TEILE as readonly string[]).includes(teil)) return q.eignungTeile[teil as EignungTeil];
  const { modul, teil: art } = pruefungsteil(teil as PruefungsteilKey);
  const name = messages.antrag.modulNamen[modul];
  return art === 'muendlich' ? q.muendlich(name) : q.schriftlich(name);
}

const UPLOAD_LABEL: Record<TriftigerGrundUpload, string> = { zeugnis: tg.zeugnis, grund: tg.grund };

/** The terms the chosen parts were invited to (issue 26 point 8): the status knows them, per module or attempt. */
function termineDerTeile(stand: Verfahrensstand | null, teile: readonly Teil[]): string[] {
  const termine = teile.flatMap((teil) =>
    (EIGNUNG_TEILE as readonly string[]).includes(teil)
      ? (stand?.eignung?.laufenderVersuch ?? [])
      : (stand?.module.find((m) => m.modul === pruefungsteil(teil as PruefungsteilKey).modul)?.termin ?? []),
  );
  return [...new Set(termine)];
}

interface Variante {
  id: string;
  teile: readonly Teil[];
  einleitung: string;
  load: (dispatch: AppDispatch) => Promise<TriftigerGrundDaten>;
  schema: typeof triftigerGrundAuswahlSchema | typeof triftigerGrundEignungAuswahlSchema;
  payload: typeof verhindertPayloadSchema | typeof verhindertEignungPayloadSchema;
  path: string;
  reload: (dispatch: AppDispatch) => unknown;
  sample: TriftigerGrundWerte;
}

/** A valid proof file for the sample input (a PDF header, above the 105-byte minimum). */
const beispielDatei = new File([`%PDF-1.4\n${'%'.repeat(200)}`], 'attest.pdf', { type: 'application/pdf' });
const beispielUploads = () => ({ zeugnis: [{ id: 'beispiel', file: beispielDatei }], grund: [] });

function triftigerGrundFlow(v: Variante): TwoStepFlowDefinition<TriftigerGrundWerte, TriftigerGrundDaten> {
  function Angaben({ formId, data, stand }: SelectionProps<TriftigerGrundDaten>) {
    const setzen = useApply<TriftigerGrundWerte>();
    // Why a part cannot be chosen (GET /api/status, issue 16 point 2); the general hint without it.
    const gruende = stand?.teile;
    return (
      <>
        <p className="kern-body">{v.einleitung}</p>
        <CheckboxGroup
          formId={formId}
          errorName={TEILE_FEHLER}
          legend={tg.teile}
          required
          hint={tg.teileHinweis}
        >
          {v.teile.map((teil) => {
            const waehlbar = data.verhindert[teil] === true;
            return (
              <CheckboxField
                key={teil}
                formId={formId}
                name={teil}
                label={teilLabel(teil)}
                disabled={!waehlbar}
                hint={waehlbar ? undefined : (gruende?.[teil] ?? tg.nichtWaehlbar)}
                ownError={false}
                onToggle={(checked) =>
                  setzen({ [teil]: checked } as Partial<TriftigerGrundWerte>, [TEILE_FEHLER])
                }
              />
            );
          })}
        </CheckboxGroup>
        <CheckboxGroup
          formId={formId}
          errorName={NACHWEISE_FEHLER}
          legend={tg.nachweise}
          required
          hint={tg.nachweiseHinweis}
        >
          {TRIFTIGER_GRUND_UPLOADS.map((liste) => (
            <UploadField key={liste} formId={formId} name={`uploads.${liste}`} label={UPLOAD_LABEL[liste]} />
          ))}
        </CheckboxGroup>
      </>
    );
  }

  function Zusammenfassung({ values, stand }: FlowSummaryProps<TriftigerGrundWerte, TriftigerGrundDaten>) {
    const termine = termineDerTeile(
      stand,
      v.teile.filter((teil) => values[teil] === true),
    );
    return (
      <div className="wizard-summary">
        <p className="kern-body">{messages.ruecknahme.zusammenfassungIntro}</p>
        <SummaryList
          items={[
            [
              tg.teile,
              v.teile
                .filter((teil) => values[teil] === true)
                .map(teilLabel)
                .join('\n'),
            ],
            ...(termine.length > 0 ? ([[messages.modulpruefung.termin, termine.join(', ')]] as const) : []),
            ...TRIFTIGER_GRUND_UPLOADS.map(
              (liste) => [UPLOAD_LABEL[liste], dateiliste(values.uploads[liste])] as const,
            ),
          ]}
        />
        <section aria-labelledby={`${v.id}-folgen`}>
          <h3 className="kern-heading-small" id={`${v.id}-folgen`}>
            {tg.folgenTitel}
          </h3>
          <p className="kern-body">{tg.folge}</p>
          {/* A compelling reason never costs a fee (rules/fees.ts: no rows, whatever the settings). */}
          <p className="kern-body">{messages.ruecknahme.keineGebuehren}</p>
        </section>
      </div>
    );
  }

  return {
    id: v.id,
    statusFlow: 'triftigerGrund',
    stepTitles: [tg.schrittAuswahl, tg.schrittZusammenfassung],
    load: v.load,
    available: (daten) => triftigerGrundVerfuegbar({ ...daten, modulverhindert: daten.verhindert }),
    initialValues: () => ({
      ...Object.fromEntries(v.teile.map((teil) => [teil, false])),
      uploads: { zeugnis: [], grund: [] },
    }),
    schema: v.schema,
    fields: [
      { name: TEILE_FEHLER, label: tg.teile },
      { name: NACHWEISE_FEHLER, label: tg.nachweise },
    ],
    Selection: Angaben,
    Summary: Zusammenfassung,
    send: (werte, _daten, { idempotencyKey, upload }) => {
      const verhindert = v.payload.parse({
        abgesendetAm: formatAbgesendetAm(new Date()),
        ...Object.fromEntries(v.teile.map((teil) => [teil, werte[teil] === true])),
      });
      const body = multipartBody({
        json: { verhindert },
        lists: TRIFTIGER_GRUND_UPLOADS.map((liste) => [liste, neueDateien(werte.uploads[liste])] as const),
      });
      return postDeclaration(v.path, body, idempotencyKey, upload);
    },
    texts: { erfolg: messages.toasts.triftigerGrundErfolg, fehler: messages.toasts.triftigerGrundFehler },
    afterSuccess: v.reload,
    successPath: paths.start.href,
    sample: v.sample,
  };
}

export const triftigerGrundWPFlow = triftigerGrundFlow({
  id: 'triftigergrund',
  teile: WP_TEILE,
  einleitung: tg.einleitung,
  load: async (dispatch) => {
    const state = await unwrapAntwort(dispatch(loadModul()));
    return { verhindert: state.modulverhindert, zwischegespeichert: state.zwischegespeichert };
  },
  schema: triftigerGrundAuswahlSchema,
  payload: verhindertPayloadSchema,
  path: apiPath(ERKLAERUNG_API.triftigerGrund),
  reload: (dispatch) => dispatch(loadModul()),
  sample: {
    ...Object.fromEntries(WP_TEILE.map((teil) => [teil, teil === 'bwlmuendlich'])),
    uploads: beispielUploads(),
  },
});

export const triftigerGrundEignungFlow = triftigerGrundFlow({
  id: 'triftigergrundeignung',
  teile: EIGNUNG_TEILE,
  einleitung: tg.einleitungEignung,
  load: async (dispatch) => {
    // An empty answer is "nothing stored".
    const state = (await unwrapAntwort(dispatch(loadModulEignung()))) ?? parseModulStateEignung(null);
    return { verhindert: state.modulverhindert, zwischegespeichert: state.zwischegespeichert };
  },
  schema: triftigerGrundEignungAuswahlSchema,
  payload: verhindertEignungPayloadSchema,
  path: apiPath(ERKLAERUNG_API.triftigerGrundEignung),
  reload: (dispatch) => dispatch(loadModulEignung()),
  sample: { awr: false, ast: true, mp: false, uploads: beispielUploads() },
});
