// Protokoll: the audit trail, filterable by person, action and day range, paged, CSV export.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import type { ProtokollEintrag } from '@examensportal/domain/schemas/pruefungsstelle';
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffDownload, staffGet } from '../api';
import { StaffPage } from './StaffPage';

const p = pruefungsstelle;
const s = p.seiten;
const FILTER = ['person', 'aktion', 'von', 'bis'] as const;

interface Antwort {
  eintraege: ProtokollEintrag[];
  gesamt: number;
  seite: number;
  seiten: number;
  personen: { id: string; name: string }[];
  aktionen: string[];
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function ProtokollPage() {
  const [params, setParams] = useSearchParams();
  const [daten, setDaten] = useState<Antwort | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const query = params.toString();

  const laden = useCallback(async () => {
    try {
      setFehler(null);
      setDaten(await staffGet<Antwort>(P.protokoll, { query }));
    } catch (e) {
      setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  }, [query]);
  useEffect(() => {
    void laden();
  }, [laden]);

  const filtern = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER) {
      const value = String(data.get(key) ?? '');
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const seite = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('seite', String(n));
    setParams(next);
  };
  const exportieren = async () => {
    const filter = new URLSearchParams(params);
    filter.delete('seite');
    try {
      await staffDownload(P.protokollCsv, { query: filter.toString() });
    } catch (e) {
      setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  };

  return (
    <StaffPage title={s.protokoll}>
      <p className="kern-body">{s.protokollText}</p>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      <form className="staff__filter" onSubmit={filtern} aria-label={s.filter}>
        <div className="kern-form-input">
          <label className="kern-label" htmlFor="filter-person">
            {s.person}
          </label>
          <div className="kern-form-input__select-wrapper">
            <select
              id="filter-person"
              name="person"
              className="kern-form-input__select"
              defaultValue={params.get('person') ?? ''}
              key={`p${query}`}
            >
              <option value="">{s.allePersonen}</option>
              {daten?.personen.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="kern-form-input">
          <label className="kern-label" htmlFor="filter-aktion">
            {s.aktion}
          </label>
          <div className="kern-form-input__select-wrapper">
            <select
              id="filter-aktion"
              name="aktion"
              className="kern-form-input__select"
              defaultValue={params.get('aktion') ?? ''}
              key={`a${query}`}
            >
              <option value="">{s.alleAktionen}</option>
              {daten?.aktionen.map((a) => (
                <option key={a} value={a}>
                  {p.aktionen[a] ?? a}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="kern-form-input">
          <label className="kern-label" htmlFor="filter-von">
            {s.vonDatum}
          </label>
          <input
            id="filter-von"
            name="von"
            type="date"
            className="kern-form-input__input"
            defaultValue={params.get('von') ?? ''}
          />
        </div>
        <div className="kern-form-input">
          <label className="kern-label" htmlFor="filter-bis">
            {s.bisDatum}
          </label>
          <input
            id="filter-bis"
            name="bis"
            type="date"
            className="kern-form-input__input"
            defaultValue={params.get('bis') ?? ''}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="kern-btn kern-btn--primary">
            <span className="kern-label">{s.filter}</span>
          </button>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={() => void exportieren()}>
            <span className="kern-label">{s.csvExport}</span>
          </button>
        </div>
      </form>

      {daten && (
        <>
          <p className="kern-body" role="status">
            {s.eintraege(daten.gesamt)}
          </p>
          {daten.eintraege.length === 0 ? (
            <p className="kern-body">{s.keineEintraege}</p>
          ) : (
            <div className="kern-table-responsive" tabIndex={0} role="region" aria-label={s.protokoll}>
              <table className="kern-table">
                <thead className="kern-table__head">
                  <tr className="kern-table__row">
                    {[s.zeitpunkt, s.wer, s.aktion, s.ziel, s.quelle, s.vorher, s.nachher].map((h) => (
                      <th key={h} scope="col" className="kern-table__header">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="kern-table__body">
                  {daten.eintraege.map((e) => (
                    <tr key={e.id} className="kern-table__row">
                      <td className="kern-table__cell">{formatZeitpunkt(e.at)}</td>
                      <td className="kern-table__cell">{e.wer}</td>
                      <td className="kern-table__cell">{p.aktionen[e.aktion] ?? e.aktion}</td>
                      <td className="kern-table__cell">{e.ziel}</td>
                      <td className="kern-table__cell">{p.quellen[e.quelle] ?? e.quelle}</td>
                      <td className="kern-table__cell">
                        <code>{json(e.vorher)}</code>
                      </td>
                      <td className="kern-table__cell">
                        <code>{json(e.nachher)}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {daten.seiten > 1 && (
            <nav aria-label={s.seite(daten.seite, daten.seiten)} className="form-actions">
              <button
                type="button"
                className="kern-btn kern-btn--secondary"
                disabled={daten.seite <= 1}
                onClick={() => seite(daten.seite - 1)}
              >
                <span className="kern-label">{s.vorherigeSeite}</span>
              </button>
              <span className="kern-body">{s.seite(daten.seite, daten.seiten)}</span>
              <button
                type="button"
                className="kern-btn kern-btn--secondary"
                disabled={daten.seite >= daten.seiten}
                onClick={() => seite(daten.seite + 1)}
              >
                <span className="kern-label">{s.naechsteSeite}</span>
              </button>
            </nav>
          )}
        </>
      )}
    </StaffPage>
  );
}
