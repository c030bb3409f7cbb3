// Protokoll: the audit trail, filterable by person, action and day range, paged, CSV export.
import type { FormEvent } from 'react';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { protokollSeiteSchema } from '@examensportal/domain/schemas/pruefungsstelle';
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { staffDownload } from '../api';
import { Auswahl } from '../components/Auswahl';
import { Blaettern } from '../components/Blaettern';
import { Eingabe } from '../components/Eingabe';
import { Tabelle } from '../components/Tabelle';
import { fehlerText, useStaffListe } from '../components/useStaffListe';
import { StaffPage } from './StaffPage';

const p = pruefungsstelle;
const s = p.seiten;
const FILTER = ['person', 'aktion', 'von', 'bis'] as const;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function ProtokollPage() {
  const { params, setParams, query, daten, fehler, setFehler, blaettern } = useStaffListe(
    protokollSeiteSchema,
    P.protokoll,
  );

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
  const exportieren = async () => {
    const filter = new URLSearchParams(params);
    filter.delete('seite');
    try {
      await staffDownload(P.protokollCsv, { query: filter.toString() });
    } catch (e) {
      setFehler(fehlerText(e));
    }
  };

  return (
    <StaffPage title={s.protokoll}>
      <p className="kern-body">{s.protokollText}</p>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      <form className="staff__filter" onSubmit={filtern} aria-label={s.filter}>
        <Auswahl
          id="filter-person"
          name="person"
          label={s.person}
          defaultValue={params.get('person') ?? ''}
          key={`p${query}`}
          optionen={[
            { value: '', text: s.allePersonen },
            ...(daten?.personen.map((x) => ({ value: x.id, text: x.name })) ?? []),
          ]}
        />
        <Auswahl
          id="filter-aktion"
          name="aktion"
          label={s.aktion}
          defaultValue={params.get('aktion') ?? ''}
          key={`a${query}`}
          optionen={[
            { value: '', text: s.alleAktionen },
            ...(daten?.aktionen.map((a) => ({ value: a, text: p.aktionen[a] ?? a })) ?? []),
          ]}
        />
        <Eingabe
          id="filter-von"
          name="von"
          type="date"
          label={s.vonDatum}
          defaultValue={params.get('von') ?? ''}
        />
        <Eingabe
          id="filter-bis"
          name="bis"
          type="date"
          label={s.bisDatum}
          defaultValue={params.get('bis') ?? ''}
        />
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
            <Tabelle
              label={s.protokoll}
              spalten={[s.zeitpunkt, s.wer, s.aktion, s.ziel, s.quelle, s.vorher, s.nachher]}
            >
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
            </Tabelle>
          )}
          <Blaettern seite={daten.seite} seiten={daten.seiten} gehe={blaettern} />
        </>
      )}
    </StaffPage>
  );
}
