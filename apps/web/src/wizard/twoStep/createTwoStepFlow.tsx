import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { FormProvider, useForm, useFormState, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { messages } from '@examensportal/domain/messages';
import type { Flow } from '@examensportal/domain/rules/gruende';
import type { Verfahrensstand } from '@examensportal/domain/rules/verfahrensstand';
import { useAppDispatch, type AppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Alert } from '../../components/form/Alert';
import { errorAt } from '../../components/form/errorAt';
import { ErrorSummary, type SummaryError } from '../../components/form/ErrorSummary';
import { UnsavedEditsPrompt, useUnsavedEdits } from '../../components/form/UnsavedEdits';
import { useSummaryFocus } from '../../components/form/useFormSummary';
import { RequiredHint } from '../../components/form/RequiredHint';
import { GrundNichtVerfuegbar } from '../../components/GrundNichtVerfuegbar';
import { Page } from '../../components/Page';
import { UploadProgress } from '../../components/upload/UploadProgress';
import { useUpload } from '../../components/upload/useUpload';
import { toErrorPayload } from '../../lib/api';
import { loadVerfahrensstand } from '../../lib/verfahrensstand';
import { merkeEingang } from '../../lib/session';
import { toast } from '../../lib/toast';
import { schemaResolver } from '../resolver';
import { LoadingPlaceholder } from '../LoadingPlaceholder';
import { IdempotencyKeys, UploadAbgebrochen } from '../send';
import type { FieldSpec, Sample, SubmitTools } from '../types';
import '../wizard.css';
import { paths } from '../../app/paths';

export interface SelectionProps<D> {
  formId: string;
  data: D;
  /** GET /api/status, loaded with the data when the flow names its statusFlow; null when unreadable. */
  stand: Verfahrensstand | null;
}

export interface FlowSummaryProps<V, D> {
  data: D;
  values: V;
  /** As in SelectionProps. */
  stand: Verfahrensstand | null;
}

export interface ConfirmProps<V, D> extends FlowSummaryProps<V, D> {
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A two-step flow (spec §4: selection or declaration, then summary and send): module
 * registration, deregistration, postponement, credit, withdrawals, contact change.
 */
export interface TwoStepFlowDefinition<V extends FieldValues, D> {
  /** Form id and id prefix. */
  id: string;
  /** Titles of the two steps, e.g. ['Auswahl', 'Zusammenfassung']. */
  stepTitles: readonly [string, string];
  /** Server data the flow needs (module state, …); rejects with an ApiError. */
  load: (dispatch: AppDispatch) => Promise<D>;
  /**
   * What the page needs to show the form (the term, an admission): false shows 'Diese Funktion ist
   * für Sie zur Zeit nicht anwendbar.' Whether the flow is open is the server's word (statusFlow).
   */
  available: (data: D) => boolean;
  /**
   * The flow's name in GET /api/status (decision 0020): the status is loaded with the data, its
   * verdict decides whether the flow is open, and its reason follows the spec's sentence when not.
   */
  statusFlow?: Flow;
  /** More words under a closed page, from the data and the status (the whole-exam withdrawal's day). */
  Hinweis?: ComponentType<{ data: D; stand: Verfahrensstand | null }>;
  initialValues: (data: D) => V;
  /** Checks step one ('Weiter'). */
  schema: z.ZodType;
  /** Fields of step one in page order, for the error summary. */
  fields: readonly FieldSpec[];
  Selection: ComponentType<SelectionProps<D>>;
  Summary: ComponentType<FlowSummaryProps<V, D>>;
  /** A question asked once when leaving step one (the IBAN check); it answers onConfirm or onCancel. */
  Confirm?: ComponentType<ConfirmProps<V, D>>;
  /** Sends the declaration (see postDeclaration); rejects with an ApiError. */
  send: (values: V, data: D, tools: SubmitTools) => Promise<unknown>;
  texts: { erfolg: string; fehler: string; absenden?: string };
  /** After success, before leaving (spec §4: a withdrawal reloads the module data). */
  afterSuccess?: (dispatch: AppDispatch) => unknown;
  /** '/start' unless given. */
  successPath?: string;
  /** Valid input for step one, for the shared flow test. */
  sample: Sample<V>;
}

type Phase<D> =
  | { name: 'loading' }
  | { name: 'failed'; message: string }
  | { name: 'ready'; data: D; stand: Verfahrensstand | null };

/**
 * Open when the page has what it needs and the server's status says so (decision 0020). A status
 * that cannot be read leaves the page's own check: the server checks every send anyway.
 */
function offen<D>(flow: TwoStepFlowDefinition<FieldValues, D>, data: D, stand: Verfahrensstand | null) {
  const laut = flow.statusFlow && stand?.funktionen.find((f) => f.flow === flow.statusFlow);
  return flow.available(data) && (laut ? laut.verfuegbar : true);
}

/** The page component of a two-step flow; put it as the default export of the route's module. */
export function createTwoStepFlow<V extends FieldValues, D>(flow: TwoStepFlowDefinition<V, D>) {
  function TwoStepFlowPage() {
    const title = useRouteTitle();
    const dispatch = useAppDispatch();
    const navigate = useNavigate();
    const [phase, setPhase] = useState<Phase<D>>({ name: 'loading' });
    const [step, setStep] = useState<1 | 2>(1);
    const [asking, setAsking] = useState(false);
    const [showErrors, setShowErrors] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const [sendingState, setSendingState] = useState(false);
    const confirmed = useRef(false);
    const sending = useRef(false);
    const keys = useRef(new IdempotencyKeys());
    const upload = useUpload();
    const headingRef = useRef<HTMLHeadingElement>(null);
    const firstRender = useRef(true);
    // Bumped by every failed 'Weiter': the summary takes the focus (GOV.UK error summary).
    const [failedChecks, setFailedChecks] = useState(0);

    const resolver = useMemo(() => schemaResolver<V>(flow.schema), []);
    const form = useForm<V>({ resolver, mode: 'onTouched', reValidateMode: 'onChange' });
    const { errors } = useFormState({ control: form.control });
    const unsaved = useUnsavedEdits(form);

    useEffect(() => {
      let current = true;
      Promise.all([flow.load(dispatch), flow.statusFlow ? loadVerfahrensstand() : null]).then(
        ([data, stand]) => {
          if (!current) return;
          form.reset(flow.initialValues(data) as DefaultValues<V>);
          setPhase({ name: 'ready', data, stand });
        },
        (error: unknown) => {
          if (current) setPhase({ name: 'failed', message: toErrorPayload(error).message });
        },
      );
      return () => {
        current = false;
      };
    }, [dispatch, form]);

    const summary: SummaryError[] = showErrors
      ? flow.fields.flatMap((field) => {
          const message = errorAt(errors, field.name);
          return message ? [{ name: field.name, label: field.label, message }] : [];
        })
      : [];
    const summaryRef = useSummaryFocus(failedChecks, summary.length);

    // A new step is a new page for the user: start reading at its heading.
    useEffect(() => {
      if (firstRender.current) {
        firstRender.current = false;
        return;
      }
      window.scrollTo(0, 0);
      headingRef.current?.focus();
    }, [step]);

    if (
      phase.name !== 'ready' ||
      !offen(flow as TwoStepFlowDefinition<FieldValues, D>, phase.data, phase.stand)
    ) {
      const { Hinweis } = flow;
      return (
        <Page title={title}>
          {phase.name === 'failed' && (
            <Alert variant="danger">{`${messages.wizard.nichtGeladen} ${phase.message}`}</Alert>
          )}
          {phase.name === 'ready' && <p className="kern-body">{messages.generic.nichtAnwendbar}</p>}
          {phase.name === 'ready' && flow.statusFlow && (
            <GrundNichtVerfuegbar flow={flow.statusFlow} stand={phase.stand} />
          )}
          {phase.name === 'ready' && Hinweis && <Hinweis data={phase.data} stand={phase.stand} />}
          {/* As in the wizard: the footer stays below the screen until the form comes (CLS). */}
          <LoadingPlaceholder />
        </Page>
      );
    }
    const { data, stand } = phase;

    const toSummary = () => {
      confirmed.current = true;
      setAsking(false);
      setStep(2);
    };

    const weiter = async () => {
      if (!(await form.trigger())) {
        setShowErrors(true);
        setFailedChecks((n) => n + 1);
        return;
      }
      setShowErrors(false);
      if (flow.Confirm && !confirmed.current) setAsking(true);
      else toSummary();
    };

    const absenden = async () => {
      if (sending.current) return;
      sending.current = true;
      setSendingState(true);
      setFailure(null);
      try {
        const idempotencyKey = keys.current.key();
        await flow.send(form.getValues(), data, { idempotencyKey, upload });
        keys.current.settle();
        merkeEingang(idempotencyKey);
        unsaved.markSaved();
        toast.success(flow.texts.erfolg);
        await flow.afterSuccess?.(dispatch);
        await navigate(flow.successPath ?? paths.start.href);
      } catch (error) {
        keys.current.settle(error);
        if (error instanceof UploadAbgebrochen) {
          toast.info(error.message);
          return;
        }
        setFailure(toErrorPayload(error).message);
        toast.error(flow.texts.fehler);
        window.scrollTo(0, 0);
      } finally {
        sending.current = false;
        setSendingState(false);
      }
    };

    const stepTitle = flow.stepTitles[step === 1 ? 0 : 1];
    const headingId = `${flow.id}-schritt`;
    const { Selection, Summary, Confirm } = flow;

    return (
      <Page title={messages.seiten.schrittTitel(step, 2, stepTitle, title)} heading={title}>
        <p className="kern-preline wizard-progress">{messages.generic.seite(step, 2)}</p>
        {failure !== null && step === 2 && (
          <div className="wizard-banner">
            <Alert variant="danger">
              <span className="wizard-banner__line">{flow.texts.fehler}</span>
              <span className="wizard-banner__line">{messages.wizard.serverAntwort(failure)}</span>
            </Alert>
          </div>
        )}
        {step === 1 && <ErrorSummary ref={summaryRef} formId={flow.id} errors={summary} />}
        <section aria-labelledby={headingId}>
          <h2 className="kern-heading-medium" id={headingId} ref={headingRef} tabIndex={-1}>
            {stepTitle}
          </h2>
          <FormProvider {...form}>
            <form
              id={flow.id}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void (step === 1 ? weiter() : absenden());
              }}
            >
              {step === 1 ? (
                <>
                  <RequiredHint />
                  <div className="kern-stack wizard-step">
                    <Selection formId={flow.id} data={data} stand={stand} />
                  </div>
                </>
              ) : (
                <div className="wizard-step">
                  <Summary data={data} values={form.getValues()} stand={stand} />
                </div>
              )}
              {upload.running && <UploadProgress percent={upload.percent} onCancel={upload.cancel} />}
              {sendingState && (
                <p className="kern-body" role="status">
                  {messages.wizard.wirdGesendet}
                </p>
              )}
              <div className="form-actions wizard-actions">
                {step === 2 && (
                  <button
                    type="button"
                    className="kern-btn kern-btn--secondary"
                    disabled={sendingState}
                    onClick={() => setStep(1)}
                  >
                    <span className="kern-label">{messages.generic.zurueck}</span>
                  </button>
                )}
                <button type="submit" className="kern-btn kern-btn--primary" disabled={sendingState}>
                  <span className="kern-label">
                    {step === 1
                      ? messages.generic.weiter
                      : (flow.texts.absenden ?? messages.generic.absenden)}
                  </span>
                </button>
              </div>
            </form>
          </FormProvider>
        </section>
        <UnsavedEditsPrompt dirtyRef={unsaved.dirtyRef} />
        {asking && Confirm && (
          <Confirm
            data={data}
            values={form.getValues()}
            stand={stand}
            onConfirm={toSummary}
            onCancel={() => setAsking(false)}
          />
        )}
      </Page>
    );
  }
  return TwoStepFlowPage;
}
