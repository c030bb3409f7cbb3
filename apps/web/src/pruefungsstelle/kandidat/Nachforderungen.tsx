import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { nachforderungTexte as t } from '@examensportal/domain/messages-nachforderung';
import { AKTENEINGANG_TYPEN, dokumenttypBezeichnung } from '@examensportal/domain/rules/documents';
import type { Art } from '@examensportal/domain/rules/facts';
import {
  type NachforderungAnsicht,
  type NachforderungenAntwort,
  nachforderungenAntwortSchema,
} from '@examensportal/domain/schemas/nachforderung';
import {
  type NachforderungForm,
  nachforderungAusForm,
  nachforderungFormSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-nachforderung';
import { Alert } from '../../components/form/Alert';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { RadioGroup } from '../../components/form/RadioGroup';
import { SelectField } from '../../components/form/SelectField';
import { TextareaField } from '../../components/form/TextareaField';
import { TextField } from '../../components/form/TextField';
import { StaffApiError, staffGet, staffPost } from '../api';
import { applyServerFehler } from '../entscheidungen/serverFehler';

// The Kandidat page's Nachforderungen (issue 27 points 2 and 3, decision 0039): each request with its
// state and every item's answers (documents open in the viewer), closing a request, a follow-up, and
// the form that asks for documents or information; the processing deadline on top. Not a decision:
// it is sent at once, without a second person.

/** The default deadline the server applies (NACHFORDERUNG_FRIST_TAGE, default 28). */
const STANDARD_TAGE = 28;

const FELDER = ['art', 'bezeichnung', 'dokumentTyp', 'frist', 'hinweis'] as const;
const LEER: NachforderungForm = { art: 'dokument', bezeichnung: '', dokumentTyp: '', frist: '', hinweis: '' };

/** The items of a follow-up: those of the request followed that have no answer yet. */
const offenePunkte = (folge: NachforderungAnsicht | null) =>
  (folge?.punkte ?? [])
    .filter((p) => p.antworten.length === 0)
    .map((p) => p.bezeichnung)
    .join('\n');

/** A point of the application's checklist (Prüfliste) marked 'fehlt'. */
interface FehlenderPruefpunkt {
  readonly key: string;
  readonly bezeichnung: string;
}

/**
 * The request's form (decision 0044): react-hook-form over the domain's schema, FormShell and the field
 * library; every error in the summary, the server's field errors at the fields. A follow-up starts
 * with the unanswered items of the request it follows; the checklist's points marked 'fehlt' can be
 * taken over as the items, each keeping its point's key (decision 0039).
 */
function Anfordern({
  kandidatId,
  art,
  folge,
  ausPruefliste,
  onStand,
}: {
  kandidatId: string;
  art: Art;
  folge: NachforderungAnsicht | null;
  ausPruefliste: readonly FehlenderPruefpunkt[];
  onStand: (stand: NachforderungenAntwort, erfolg: string) => void;
}) {
  const formId = 'nachforderung-anfordern';
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<NachforderungForm>({
    resolver: zodResolver(nachforderungFormSchema),
    defaultValues: LEER,
  });
  const { register, formState, watch } = form;
  const fehler = (name: (typeof FELDER)[number]) => fieldMessages(formState.errors, name);

  useEffect(() => {
    if (folge) form.reset({ ...LEER, bezeichnung: offenePunkte(folge) });
  }, [folge, form]);

  const onSubmit = form.handleSubmit(async (werte) => {
    setServerError(null);
    try {
      const stand = await staffPost(
        nachforderungenAntwortSchema,
        P.nachforderungAnlegen,
        nachforderungAusForm(werte, folge?.id, new Map(ausPruefliste.map((p) => [p.bezeichnung, p.key]))),
        { params: { id: kandidatId } },
      );
      onStand(stand, t.gesendet);
      form.reset(LEER);
    } catch (error) {
      // The server names an item's fault by its place (punkte.0.bezeichnung): the lines' field.
      const umbenannt =
        error instanceof StaffApiError
          ? Object.fromEntries(
              Object.keys(error.fieldErrors)
                .filter((feld) => feld.startsWith('punkte'))
                .map((feld) => [feld, 'bezeichnung']),
            )
          : {};
      applyServerFehler(error, FELDER, form, setServerError, umbenannt);
    }
  });

  return (
    <div className="staff__nachforderung-form">
      {folge && <Alert variant="info">{t.folgeZu}</Alert>}
      {!folge && ausPruefliste.length > 0 && (
        <div className="kern-stack">
          <p className="kern-body">{t.ausPruefliste(ausPruefliste.map((p) => p.bezeichnung).join('; '))}</p>
          <button
            type="button"
            className="kern-btn kern-btn--secondary"
            onClick={() =>
              form.reset({
                ...form.getValues(),
                art: 'dokument',
                bezeichnung: ausPruefliste.map((p) => p.bezeichnung).join('\n'),
              })
            }
          >
            <span className="kern-label">{t.ausPrueflisteUebernehmen}</span>
          </button>
        </div>
      )}
      <FormShell
        formId={formId}
        fields={FELDER}
        labels={{
          art: t.artWahl,
          bezeichnung: t.bezeichnung,
          dokumentTyp: t.dokumentTyp,
          frist: t.frist,
          hinweis: t.hinweis,
        }}
        errors={formState.errors}
        submitCount={formState.submitCount}
        onSubmit={(event) => void onSubmit(event)}
        submitLabel={folge ? t.nachfassen : t.anfordern}
        submitDisabled={formState.isSubmitting}
        serverError={serverError}
      >
        <FormProvider {...form}>
          <RadioGroup
            formId={formId}
            legend={t.artWahl}
            required
            registration={register('art')}
            options={[
              { value: 'dokument', label: t.artDokument },
              { value: 'frage', label: t.artFrage },
            ]}
            error={fehler('art')}
          />
          <TextareaField
            formId={formId}
            label={t.bezeichnung}
            hint={t.bezeichnungHinweis}
            required
            rows={3}
            registration={register('bezeichnung')}
            error={fehler('bezeichnung')}
          />
          {watch('art') === 'dokument' && (
            <SelectField
              formId={formId}
              name="dokumentTyp"
              label={t.dokumentTyp}
              placeholder={t.keinTyp}
              options={AKTENEINGANG_TYPEN[art].map((v) => ({ value: v, label: dokumenttypBezeichnung(v) }))}
            />
          )}
          <TextField
            formId={formId}
            label={t.frist}
            hint={t.fristHinweis(STANDARD_TAGE)}
            type="date"
            registration={register('frist')}
            error={fehler('frist')}
          />
          <TextareaField
            formId={formId}
            label={t.hinweis}
            rows={2}
            registration={register('hinweis')}
            error={fehler('hinweis')}
          />
        </FormProvider>
      </FormShell>
    </div>
  );
}

export function NachforderungenAbschnitt({
  kandidatId,
  art,
  oeffnen,
  ausPruefliste = [],
}: {
  kandidatId: string;
  art: Art;
  oeffnen: (dokumentId: string) => void;
  /** The current application's checklist points marked 'fehlt'. */
  ausPruefliste?: readonly FehlenderPruefpunkt[];
}) {
  const [stand, setStand] = useState<NachforderungenAntwort | null>(null);
  const [folge, setFolge] = useState<NachforderungAnsicht | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const [erfolg, setErfolg] = useState<string | null>(null);
  // A failed load is said in the section, not as an alert: the page's own alerts stay the page's.
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setStand(
        await staffGet(nachforderungenAntwortSchema, P.kandidatNachforderungen, {
          params: { id: kandidatId },
        }),
      );
    } catch (e) {
      setLoadError(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  }, [kandidatId]);
  useEffect(() => {
    void load();
  }, [load]);

  const erledigen = async (n: NachforderungAnsicht) => {
    try {
      setStand(
        await staffPost(nachforderungenAntwortSchema, P.nachforderungErledigen, undefined, {
          params: { id: kandidatId, nachforderungId: n.id },
        }),
      );
      setErfolg(t.abgeschlossen);
    } catch (e) {
      setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  };

  const b = stand?.bearbeitung;
  // A checklist point already asked for in a request not closed is not offered again.
  const angefragt = new Set(
    (stand?.nachforderungen ?? [])
      .filter((n) => n.stand !== 'erledigt')
      .flatMap((n) => n.punkte.map((p) => p.pruefpunkt)),
  );
  return (
    <section aria-labelledby="kandidat-nachforderungen">
      <h2 id="kandidat-nachforderungen" className="kern-heading-medium">
        {t.titel}
      </h2>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      {erfolg && <Alert variant="success">{erfolg}</Alert>}
      {loadError && <p className="kern-body">{loadError}</p>}
      {b?.vollstaendigSeit && b.entscheidungBis && b.restTage !== null && (
        <p className="kern-body">
          {t.vollstaendigSeit(formatDatum(b.vollstaendigSeit))} ·{' '}
          {t.entscheidungBis(formatDatum(b.entscheidungBis))} ({t.restTage(b.restTage)})
        </p>
      )}
      {b && b.fehlt.length > 0 && <p className="kern-body">{t.esFehlt(b.fehlt.join('; '))}</p>}
      {stand && stand.nachforderungen.length === 0 && <p className="kern-body">{t.keineNachforderungen}</p>}
      {stand?.nachforderungen.map((n) => (
        <div key={n.id} className="staff__nachforderung">
          <h3 className="kern-heading-small">
            {formatZeitpunkt(n.angefordertAm)} –{' '}
            {n.stand === 'offen' ? t.stand.offen(formatDatum(n.frist)) : t.stand[n.stand]}
          </h3>
          <ol>
            {n.punkte.map((p) => (
              <li key={p.id} className="kern-body">
                {p.art === 'dokument' ? t.artDokument : t.artFrage}: {p.bezeichnung}
                {p.antworten.length === 0 ? (
                  <> – {t.keineAntwort}</>
                ) : (
                  <ul>
                    {p.antworten.map((a) => (
                      <li key={a.id}>
                        {formatZeitpunkt(a.eingegangenAm)}
                        {a.verspaetet && ` (${t.verspaetet})`}:{' '}
                        {a.dokument ? (
                          <button
                            type="button"
                            className="kern-btn kern-btn--tertiary"
                            onClick={() => a.dokument && oeffnen(a.dokument.id)}
                          >
                            <span className="kern-label">{t.dokumentOeffnen(a.dokument.name)}</span>
                          </button>
                        ) : (
                          a.text
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          {n.stand !== 'erledigt' && (
            <div className="form-actions">
              <button
                type="button"
                className="kern-btn kern-btn--secondary"
                onClick={() => void erledigen(n)}
              >
                <span className="kern-label">{t.erledigen}</span>
              </button>
              <button type="button" className="kern-btn kern-btn--tertiary" onClick={() => setFolge(n)}>
                <span className="kern-label">{t.nachfassen}</span>
              </button>
            </div>
          )}
        </div>
      ))}
      {b && (
        <Anfordern
          kandidatId={kandidatId}
          art={art}
          folge={folge}
          ausPruefliste={ausPruefliste.filter((p) => !angefragt.has(p.key))}
          onStand={(s, meldung) => {
            setStand(s);
            setFolge(null);
            setErfolg(meldung);
          }}
        />
      )}
    </section>
  );
}
