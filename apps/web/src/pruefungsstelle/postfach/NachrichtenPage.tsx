import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { DATEI_ACCEPT } from '@examensportal/domain/rules/documents';
import {
  type NachrichtAnsicht,
  type PostfachAntwort,
  postfachAntwortSchema,
  type VorlagenAntwort,
  vorlagenAntwortSchema,
} from '@examensportal/domain/schemas/postfach';
import { staffBlob, saveBlob, staffPost, staffPostMultipart } from '../api';
import { MitDaten } from '../MitDaten';
import { StaffPage } from '../pages/StaffPage';
import { staffPaths } from '../paths';
import { useStaffAktion } from '../useStaffAktion';
import { useStaffDaten } from '../useStaffDaten';

// The back-office's Postfach of one candidate (issue 27 point 1, decision 0049): the threads, the
// candidate's unread messages marked read when the caseworker opens the thread (a row and a Protokoll
// entry on the server), replies and new messages from a template, with attachments through the
// server's upload checks. The Eingang's queue "Nachrichten" links here.

type Bezuege = PostfachAntwort['bezuege'];

function Schreiben({
  kandidatId,
  antwortAuf,
  bezuege,
  vorlagen,
  onStand,
}: {
  kandidatId: string;
  antwortAuf?: string;
  bezuege: Bezuege;
  vorlagen: VorlagenAntwort['vorlagen'];
  onStand: (p: PostfachAntwort) => void;
}) {
  const id = useId();
  const [vorlage, setVorlage] = useState('');
  const [bezug, setBezug] = useState('');
  const [betreff, setBetreff] = useState('');
  const [text, setText] = useState('');
  const [dateien, setDateien] = useState<File[]>([]);
  const { sendet, ausfuehren } = useStaffAktion();

  const vorlageWaehlen = (schluessel: string) => {
    setVorlage(schluessel);
    const v = vorlagen.find((x) => x.schluessel === schluessel);
    if (!v) return;
    if (!antwortAuf) setBetreff(v.betreff);
    setText(v.text);
  };

  const senden = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const gewaehlt = bezuege.find((b) => `${b.art}:${b.id}` === bezug);
    const nachricht = {
      ...(antwortAuf
        ? { antwortAuf }
        : { betreff, bezug: gewaehlt ? { art: gewaehlt.art, id: gewaehlt.id } : null }),
      ...(vorlage ? { vorlage } : {}),
      text,
    };
    const body = new FormData();
    body.append('nachricht', JSON.stringify(nachricht));
    for (const datei of dateien) body.append('anhaenge', datei, datei.name);
    const ergebnis = await ausfuehren(
      () =>
        staffPostMultipart(postfachAntwortSchema, P.nachrichtSenden, body, { params: { id: kandidatId } }),
      { erfolg: t.gesendet },
    );
    if (!ergebnis.ok) return;
    onStand(ergebnis.antwort);
    setVorlage('');
    setBetreff('');
    setText('');
    setDateien([]);
    form.reset();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void senden(e)}
      className="postfach-schreiben"
      aria-busy={sendet || undefined}
    >
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={`${id}-vorlage`}>
          {t.vorlage}
        </label>
        <select
          id={`${id}-vorlage`}
          className="kern-form-input__select"
          value={vorlage}
          onChange={(e) => vorlageWaehlen(e.target.value)}
        >
          <option value="">{t.keineVorlage}</option>
          {vorlagen.map((v) => (
            <option key={v.schluessel} value={v.schluessel}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
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
          rows={8}
          maxLength={10000}
          value={text}
          onChange={(e) => setText(e.target.value)}
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
      <button type="submit" className="kern-btn kern-btn--primary" disabled={sendet}>
        <span className="kern-label">{antwortAuf ? t.antwortSenden : t.senden}</span>
      </button>
    </form>
  );
}

function Nachricht({ kandidatId, n }: { kandidatId: string; n: NachrichtAnsicht }) {
  const { ausfuehren } = useStaffAktion();
  const oeffnen = (documentId: string) =>
    void ausfuehren(async () => {
      const { blob, name } = await staffBlob(P.kandidatDokument, { params: { id: kandidatId, documentId } });
      saveBlob(blob, name);
    });
  const vomKandidat = n.von === 'kandidat';
  return (
    <li className={`postfach-nachricht postfach-nachricht--${n.von}`}>
      <p className="kern-body kern-body--small">
        <strong>{vomKandidat ? t.kandidatKurz : `${n.verfasstVon ?? ''} (${t.vonPruefungsstelle})`}</strong> ·{' '}
        {t.gesendetAm(formatZeitpunkt(n.gesendetAm))} ·{' '}
        {n.gelesenAm ? t.gelesenAm(formatZeitpunkt(n.gelesenAm)) : t.nichtGelesen}
      </p>
      <p className="kern-body postfach-nachricht__text">{n.text}</p>
      {n.anhaenge.length > 0 && (
        <ul aria-label={t.anhaenge}>
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

function Thread({
  kandidatId,
  thread,
  bezuege,
  vorlagen,
  onStand,
}: {
  kandidatId: string;
  thread: PostfachAntwort['threads'][number];
  bezuege: Bezuege;
  vorlagen: VorlagenAntwort['vorlagen'];
  onStand: (p: PostfachAntwort) => void;
}) {
  const { ausfuehren } = useStaffAktion();
  const ungelesen = thread.nachrichten.filter((n) => n.von === 'kandidat' && !n.gelesenAm);
  const erste = thread.nachrichten[0];
  const bezug = erste?.bezug
    ? bezuege.find((b) => b.art === erste.bezug?.art && b.id === erste.bezug.id)
    : null;
  const gelesen = async () => {
    for (const n of ungelesen) {
      const ergebnis = await ausfuehren(() =>
        staffPost(
          postfachAntwortSchema,
          P.nachrichtGelesen,
          {},
          { params: { id: kandidatId, nachrichtId: n.id } },
        ),
      );
      if (ergebnis.ok) onStand(ergebnis.antwort);
    }
  };
  return (
    <li className="kern-card postfach-thread">
      <details
        onToggle={(e) => {
          if ((e.currentTarget as HTMLDetailsElement).open && ungelesen.length > 0) void gelesen();
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
            <Nachricht key={n.id} kandidatId={kandidatId} n={n} />
          ))}
        </ol>
        <h3 className="kern-heading-small">{t.antworten}</h3>
        <Schreiben
          kandidatId={kandidatId}
          antwortAuf={thread.nachrichten.at(-1)?.id}
          bezuege={bezuege}
          vorlagen={vorlagen}
          onStand={onStand}
        />
      </details>
    </li>
  );
}

export function NachrichtenPage() {
  const { id = '' } = useParams();
  const postfach = useStaffDaten(postfachAntwortSchema, P.kandidatNachrichten, { params: { id } });
  const vorlagen = useStaffDaten(vorlagenAntwortSchema, P.nachrichtenVorlagen, { params: { id } });
  const neu = useId();
  return (
    <StaffPage title={t.titel}>
      <p className="kern-body">
        <Link className="kern-link" to={staffPaths.kandidat.getHref(id)}>
          {t.kandidatKurz}
        </Link>
      </p>
      <MitDaten stand={postfach.stand}>
        {(p) => (
          <>
            {p.ungelesen > 0 && <p className="kern-body">{t.ungelesen(p.ungelesen)}</p>}
            {p.threads.length === 0 ? (
              <p className="kern-body">{t.leer}</p>
            ) : (
              <ul className="postfach-threads">
                {p.threads.map((thread) => (
                  <Thread
                    key={thread.id}
                    kandidatId={id}
                    thread={thread}
                    bezuege={p.bezuege}
                    vorlagen={vorlagen.daten?.vorlagen ?? []}
                    onStand={postfach.setDaten}
                  />
                ))}
              </ul>
            )}
            <section aria-labelledby={neu}>
              <h2 className="kern-heading-medium" id={neu}>
                {t.neu}
              </h2>
              <Schreiben
                kandidatId={id}
                bezuege={p.bezuege}
                vorlagen={vorlagen.daten?.vorlagen ?? []}
                onStand={postfach.setDaten}
              />
            </section>
          </>
        )}
      </MitDaten>
    </StaffPage>
  );
}
