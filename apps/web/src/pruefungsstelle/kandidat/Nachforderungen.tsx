import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
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
import { Alert } from '../../components/form/Alert';
import { StaffApiError, staffGet, staffPost } from '../api';

// The Kandidat page's Nachforderungen (issue 27 points 2 and 3, decision 0039): each request with its
// state and every item's answers (documents open in the viewer), closing a request, a follow-up, and
// the form that asks for documents or information; the processing deadline on top. Not a decision:
// it is sent at once, without a second person.

/** The default deadline the server applies (NACHFORDERUNG_FRIST_TAGE, default 28). */
const STANDARD_TAGE = 28;

function Anfordern({
  kandidatId,
  art,
  folge,
  onStand,
}: {
  kandidatId: string;
  art: Art;
  folge: NachforderungAnsicht | null;
  onStand: (stand: NachforderungenAntwort, erfolg: string) => void;
}) {
  const id = useId();
  const [punktArt, setPunktArt] = useState<'dokument' | 'frage'>('dokument');
  const [zeilen, setZeilen] = useState('');
  const [typ, setTyp] = useState('');
  const [frist, setFrist] = useState('');
  const [hinweis, setHinweis] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);

  useEffect(() => {
    if (folge)
      setZeilen(
        folge.punkte
          .filter((p) => p.antworten.length === 0)
          .map((p) => p.bezeichnung)
          .join('\n'),
      );
  }, [folge]);

  const senden = async (event: FormEvent) => {
    event.preventDefault();
    setFehler(null);
    const punkte = zeilen
      .split('\n')
      .map((z) => z.trim())
      .filter(Boolean)
      .map((bezeichnung) => ({
        art: punktArt,
        bezeichnung,
        ...(punktArt === 'dokument' && typ ? { dokumentTyp: typ } : {}),
      }));
    try {
      const stand = await staffPost(
        nachforderungenAntwortSchema,
        P.nachforderungAnlegen,
        {
          punkte,
          ...(frist ? { frist } : {}),
          ...(hinweis ? { hinweis } : {}),
          ...(folge ? { folgeVon: folge.id } : {}),
        },
        { params: { id: kandidatId } },
      );
      onStand(stand, t.gesendet);
      setZeilen('');
      setHinweis('');
      setFrist('');
    } catch (e) {
      setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  };

  return (
    <form noValidate onSubmit={senden} className="staff__nachforderung-form">
      {folge && <Alert variant="info">{t.folgeZu}</Alert>}
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      <fieldset className="kern-fieldset">
        <legend className="kern-label">{t.artWahl}</legend>
        <div className="kern-fieldset__body kern-fieldset__body--horizontal">
          {(['dokument', 'frage'] as const).map((a) => (
            <div className="kern-form-check" key={a}>
              <input
                className="kern-form-check__radio"
                type="radio"
                id={`${id}-${a}`}
                name={`${id}-art`}
                checked={punktArt === a}
                onChange={() => setPunktArt(a)}
              />
              <label className="kern-label" htmlFor={`${id}-${a}`}>
                {a === 'dokument' ? t.artDokument : t.artFrage}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={`${id}-zeilen`}>
          {t.bezeichnung}
        </label>
        <div className="kern-hint" id={`${id}-zeilen-hinweis`}>
          {t.bezeichnungHinweis}
        </div>
        <textarea
          id={`${id}-zeilen`}
          className="kern-form-input__input"
          rows={3}
          aria-describedby={`${id}-zeilen-hinweis`}
          value={zeilen}
          onChange={(e) => setZeilen(e.target.value)}
        />
      </div>
      {punktArt === 'dokument' && (
        <div className="kern-form-input">
          <label className="kern-label" htmlFor={`${id}-typ`}>
            {t.dokumentTyp}
          </label>
          <select
            id={`${id}-typ`}
            className="kern-form-input__select"
            value={typ}
            onChange={(e) => setTyp(e.target.value)}
          >
            <option value="">{t.keinTyp}</option>
            {AKTENEINGANG_TYPEN[art].map((v) => (
              <option key={v} value={v}>
                {dokumenttypBezeichnung(v)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={`${id}-frist`}>
          {t.frist}
        </label>
        <div className="kern-hint" id={`${id}-frist-hinweis`}>
          {t.fristHinweis(STANDARD_TAGE)}
        </div>
        <input
          id={`${id}-frist`}
          className="kern-form-input__input"
          type="date"
          aria-describedby={`${id}-frist-hinweis`}
          value={frist}
          onChange={(e) => setFrist(e.target.value)}
        />
      </div>
      <div className="kern-form-input">
        <label className="kern-label" htmlFor={`${id}-hinweis`}>
          {t.hinweis}
        </label>
        <textarea
          id={`${id}-hinweis`}
          className="kern-form-input__input"
          rows={2}
          value={hinweis}
          onChange={(e) => setHinweis(e.target.value)}
        />
      </div>
      <button type="submit" className="kern-btn kern-btn--primary">
        <span className="kern-label">{folge ? t.nachfassen : t.anfordern}</span>
      </button>
    </form>
  );
}

export function NachforderungenAbschnitt({
  kandidatId,
  art,
  oeffnen,
}: {
  kandidatId: string;
  art: Art;
  oeffnen: (dokumentId: string) => void;
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
