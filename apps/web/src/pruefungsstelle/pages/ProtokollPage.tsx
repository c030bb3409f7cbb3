// Protokoll: the audit trail as people read it (issue 28 point 10) – names and Aktenzeichen instead of
// ids ("CSV-Zeile 3 – Name"), the changed fields with German labels instead of raw JSON, wrapping text;
// filters by person, candidate, action and period (paged in SQL by the server); the CSV export stays
// complete. Read with useStaffDaten/useAdressAbfrage (decision 0044).
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { protokollTexte as pt } from '@examensportal/domain/messages-pruefungsstelle-protokoll';
import { aenderungen, zielLesbar } from '@examensportal/domain/protokoll-lesbar';
import { type ProtokollEintrag, protokollSeiteSchema } from '@examensportal/domain/schemas/pruefungsstelle';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { staffDownload } from '../api';
import { PlainSelectField, PlainTextField } from '../../components/form/PlainFields';
import { Blaettern } from '../components/Blaettern';
import { Tabelle } from '../components/Tabelle';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { useStaffAktion } from '../useStaffAktion';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

const p = pruefungsstelle;
const s = p.seiten;
const FILTER = ['person', 'kandidat', 'aktion', 'von', 'bis'] as const;

/** What changed, a line per field: "Rolle: von „Sachbearbeitung“ zu „Leitung“". */
function Aenderungen({ e }: { e: ProtokollEintrag }) {
  const liste = aenderungen(e.vorher, e.nachher);
  if (liste.length === 0) return null;
  return (
    <ul className="staff__liste">
      {liste.map((a) => (
        <li key={a.feld}>
          <span className="kern-label">{a.feld}:</span>{' '}
          {a.vorher === '–' ? pt.neu(a.nachher) : pt.vonZu(a.vorher, a.nachher)}
        </li>
      ))}
    </ul>
  );
}

function Betrifft({ e }: { e: ProtokollEintrag }) {
  const text = zielLesbar(e.ziel, e.kandidat?.name);
  if (!e.kandidat) return <>{text}</>;
  return (
    <>
      {text}
      <br />
      <Link to={staffPaths.kandidat.getHref(e.kandidat.id)}>
        {e.kandidat.name} ({e.kandidat.aktenzeichen})
      </Link>
    </>
  );
}

export function ProtokollPage() {
  const { params, query, filtern, blaettern } = useAdressAbfrage();
  const { stand, daten } = useStaffDaten(protokollSeiteSchema, P.protokoll, { query });
  const { ausfuehren } = useStaffAktion();

  const absenden = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    filtern(Object.fromEntries(FILTER.map((key) => [key, String(data.get(key) ?? '').trim()])));
  };
  const exportieren = async () => {
    const filter = new URLSearchParams(params);
    filter.delete('seite');
    await ausfuehren(() => staffDownload(P.protokollCsv, { query: filter.toString() }));
  };

  return (
    <StaffPage title={s.protokoll}>
      <p className="kern-body">{s.protokollText}</p>
      <form className="staff__filter" onSubmit={absenden} aria-label={s.filter}>
        <PlainSelectField
          id="filter-person"
          name="person"
          label={s.person}
          defaultValue={params.get('person') ?? ''}
          key={`p${query}${daten ? 'd' : ''}`}
          options={[
            { value: '', label: s.allePersonen },
            ...(daten?.personen.map((x) => ({ value: x.id, label: x.name })) ?? []),
          ]}
        />
        <PlainTextField
          id="filter-kandidat"
          name="kandidat"
          type="search"
          label={pt.kandidat}
          hint={<span className="kern-sr-only">{pt.kandidatHinweis}</span>}
          defaultValue={params.get('kandidat') ?? ''}
          frameClass="staff__suchfeld"
        />
        <PlainSelectField
          id="filter-aktion"
          name="aktion"
          label={s.aktion}
          defaultValue={params.get('aktion') ?? ''}
          key={`a${query}${daten ? 'd' : ''}`}
          options={[
            { value: '', label: s.alleAktionen },
            ...(daten?.aktionen.map((a) => ({ value: a, label: p.aktionen[a] ?? a })) ?? []),
          ]}
        />
        <PlainTextField
          id="filter-von"
          name="von"
          type="date"
          label={s.vonDatum}
          defaultValue={params.get('von') ?? ''}
        />
        <PlainTextField
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

      <MitDaten stand={stand}>
        {(seite) => (
          <>
            <p className="kern-body" role="status">
              {s.eintraege(seite.gesamt)}
            </p>
            {seite.eintraege.length === 0 ? (
              <p className="kern-body">{s.keineEintraege}</p>
            ) : (
              <Tabelle label={s.protokoll} spalten={[s.zeitpunkt, s.wer, s.aktion, s.ziel, pt.aenderungen]}>
                {seite.eintraege.map((e) => (
                  <tr key={e.id} className="kern-table__row">
                    <td className="kern-table__cell staff__nowrap">{formatZeitpunkt(e.at)}</td>
                    <td className="kern-table__cell staff__umbruch">
                      {e.wer}
                      {e.quelle !== 'browser' && <> ({p.quellen[e.quelle] ?? e.quelle})</>}
                    </td>
                    <td className="kern-table__cell staff__umbruch">{p.aktionen[e.aktion] ?? e.aktion}</td>
                    <td className="kern-table__cell staff__umbruch">
                      <Betrifft e={e} />
                    </td>
                    <td className="kern-table__cell staff__umbruch">
                      <Aenderungen e={e} />
                    </td>
                  </tr>
                ))}
              </Tabelle>
            )}
            <Blaettern seite={seite.seite} seiten={seite.seiten} gehe={blaettern} />
          </>
        )}
      </MitDaten>
    </StaffPage>
  );
}
