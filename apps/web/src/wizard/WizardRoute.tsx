import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import { Navigate, useHref, useNavigate, useParams } from 'react-router';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { useAppDispatch } from '../app/store';
import { Alert } from '../components/form/Alert';
import { ErrorSummary, type SummaryError } from '../components/form/ErrorSummary';
import { fieldIds, focusField } from '../components/form/fieldIds';
import { UnsavedEditsPrompt, useUnsavedEdits } from '../components/form/UnsavedEdits';
import { useSummaryFocus } from '../components/form/useFormSummary';
import { RequiredHint } from '../components/form/RequiredHint';
import { Page } from '../components/Page';
import { UploadProgress } from '../components/upload/UploadProgress';
import { useUpload } from '../components/upload/useUpload';
import { toErrorPayload } from '../lib/api';
import { toast } from '../lib/toast';
import { WizardContext, type WizardContextValue } from './context';
import { errorEntries, finalCheck, neighbourSlug, pagePath, resolveStep, type ErrorEntry } from './engine';
import { schemaResolver } from './resolver';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { merkeEingang } from '../lib/session';
import { IdempotencyKeys, UploadAbgebrochen } from './send';
import type { WizardDefinition } from './types';
import { WizardFehler } from './WizardFehler';
import './wizard.css';
import { paths } from '../app/paths';

type Phase<C> =
  | { name: 'loading' }
  | { name: 'failed'; message: string }
  | {
      name: 'ready';
      available: boolean;
      grund?: readonly string[] | undefined;
      context: C;
      /** A stored draft: when it was saved and the page to go on with (issue 16). */
      fortsetzen?: Fortsetzen | undefined;
    };

interface Fortsetzen {
  gespeichertAm: string;
  slug: string;
}

/** Where a stored draft goes on: the first page the final check finds wrong, else the last page. */
function fortsetzenBei<V extends FieldValues, C>(wizard: WizardDefinition<V, C>, values: V): string {
  return finalCheck(wizard, values)[0]?.slug ?? wizard.steps[wizard.steps.length - 1]!.slug;
}

/**
 * On the first page of a stored draft: when it was saved (server time, Europe/Berlin) and a link to
 * the page to go on with – resuming used to land on page 1 without a word (issue 16).
 */
function FortsetzenHinweis<V extends FieldValues, C>({
  wizard,
  fortsetzen,
  baseHref,
}: {
  wizard: WizardDefinition<V, C>;
  fortsetzen: Fortsetzen;
  baseHref: string;
}) {
  const navigate = useNavigate();
  const [datum = '', uhrzeit = ''] = formatZeitpunkt(fortsetzen.gespeichertAm).split(' ');
  const index = wizard.steps.findIndex((s) => s.slug === fortsetzen.slug);
  const ziel = wizard.steps[index];
  return (
    <Alert variant="info">
      <span className="wizard-banner__line">{messages.wizard.zwischengespeichertAm(datum, uhrzeit)}</span>
      {index > 0 && ziel && (
        <a
          className="kern-link"
          href={`${baseHref}/${ziel.slug}`}
          onClick={(event) => {
            event.preventDefault();
            void navigate(pagePath(wizard, ziel.slug));
          }}
        >
          {messages.wizard.weiterBeiSchritt(index + 1, ziel.title)}
        </a>
      )}
    </Alert>
  );
}

/** Which errors the summary lists: none yet, the page's after 'Weiter', all after the final check. */
type Scope = 'none' | 'step' | 'all';

/** A danger banner above the page; one with `step` belongs to that page only (a failed interim save). */
type Banner = { lines: readonly string[]; step?: string } | null;

/**
 * The one route component of every wizard (architecture §4): 'Seite x von N', unknown page → first
 * step, 'Weiter' checks the page and saves in the interim, 'Zurück' does neither, the last page
 * runs the final check and submits once. The draft lives in react-hook-form for all pages.
 */
export function WizardRoute<V extends FieldValues, C>({ wizard }: { wizard: WizardDefinition<V, C> }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { page } = useParams();
  const baseHref = useHref(wizard.basePath);
  const upload = useUpload();

  const [phase, setPhase] = useState<Phase<C>>({ name: 'loading' });
  const [scope, setScope] = useState<Scope>('none');
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const sending = useRef(false);
  const keys = useRef(new IdempotencyKeys());
  const pendingFocus = useRef<string | null>(null);
  // Bumped by every failed check, so the summary takes the focus even when the errors stay the same.
  const [failedChecks, setFailedChecks] = useState(0);

  const resolver = useMemo(() => schemaResolver<V>(wizard.finalSchema), [wizard.finalSchema]);
  const form = useForm<V>({
    defaultValues: wizard.initialValues() as DefaultValues<V>,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = useFormState({ control: form.control });
  const unsaved = useUnsavedEdits(form);
  const { step, index, known } = resolveStep(wizard, page);

  useEffect(() => {
    let current = true;
    wizard.load(dispatch).then(
      (loaded) => {
        if (!current) return;
        form.reset(loaded.values);
        setPhase({
          name: 'ready',
          available: loaded.available,
          grund: loaded.grund,
          context: loaded.context,
          fortsetzen: loaded.gespeichertAm
            ? { gespeichertAm: loaded.gespeichertAm, slug: fortsetzenBei(wizard, loaded.values) }
            : undefined,
        });
      },
      (error: unknown) => {
        if (current) setPhase({ name: 'failed', message: toErrorPayload(error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [wizard, dispatch, form]);

  // A page of its own: the page's summary goes, a field chosen in another page's summary gets focus.
  useEffect(() => {
    setScope((s) => (s === 'step' ? 'none' : s));
    const id = pendingFocus.current;
    if (id === null) return;
    pendingFocus.current = null;
    // After the layout has moved the focus to the new page's heading.
    const timer = setTimeout(() => focusField(id), 0);
    return () => clearTimeout(timer);
  }, [step.slug]);

  const entries: ErrorEntry[] =
    scope === 'all'
      ? errorEntries(wizard, errors)
      : scope === 'step'
        ? errorEntries(wizard, errors, step.slug)
        : [];

  const summaryRef = useSummaryFocus(failedChecks, entries.length);

  // The final check's banner stays until every error of every page is fixed.
  const finalCheckOpen = scope === 'all' && entries.length > 0;

  const applyPatch = useCallback(
    (patch: Partial<V>) => {
      for (const [key, value] of Object.entries(patch)) {
        form.setValue(key as Path<V>, value as PathValue<V, Path<V>>);
      }
    },
    [form],
  );

  if (!known) return <Navigate to={pagePath(wizard, step.slug)} replace />;

  if (phase.name !== 'ready' || !phase.available) {
    return (
      <Page title={wizard.title}>
        {phase.name === 'failed' && (
          <Alert variant="danger">{`${messages.wizard.nichtGeladen} ${phase.message}`}</Alert>
        )}
        {phase.name === 'ready' && <p className="kern-body">{messages.generic.nichtAnwendbar}</p>}
        {phase.name === 'ready' &&
          phase.grund?.map((satz) => (
            <p className="kern-body" key={satz}>
              {satz}
            </p>
          ))}
        {/* Also under 'nicht anwendbar': the footer would otherwise jump up into the screen. */}
        <LoadingPlaceholder />
      </Page>
    );
  }

  const { context } = phase;
  const last = index === wizard.steps.length - 1;
  const previous = neighbourSlug(wizard, index, -1);
  const next = neighbourSlug(wizard, index, 1);

  const weiter = async () => {
    if (busy !== null || next === null) return;
    setBanner(null);
    const names = step.fields.map((field) => field.name) as Path<V>[];
    const valid = await form.trigger(names);
    if (!valid) {
      // Every error of the page in one round; the summary takes the focus (decision 0045).
      setScope('step');
      setFailedChecks((n) => n + 1);
      return;
    }
    setBusy('save');
    try {
      const outcome = await wizard.save(form.getValues(), context, { upload });
      if (outcome.status === 'cancelled') {
        toast.info(messages.files.abgebrochen);
        return;
      }
      if (outcome.patch) applyPatch(outcome.patch);
      unsaved.markSaved();
      toast.success(messages.toasts.zwischengespeichert);
    } catch (error) {
      // Spec §8: the candidate stays on the step with the message; the draft stays in the form.
      setBanner({
        lines: [
          messages.toasts.nichtZwischengespeichert,
          messages.wizard.serverAntwort(toErrorPayload(error).message),
        ],
        step: step.slug,
      });
      toast.error(messages.toasts.nichtZwischengespeichert);
      window.scrollTo(0, 0);
      return;
    } finally {
      setBusy(null);
    }
    await navigate(pagePath(wizard, next));
  };

  const absenden = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy('send');
    setBanner(null);
    try {
      if (!(await form.trigger())) {
        setScope('all');
        setBanner({ lines: [wizard.texts.unvollstaendig, messages.wizard.antragFehlerBanner] });
        setFailedChecks((n) => n + 1);
        toast.error(wizard.texts.unvollstaendig);
        return;
      }
      const stop = wizard.precheck ? await wizard.precheck(form.getValues(), context, dispatch) : null;
      if (stop) {
        if (stop.patch) applyPatch(stop.patch);
        if (stop.context !== undefined) setPhase({ name: 'ready', available: true, context: stop.context });
        keys.current.reset();
        setBanner({ lines: [stop.message] });
        toast.error(stop.message);
        window.scrollTo(0, 0);
        return;
      }
      const idempotencyKey = keys.current.key();
      await wizard.submit(form.getValues(), context, { idempotencyKey, upload });
      keys.current.settle();
      merkeEingang(idempotencyKey);
      unsaved.markSaved();
      toast.success(wizard.texts.gesendet);
      await navigate(wizard.successPath ?? paths.start.href);
    } catch (error) {
      keys.current.settle(error);
      if (error instanceof UploadAbgebrochen) {
        toast.info(error.message);
        return;
      }
      const own = error instanceof WizardFehler;
      const message = toErrorPayload(error).message;
      setBanner({
        lines: own ? [error.message] : [wizard.texts.nichtGesendet, messages.wizard.serverAntwort(message)],
      });
      toast.error(own ? error.message : wizard.texts.nichtGesendet);
      window.scrollTo(0, 0);
    } finally {
      sending.current = false;
      setBusy(null);
    }
  };

  const summary: SummaryError[] = entries.map((entry) => ({
    name: entry.name,
    label: entry.label,
    message: entry.message,
    ...(entry.slug === step.slug
      ? {}
      : {
          page: {
            title: entry.stepTitle,
            href: `${baseHref}/${entry.slug}`,
            open: () => {
              // Opens the other page and focuses the field there.
              pendingFocus.current = fieldIds(wizard.id, entry.name).id;
              void navigate(pagePath(wizard, entry.slug));
            },
          },
        }),
  }));

  const contextValue: WizardContextValue = {
    wizard: wizard as unknown as WizardContextValue['wizard'],
    context,
  };
  const headingId = `${wizard.id}-schritt`;
  const StepForm = step.Form;
  const showBanner =
    banner !== null &&
    (banner.step === undefined || banner.step === step.slug) &&
    (banner.lines[0] !== wizard.texts.unvollstaendig || finalCheckOpen);

  return (
    <Page
      title={messages.seiten.schrittTitel(index + 1, wizard.steps.length, step.title, wizard.title)}
      heading={wizard.title}
    >
      <p className="kern-preline wizard-progress">{messages.generic.seite(index + 1, wizard.steps.length)}</p>
      {index === 0 && phase.fortsetzen && (
        <FortsetzenHinweis wizard={wizard} fortsetzen={phase.fortsetzen} baseHref={baseHref} />
      )}
      {showBanner && (
        <div className="wizard-banner">
          <Alert variant="danger">
            {banner.lines.map((line) => (
              <span className="wizard-banner__line" key={line}>
                {line}
              </span>
            ))}
          </Alert>
        </div>
      )}
      <ErrorSummary ref={summaryRef} formId={wizard.id} errors={summary} />
      <UnsavedEditsPrompt dirtyRef={unsaved.dirtyRef} stayWithin={wizard.basePath} />
      <section aria-labelledby={headingId}>
        <h2 className="kern-heading-medium" id={headingId}>
          {step.title}
        </h2>
        <RequiredHint />
        <WizardContext.Provider value={contextValue}>
          <FormProvider {...form}>
            <form
              id={wizard.id}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void (last ? absenden() : weiter());
              }}
            >
              <div className="kern-stack wizard-step">
                <StepForm formId={wizard.id} context={context} />
              </div>
              {upload.running && <UploadProgress percent={upload.percent} onCancel={upload.cancel} />}
              {busy === 'send' && (
                <p className="kern-body" role="status">
                  {messages.wizard.wirdGesendet}
                </p>
              )}
              <div className="form-actions wizard-actions">
                {previous !== null && (
                  <button
                    type="button"
                    className="kern-btn kern-btn--secondary"
                    disabled={busy !== null}
                    onClick={() => void navigate(pagePath(wizard, previous))}
                  >
                    <span className="kern-label">{messages.generic.zurueck}</span>
                  </button>
                )}
                <button type="submit" className="kern-btn kern-btn--primary" disabled={busy !== null}>
                  <span className="kern-label">{last ? wizard.texts.absenden : messages.generic.weiter}</span>
                </button>
              </div>
            </form>
          </FormProvider>
        </WizardContext.Provider>
      </section>
    </Page>
  );
}
