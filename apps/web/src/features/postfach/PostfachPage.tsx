import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { DATEI_ACCEPT, STANDARD_DOKUMENTTYP, uploadListen } from '@examensportal/domain/rules/documents';
import {
  type NachrichtAnsicht,
  type PostfachAntwort,
  postfachAntwortSchema,
} from '@examensportal/domain/schemas/postfach';
import { hochgeladenSchema } from '@examensportal/domain/schemas/nachforderung';
import { signedInUser } from '../../app/slices/auth';
import { useAppSelector } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Alert } from '../../components/form/Alert';
import { Page } from '../../components/Page';
import { multipartBody } from '../../components/upload/multipartBody';
import { useUpload } from '../../components/upload/useUpload';
import { api, download, parseAntwort, saveDownload, toErrorPayload } from '../../lib/api';
import { kindOf } from '../../lib/session';
import { toast } from '../../lib/toast';
import { LoadingPlaceholder } from '../../wizard/LoadingPlaceholder';

// The candidate's Postfach (issue 27 point 1, decision 0049): threads with the office, newest first;
// opening a thread marks the office's messages in it as read (a row on the server, the office sees
// when); a reply or a new message with attachments uploaded through the digital file's intake first
// (size, type, malware scan there), then named in the message.

type Stand = { name: 'loading' } | { name: 'fehler'; text: string } | { name: 'bereit'; p: PostfachAntwort };

/** Uploads the chosen files to the Akteneingang and answers their document ids. */
function useAnhaengeHochladen() {
  const upload = useUpload();
  const user = useAppSelector((state) => signedInUser(state.auth));
  const art = kindOf(user?.art);
  return async (dateien: readonly File[]): Promise<string[] | null> => {
    if (dateien.length === 0) return [];
    const result = await upload.start(
      apiPath(API.dokumenteHochladen),
      multipartBody({
        lists: uploadListen(
          art,
          dateien.map((datei) => ({ datei, typ: STANDARD_DOKUMENTTYP[art] })),
        ),
      }),
    );
    if (result.status !== 'done') {
      if (result.status === 'failed') throw result.error;
      return null;
    }
    return parseAntwort(hochgeladenSchema, result.data).map((d) => d.documentId);
  };
}

function Schreiben({
  antwortAuf,
  bezuege,
  onStand,
}: {
  antwortAuf?: string;
  bezuege: PostfachAntwort['bezuege'];
  onStand: (p: PostfachAntwort) => void;
}) {
  const id = useId();
  const [bezug, setBezug] = useState('');
  const [betreff, setBetreff] = useState('');
  const [text, setText] = useState('');
  const [dateien, setDateien] = useState<File[]>([]);
  const [fehler, setFehler] = useState<string | null>(null);
  const [sendet, setSendet] = useState(false);
  const hochladen = useAnhaengeHochladen();

  const senden = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFehler(null);
    if (!antwortAuf && !betreff.trim()) return setFehler(t.betreffFehlt);
    if (!text.trim()) return setFehler(t.textFehlt);
    setSendet(true);
    try {
      const anhaenge = await hochladen(dateien);
      if (anhaenge === null) return;
      const gewaehlt = bezuege.find((b) => `${b.art}:${b.id}` === bezug);
      const body = {
        ...(antwortAuf
          ? { antwortAuf }
          : { betreff, bezug: gewaehlt ? { art: gewaehlt.art, id: gewaehlt.id } : null }),
        text,
        anhaenge,
      };
      onStand(parseAntwort(postfachAntwortSchema, await api.post(apiPath(API.postfachSenden), body)));
      toast.success(t.gesendet);
      setBetreff('');
      setText('');
      setDateien([]);
      form.reset();
    } catch (error) {
      setFehler(toErrorPayload(error).message);
    } finally {
      setSendet(false);
    }
  };

  const fehlerId = `${id}-fehler`;
  const invalid = fehler ? { 'aria-invalid': true, 'aria-describedby': fehlerId } : {};
  return (
    <form
      noValidate
      onSubmit={(e) => void senden(e)}
      className="postfach-schreiben"
      aria-busy={sendet || undefined}
    >
      {!antwortAuf && (
        <>
          <div className="kern-form-input">
            <label className="kern-label" htmlFor={`${id}-bezug`}>
              {t.bezug}
            </label>
            <select
              id={`${id}-bezug`}
              className="kern-form-input__select"
              value={bezug}
              onChange={(e) => setBezug(e.target.value)}
            >
              <option value="">{t.allgemein}</option>
              {bezuege.map((b) => (
                <option key={`${b.art}:${b.id}`} value={`${b.art}:${b.id}`}>
                  {b.text}
                </option>
              ))}
            </select>
          </div>
          <div className="kern-form-input">
            <label className="kern-label" htmlFor={`${id}-betreff`}>
              {t.betreff}
            </label>
            <input
              id={`${id}-betreff`}
              className="kern-form-input__input"
              type="text"
              maxLength={200}
              value={betreff}
              onChange={(e) => setBetreff(e.target.value)}
              {...invalid}
            />
          </div>
        </>
      )}
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={`${id}-text`}>
          {t.text}
        </label>
        <textarea
          id={`${id}-text`}
          className="kern-form-input__input"
          rows={5}
          maxLength={10000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...invalid}
        />
      </div>
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={`${id}-dateien`}>
          {t.anhangHinzufuegen}
        </label>
        <input
          id={`${id}-dateien`}
          className="kern-form-input__input"
          type="file"
          multiple
          accept={DATEI_ACCEPT}
          onChange={(e) => setDateien([...(e.target.files ?? [])])}
        />
      </div>
      {fehler && (
        <p className="kern-error" id={fehlerId} role="alert">
          <span className="kern-icon kern-icon--danger kern-icon--md" aria-hidden="true" />
          <span className="kern-body">{fehler}</span>
        </p>
      )}
      <button type="submit" className="kern-btn kern-btn--primary" disabled={sendet}>
        <span className="kern-label">{antwortAuf ? t.antwortSenden : t.senden}</span>
      </button>
    </form>
  );
}

function Nachricht({ n }: { n: NachrichtAnsicht }) {
  const oeffnen = async (id: string) => {
    try {
      saveDownload(await download(apiPath(API.dokumentHerunterladen, { documentId: id })));
    } catch (error) {
      toast.error(toErrorPayload(error).message);
    }
  };
  const eigene = n.von === 'kandidat';
  return (
    <li className={`postfach-nachricht postfach-nachricht--${n.von}`}>
      <p className="kern-body kern-body--small">
        <strong>{eigene ? t.vonKandidat : (n.verfasstVon ?? t.vonPruefungsstelle)}</strong>
        {eigene ? '' : ` (${t.vonPruefungsstelle})`} · {t.gesendetAm(formatZeitpunkt(n.gesendetAm))}
        {eigene && ` · ${n.gelesenAm ? t.gelesenAm(formatZeitpunkt(n.gelesenAm)) : t.nichtGelesen}`}
      </p>
      <p className="kern-body postfach-nachricht__text">{n.text}</p>
      {n.anhaenge.length > 0 && (
        <ul className="postfach-nachricht__anhaenge" aria-label={t.anhaenge}>
          {n.anhaenge.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="kern-btn kern-btn--tertiary"
                onClick={() => void oeffnen(a.id)}
              >
                <span className="kern-label">{a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Thread({
  thread,
  bezuege,
  onStand,
}: {
  thread: PostfachAntwort['threads'][number];
  bezuege: PostfachAntwort['bezuege'];
  onStand: (p: PostfachAntwort) => void;
}) {
  const ungelesen = thread.nachrichten.filter((n) => n.von === 'pruefungsstelle' && !n.gelesenAm);
  const erste = thread.nachrichten[0];
  const bezug = erste?.bezug
    ? bezuege.find((b) => b.art === erste.bezug?.art && b.id === erste.bezug.id)
    : null;
  const gelesen = async () => {
    let stand: PostfachAntwort | null = null;
    for (const n of ungelesen) {
      stand = parseAntwort(postfachAntwortSchema, await api.post(apiPath(API.postfachGelesen, { id: n.id })));
    }
    if (stand) onStand(stand);
  };
  return (
    <li className="kern-card postfach-thread">
      <details
        onToggle={(e) => {
          if ((e.currentTarget as HTMLDetailsElement).open && ungelesen.length > 0) {
            void gelesen().catch((error: unknown) => toast.error(toErrorPayload(error).message));
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
            <Nachricht key={n.id} n={n} />
          ))}
        </ol>
        <h3 className="kern-heading-small">{t.antworten}</h3>
        <Schreiben antwortAuf={thread.nachrichten.at(-1)?.id} bezuege={bezuege} onStand={onStand} />
      </details>
    </li>
  );
}

export default function PostfachPage() {
  const title = useRouteTitle();
  const [stand, setStand] = useState<Stand>({ name: 'loading' });
  const neu = useId();

  const uebernehmen = useCallback((p: PostfachAntwort) => {
    setStand({ name: 'bereit', p });
    // The header's count (PostfachZaehler.tsx listens; its UNGELESEN_EREIGNIS).
    window.dispatchEvent(new CustomEvent('postfach-ungelesen', { detail: p.ungelesen }));
  }, []);
  useEffect(() => {
    void (async () => {
      try {
        uebernehmen(parseAntwort(postfachAntwortSchema, await api.get(apiPath(API.postfach))));
      } catch (error) {
        setStand({ name: 'fehler', text: toErrorPayload(error).message });
      }
    })();
  }, [uebernehmen]);

  return (
    <Page title={title}>
      <p className="kern-body">{t.einleitung}</p>
      {stand.name === 'loading' && <LoadingPlaceholder />}
      {stand.name === 'fehler' && <Alert variant="danger">{stand.text}</Alert>}
      {stand.name === 'bereit' && (
        <>
          {stand.p.ungelesen > 0 && <p className="kern-body">{t.ungelesen(stand.p.ungelesen)}</p>}
          {stand.p.threads.length === 0 ? (
            <p className="kern-body">{t.leer}</p>
          ) : (
            <ul className="postfach-threads">
              {stand.p.threads.map((thread) => (
                <Thread key={thread.id} thread={thread} bezuege={stand.p.bezuege} onStand={uebernehmen} />
              ))}
            </ul>
          )}
          <section aria-labelledby={neu}>
            <h2 className="kern-heading-medium" id={neu}>
              {t.neu}
            </h2>
            <Schreiben bezuege={stand.p.bezuege} onStand={uebernehmen} />
          </section>
        </>
      )}
    </Page>
  );
}
