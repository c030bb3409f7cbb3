import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import {
  MAX_ANHAENGE,
  type NachrichtAnsicht,
  type PostfachAntwort,
  type VorlagenAntwort,
} from '@examensportal/domain/schemas/postfach';
import { TextareaFieldByName, TextFieldByName } from '../form/byName';
import { FormShell } from '../form/FormShell';
import { SelectField } from '../form/SelectField';
import { UploadField } from '../form/UploadField';
import type { ChosenFile } from '../upload/chosenFiles';

// The one Postfach dialog of both sides (issue 27 point 1, decision 0049; duplicate report D1): the
// threads, newest first, each with its messages and a reply form, and the form for a new message. The
// form is react-hook-form with zod and the fields of components/form (decision 0045); attachments are
// chosen with the shared upload field. What a page does with a message – the candidate uploads the
// files to the Akteneingang first, the office sends them with the message – lies in its `senden`.

/** Whose Postfach this is: the candidate's own or the office's view of one candidate's. */
type PostfachSeite = 'kandidat' | 'pruefungsstelle';

type Vorlage = VorlagenAntwort['vorlagen'][number];

/** A message as the form gives it to the page. */
export interface PostfachEntwurf {
  antwortAuf?: string;
  betreff?: string;
  bezug?: { art: PostfachAntwort['bezuege'][number]['art']; id: string } | null;
  vorlage?: Vorlage['schluessel'];
  text: string;
  dateien: File[];
}

export interface PostfachDialogProps {
  seite: PostfachSeite;
  postfach: PostfachAntwort;
  /** The office's templates (the candidate has none). */
  vorlagen?: readonly Vorlage[];
  /** Sends a message; true when it went (the page took the new state and said so). */
  senden(entwurf: PostfachEntwurf): Promise<boolean>;
  /** Marks the other side's messages read (on opening a thread). */
  gelesen(nachrichtIds: readonly string[]): Promise<void>;
  /** Opens an attachment. */
  oeffnen(documentId: string): void;
}

const schreibenSchema = (neu: boolean) =>
  z.object({
    vorlage: z.string(),
    bezug: z.string(),
    betreff: neu
      ? z.string().trim().min(1, { error: t.betreffFehlt }).max(200, { error: t.betreffZuLang })
      : z.string(),
    text: z.string().trim().min(1, { error: t.textFehlt }).max(10_000, { error: t.textZuLang }),
    dateien: z.array(z.custom<ChosenFile>()).max(MAX_ANHAENGE, { error: t.zuVieleAnhaenge }),
  });
type Werte = z.infer<ReturnType<typeof schreibenSchema>>;
const LEER: Werte = { vorlage: '', bezug: '', betreff: '', text: '', dateien: [] };

function Schreiben({
  formId,
  antwortAuf,
  postfach,
  vorlagen,
  senden,
}: Pick<PostfachDialogProps, 'postfach' | 'vorlagen' | 'senden'> & { formId: string; antwortAuf?: string }) {
  const neu = antwortAuf === undefined;
  const form = useForm<Werte>({ resolver: zodResolver(schreibenSchema(neu)), defaultValues: LEER });
  const { formState, setValue, watch } = form;
  const vorlage = watch('vorlage');
  useEffect(() => {
    const v = vorlagen?.find((x) => x.schluessel === vorlage);
    if (!v) return;
    if (neu) setValue('betreff', v.betreff);
    setValue('text', v.text);
  }, [vorlage, vorlagen, neu, setValue]);

  const onSubmit = form.handleSubmit(async (werte) => {
    const gewaehlt = postfach.bezuege.find((b) => `${b.art}:${b.id}` === werte.bezug);
    const gesendet = await senden({
      ...(neu
        ? { betreff: werte.betreff, bezug: gewaehlt ? { art: gewaehlt.art, id: gewaehlt.id } : null }
        : { antwortAuf }),
      ...(werte.vorlage ? { vorlage: werte.vorlage as Vorlage['schluessel'] } : {}),
      text: werte.text,
      dateien: werte.dateien.map((d) => d.file),
    });
    if (gesendet) form.reset(LEER);
  });

  const felder = [
    ...(vorlagen ? (['vorlage'] as const) : []),
    ...(neu ? (['bezug', 'betreff'] as const) : []),
    'text',
    'dateien',
  ] as const;
  return (
    <FormProvider {...form}>
      <div className="postfach-schreiben" aria-busy={formState.isSubmitting || undefined}>
        <FormShell<Werte>
          formId={formId}
          fields={felder}
          labels={{
            vorlage: t.vorlage,
            bezug: t.bezug,
            betreff: t.betreff,
            text: t.text,
            dateien: t.anhangHinzufuegen,
          }}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={neu ? t.senden : t.antwortSenden}
          submitDisabled={formState.isSubmitting}
        >
          {vorlagen && (
            <SelectField
              formId={formId}
              name="vorlage"
              label={t.vorlage}
              placeholder={t.keineVorlage}
              options={vorlagen.map((v) => ({ value: v.schluessel, label: v.name }))}
            />
          )}
          {neu && (
            <>
              <SelectField
                formId={formId}
                name="bezug"
                label={t.bezug}
                placeholder={t.allgemein}
                options={postfach.bezuege.map((b) => ({ value: `${b.art}:${b.id}`, label: b.text }))}
              />
              <TextFieldByName formId={formId} name="betreff" label={t.betreff} required />
            </>
          )}
          <TextareaFieldByName
            formId={formId}
            name="text"
            label={t.text}
            rows={vorlagen ? 8 : 5}
            maxLength={10_000}
            required
          />
          <UploadField formId={formId} name="dateien" label={t.anhangHinzufuegen} />
        </FormShell>
      </div>
    </FormProvider>
  );
}

function Nachricht({
  seite,
  n,
  oeffnen,
}: {
  seite: PostfachSeite;
  n: NachrichtAnsicht;
  oeffnen: PostfachDialogProps['oeffnen'];
}) {
  const eigene = n.von === seite;
  const absender =
    n.von === 'pruefungsstelle'
      ? `${n.verfasstVon ?? t.vonPruefungsstelle} (${t.vonPruefungsstelle})`
      : seite === 'kandidat'
        ? t.vonKandidat
        : t.kandidatKurz;
  // The candidate sees whether the office read theirs; the office sees both sides' reading.
  const zeigeGelesen = eigene || seite === 'pruefungsstelle';
  return (
    <li className={`postfach-nachricht postfach-nachricht--${n.von}`}>
      <p className="kern-body kern-body--small">
        <strong>{absender}</strong> · {t.gesendetAm(formatZeitpunkt(n.gesendetAm))}
        {zeigeGelesen && ` · ${n.gelesenAm ? t.gelesenAm(formatZeitpunkt(n.gelesenAm)) : t.nichtGelesen}`}
      </p>
      <p className="kern-body postfach-nachricht__text">{n.text}</p>
      {n.anhaenge.length > 0 && (
        <ul className="postfach-nachricht__anhaenge" aria-label={t.anhaenge}>
          {n.anhaenge.map((a) => (
            <li key={a.id}>
              <button type="button" className="kern-btn kern-btn--tertiary" onClick={() => oeffnen(a.id)}>
                <span className="kern-label">{a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Thread({ thread, ...props }: PostfachDialogProps & { thread: PostfachAntwort['threads'][number] }) {
  const { seite, postfach, gelesen } = props;
  const ungelesen = thread.nachrichten.filter((n) => n.von !== seite && !n.gelesenAm);
  const erste = thread.nachrichten[0];
  const bezug = erste?.bezug
    ? postfach.bezuege.find((b) => b.art === erste.bezug?.art && b.id === erste.bezug.id)
    : null;
  return (
    <li className="kern-card postfach-thread">
      <details
        onToggle={(e) => {
          if ((e.currentTarget as HTMLDetailsElement).open && ungelesen.length > 0) {
            void gelesen(ungelesen.map((n) => n.id));
          }
        }}
      >
        <summary className="kern-title">
          {erste?.betreff}
          {ungelesen.length > 0 && <span className="kern-badge postfach-neu"> {t.neuMarke}</span>}
          <span className="kern-body kern-body--small">
            {' '}
            · {bezug ? bezug.text : t.allgemein} · {formatZeitpunkt(thread.nachrichten.at(-1)?.gesendetAm)}
          </span>
        </summary>
        <ol className="postfach-nachrichten">
          {thread.nachrichten.map((n) => (
            <Nachricht key={n.id} seite={seite} n={n} oeffnen={props.oeffnen} />
          ))}
        </ol>
        <h3 className="kern-heading-small">{t.antworten}</h3>
        <Schreiben
          formId={`postfach-${thread.id}`}
          antwortAuf={thread.nachrichten.at(-1)?.id}
          postfach={postfach}
          vorlagen={props.vorlagen}
          senden={props.senden}
        />
      </details>
    </li>
  );
}

/** The threads, the unread count and the form for a new message. */
export function PostfachDialog(props: PostfachDialogProps) {
  const { postfach } = props;
  const neu = useId();
  return (
    <>
      {postfach.ungelesen > 0 && <p className="kern-body">{t.ungelesen(postfach.ungelesen)}</p>}
      {postfach.threads.length === 0 ? (
        <p className="kern-body">{t.leer}</p>
      ) : (
        <ul className="postfach-threads">
          {postfach.threads.map((thread) => (
            <Thread key={thread.id} thread={thread} {...props} />
          ))}
        </ul>
      )}
      <section aria-labelledby={neu}>
        <h2 className="kern-heading-medium" id={neu}>
          {t.neu}
        </h2>
        <Schreiben
          formId="postfach-neu"
          postfach={postfach}
          vorlagen={props.vorlagen}
          senden={props.senden}
        />
      </section>
    </>
  );
}
