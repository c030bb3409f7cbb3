// Kandidaten: search by name, e-mail or file number; a paged table, each row linking to the candidate.
// The query lives in the address (suche, seite), so a result can be bookmarked and Back works.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import type { KandidatenSeite } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffGet } from '../api';
import { Seitenwahl } from '../kandidat/Seitenwahl';
import { Tabelle } from '../kandidat/Tabelle';
import { ROOT } from '../nav';
import { StaffPage } from './StaffPage';

const k = kandidatTexte;

export function KandidatenPage() {
  const [params, setParams] = useSearchParams();
  const [daten, setDaten] = useState<KandidatenSeite | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const query = params.toString();

  const laden = useCallback(async () => {
    try {
      setFehler(null);
      setDaten(await staffGet<KandidatenSeite>(P.kandidaten, { query }));
    } catch (e) {
      setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  }, [query]);
  useEffect(() => {
    void laden();
  }, [laden]);

  const suchen = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const suche = String(new FormData(event.currentTarget).get('suche') ?? '').trim();
    setParams(suche ? { suche } : {});
  };
  const seite = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('seite', String(n));
    setParams(next);
  };

  return (
    <StaffPage title={k.kandidaten}>
      <p className="kern-body">{k.sucheText}</p>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      <div role="search">
        <form className="staff__filter" onSubmit={suchen}>
          <div className="kern-form-input staff__suchfeld">
            <label className="kern-label" htmlFor="kandidaten-suche">
              {k.suchbegriff}
            </label>
            <input
              id="kandidaten-suche"
              name="suche"
              type="search"
              className="kern-form-input__input"
              defaultValue={params.get('suche') ?? ''}
              key={params.get('suche') ?? ''}
              maxLength={200}
              autoComplete="off"
            />
          </div>
          <button type="submit" className="kern-btn kern-btn--primary">
            <span className="kern-label">{k.suchen}</span>
          </button>
        </form>
      </div>

      {daten && (
        <>
          <p className="kern-body" role="status">
            {daten.gesamt === 0 ? k.keineTreffer : k.treffer(daten.gesamt)}
          </p>
          {daten.treffer.length > 0 && (
            <Tabelle
              label={k.kandidaten}
              spalten={[
                k.spalten.name,
                k.spalten.email,
                k.spalten.aktenzeichen,
                k.spalten.art,
                k.spalten.antrag,
              ]}
            >
              {daten.treffer.map((t) => (
                <tr key={t.id} className="kern-table__row">
                  <th scope="row" className="kern-table__cell">
                    <Link className="kern-link" to={`${ROOT}/kandidaten/${t.id}`}>
                      {t.name}
                    </Link>
                  </th>
                  <td className="kern-table__cell staff__umbruch">{t.email}</td>
                  <td className="kern-table__cell staff__nowrap">{t.aktenzeichen}</td>
                  <td className="kern-table__cell">{k.arten[t.art]}</td>
                  <td className="kern-table__cell">
                    {k.antragStatus[t.antragStatus]}
                    {t.termin ? ` (${t.termin})` : ''}
                  </td>
                </tr>
              ))}
            </Tabelle>
          )}
          <Seitenwahl seite={daten.seite} seiten={daten.seiten} wechseln={seite} />
        </>
      )}
    </StaffPage>
  );
}
