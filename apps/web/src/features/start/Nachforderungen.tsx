import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { API, apiPath } from '@examensportal/domain/api';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { nachforderungTexte as t } from '@examensportal/domain/messages-nachforderung';
import {
  STANDARD_DOKUMENTTYP,
  istAkteneingangTyp,
  uploadListen,
} from '@examensportal/domain/rules/documents';
import type { Art } from '@examensportal/domain/rules/facts';
import {
  hochgeladenSchema,
  type NachforderungAnsicht,
  type NachforderungenAntwort,
  nachforderungAntwortFormSchema,
  nachforderungenAntwortSchema,
} from '@examensportal/domain/schemas/nachforderung';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextareaField } from '../../components/form/TextareaField';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import type { ChosenFile } from '../../components/upload/chosenFiles';
import { FileUpload } from '../../components/upload/FileUpload';
import { multipartBody } from '../../components/upload/multipartBody';
import { useUpload } from '../../components/upload/useUpload';
import { api, parseAntwort, toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';

// The office's requests for documents on /start (issue 27 points 2 and 3, decision 0039): what is
// still missing and until when, each item answered here with a text or an upload (through the digital
// file's intake, then linked to the item); and the processing deadline ("Vollständig seit …").

type Punkt = NachforderungAnsicht['punkte'][number];

/** The answer's form values: a text, or the one file chosen. */
interface AntwortWerte {
  text: string;
  dateien: ChosenFile[];
}

/**
 * One item's answer: a form of the field library (react-hook-form over the domain's schema, FormShell):
 * the missing text or file in the summary, focused; the server's or the upload's failure above it.
 */
function PunktAntwort({
  art,
  n,
  punkt,
  onStand,
}: {
  art: Art;
  n: NachforderungAnsicht;
  punkt: Punkt;
  onStand: (stand: NachforderungenAntwort) => void;
}) {
  const formId = `nachforderung-${punkt.id}`;
  const [serverError, setServerError] = useState<string | null>(null);
  const upload = useUpload();
  const form = useForm<AntwortWerte>({
    resolver: zodResolver(nachforderungAntwortFormSchema(punkt.art)) as unknown as Resolver<AntwortWerte>,
    defaultValues: { text: '', dateien: [] },
  });
  const { formState } = form;
  const pfad = apiPath(API.nachforderungAntworten, { id: n.id, punktId: punkt.id });

  /** The chosen file through the digital file's intake; its new document's id, or null (said). */
  const hochladen = async (datei: File): Promise<string | null> => {
    const typ =
      punkt.dokumentTyp && istAkteneingangTyp(art, punkt.dokumentTyp)
        ? punkt.dokumentTyp
        : STANDARD_DOKUMENTTYP[art];
    const result = await upload.start(
      apiPath(API.dokumenteHochladen),
      multipartBody({ lists: uploadListen(art, [{ datei, typ }]) }),
    );
    if (result.status !== 'done') {
      if (result.status === 'failed') setServerError(result.error.message);
      return null;
    }
    return parseAntwort(hochgeladenSchema, result.data)[0]?.documentId ?? null;
  };

  const onSubmit = form.handleSubmit(async (werte) => {
    setServerError(null);
    try {
      const datei = werte.dateien[0]?.file;
      const dokumentId = punkt.art === 'dokument' && datei ? await hochladen(datei) : null;
      if (punkt.art === 'dokument' && !dokumentId) return;
      const body = dokumentId ? { dokumentId } : { text: werte.text };
      onStand(parseAntwort(nachforderungenAntwortSchema, await api.post(pfad, body)));
      toast.success(t.antwortEingegangen(formatZeitpunkt(new Date())));
    } catch (error) {
      const fehler = toErrorPayload(error);
      applyServerFieldErrors(form, fehler.fieldErrors, ['text']);
      setServerError(fehler.message);
    }
  });

  return (
    <div className="nachforderung-antwort" aria-busy={formState.isSubmitting || undefined}>
      <FormProvider {...form}>
        <FormShell
          formId={formId}
          fields={punkt.art === 'dokument' ? ['dateien'] : ['text']}
          labels={{ text: t.antwortText, dateien: t.antwortDokument }}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={t.antworten}
          submitDisabled={formState.isSubmitting}
          serverError={serverError}
        >
          {punkt.art === 'dokument' ? (
            <Controller
              name="dateien"
              control={form.control}
              render={({ field, fieldState }) => (
                <FileUpload
                  formId={formId}
                  name="dateien"
                  label={t.antwortDokument}
                  value={field.value}
                  onChange={field.onChange}
                  multiple={false}
                  required
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : (
            <TextareaField
              formId={formId}
              label={t.antwortText}
              required
              rows={3}
              registration={form.register('text')}
              error={fieldMessages(formState.errors, 'text')}
            />
          )}
        </FormShell>
      </FormProvider>
    </div>
  );
}

function Anforderung({
  art,
  n,
  onStand,
}: {
  art: Art;
  n: NachforderungAnsicht;
  onStand: (stand: NachforderungenAntwort) => void;
}) {
  const headingId = useId();
  const standText = n.stand === 'offen' ? t.stand.offen(formatDatum(n.frist)) : t.stand[n.stand];
  return (
    <section className="kern-card nachforderung" aria-labelledby={headingId}>
      <div className="kern-card__container">
        <div className="kern-card__header">
          <h3 className="kern-title" id={headingId}>
            {t.titel} – {standText}
          </h3>
        </div>
        <div className="kern-card__body">
          <p className="kern-body">{t.fristBis(formatDatum(n.frist))}</p>
          {n.hinweis && <p className="kern-body">{n.hinweis}</p>}
          <ol className="nachforderung-punkte">
            {n.punkte.map((punkt) => (
              <li key={punkt.id}>
                <p className="kern-body">
                  <strong>{punkt.art === 'dokument' ? t.artDokument : t.artFrage}:</strong>{' '}
                  {punkt.bezeichnung}
                </p>
                {punkt.antworten.length === 0 ? (
                  <p className="kern-body">{t.keineAntwort}</p>
                ) : (
                  <ul>
                    {punkt.antworten.map((a) => (
                      <li key={a.id} className="kern-body">
                        {t.antwortEingegangen(formatZeitpunkt(a.eingegangenAm))}{' '}
                        {a.text ?? a.dokument?.name ?? ''}
                        {a.verspaetet && ` (${t.verspaetet})`}
                      </li>
                    ))}
                  </ul>
                )}
                {(n.stand === 'offen' || n.stand === 'abgelaufen') && punkt.antworten.length === 0 && (
                  <PunktAntwort art={art} n={n} punkt={punkt} onStand={onStand} />
                )}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** Open requests and the processing deadline; nothing while the candidate has no sent application. */
export function Nachforderungen({ art }: { art: Art }) {
  const [stand, setStand] = useState<NachforderungenAntwort | null>(null);
  const headingId = useId();

  const load = useCallback(async () => {
    try {
      setStand(parseAntwort(nachforderungenAntwortSchema, await api.get(apiPath(API.nachforderungen))));
    } catch {
      // The rest of /start stands on its own; the status panel reports a failing server.
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (!stand || (!stand.bearbeitung && stand.nachforderungen.length === 0)) return null;
  const offen = stand.nachforderungen.filter((n) => n.stand === 'offen' || n.stand === 'abgelaufen');
  const b = stand.bearbeitung;
  return (
    <section className="nachforderungen" aria-labelledby={headingId}>
      <h2 className="kern-heading-medium" id={headingId}>
        {offen.length > 0 ? t.offeneAnforderungen : t.titel}
      </h2>
      {b?.vollstaendigSeit && b.entscheidungBis && (
        <p className="kern-body">
          {t.vollstaendigSeit(formatDatum(b.vollstaendigSeit))} ·{' '}
          {t.entscheidungBis(formatDatum(b.entscheidungBis))}
        </p>
      )}
      {b && b.fehlt.length > 0 && <p className="kern-body">{t.esFehlt(b.fehlt.join('; '))}</p>}
      {offen.map((n) => (
        <Anforderung key={n.id} art={art} n={n} onStand={setStand} />
      ))}
    </section>
  );
}
