import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { nachforderungTexte as t } from '@examensportal/domain/messages-nachforderung';
import {
  DATEI_ACCEPT,
  STANDARD_DOKUMENTTYP,
  istAkteneingangTyp,
  uploadListen,
} from '@examensportal/domain/rules/documents';
import type { Art } from '@examensportal/domain/rules/facts';
import {
  hochgeladenSchema,
  type NachforderungAnsicht,
  type NachforderungenAntwort,
  nachforderungenAntwortSchema,
} from '@examensportal/domain/schemas/nachforderung';
import { multipartBody } from '../../components/upload/multipartBody';
import { useUpload } from '../../components/upload/useUpload';
import { api, parseAntwort, toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';

// The office's requests for documents on /start (issue 27 points 2 and 3, decision 0039): what is
// still missing and until when, each item answered here with a text or an upload (through the digital
// file's intake, then linked to the item); and the processing deadline ("Vollständig seit …").

type Punkt = NachforderungAnsicht['punkte'][number];

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
  const id = useId();
  const [text, setText] = useState('');
  const [datei, setDatei] = useState<File | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const [sendet, setSendet] = useState(false);
  const upload = useUpload();
  const pfad = apiPath(API.nachforderungAntworten, { id: n.id, punktId: punkt.id });

  const senden = async (event: FormEvent) => {
    event.preventDefault();
    setSendet(true);
    setFehler(null);
    try {
      let body: { text: string } | { dokumentId: string };
      if (punkt.art === 'dokument') {
        if (!datei) {
          setFehler(t.textFehlt);
          return;
        }
        const typ =
          punkt.dokumentTyp && istAkteneingangTyp(art, punkt.dokumentTyp)
            ? punkt.dokumentTyp
            : STANDARD_DOKUMENTTYP[art];
        const result = await upload.start(
          apiPath(API.dokumenteHochladen),
          multipartBody({ lists: uploadListen(art, [{ datei, typ }]) }),
        );
        if (result.status !== 'done') {
          if (result.status === 'failed') setFehler(result.error.message);
          return;
        }
        const [doc] = parseAntwort(hochgeladenSchema, result.data);
        if (!doc) return;
        body = { dokumentId: doc.documentId };
      } else {
        if (!text.trim()) {
          setFehler(t.textFehlt);
          return;
        }
        body = { text };
      }
      onStand(parseAntwort(nachforderungenAntwortSchema, await api.post(pfad, body)));
      toast.success(t.antwortEingegangen(formatZeitpunkt(new Date())));
    } catch (error) {
      setFehler(toErrorPayload(error).message);
    } finally {
      setSendet(false);
    }
  };

  return (
    <form noValidate onSubmit={senden} className="nachforderung-antwort" aria-busy={sendet || undefined}>
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={id}>
          {punkt.art === 'dokument' ? t.antwortDokument : t.antwortText}
        </label>
        {punkt.art === 'dokument' ? (
          <input
            id={id}
            className="kern-form-input__input"
            type="file"
            accept={DATEI_ACCEPT}
            aria-invalid={fehler ? true : undefined}
            aria-describedby={fehler ? `${id}-fehler` : undefined}
            onChange={(e) => setDatei(e.target.files?.[0] ?? null)}
          />
        ) : (
          <textarea
            id={id}
            className="kern-form-input__input"
            rows={3}
            value={text}
            aria-invalid={fehler ? true : undefined}
            aria-describedby={fehler ? `${id}-fehler` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
        )}
        {fehler && (
          <p className="kern-error" id={`${id}-fehler`} role="alert">
            <span className="kern-icon kern-icon--danger kern-icon--md" aria-hidden="true" />
            <span className="kern-body">{fehler}</span>
          </p>
        )}
      </div>
      <button type="submit" className="kern-btn kern-btn--secondary" disabled={sendet}>
        <span className="kern-label">{t.antworten}</span>
      </button>
    </form>
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
