// One page of a work queue as a sortable table (sort buttons in the headers, aria-sort on them).
// In the queues the office acknowledges, each row has a checkbox, and the header one for the page.
import { prueflisteTexte as pl } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import { Link } from 'react-router';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import type { EingangEintrag } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { NachteilsausgleichBadge } from '../kandidat/NachteilsausgleichBadge';
import { RowCheckbox } from '../../components/form/RowCheckbox';

const e = eingang;
const sp = e.spalten;

export type Sortierung = { sort: 'eingang' | 'name'; richtung: 'auf' | 'ab' };

function SortKopf({
  spalte,
  titel,
  sortierung,
  sortieren,
}: {
  spalte: Sortierung['sort'];
  titel: string;
  sortierung: Sortierung;
  sortieren: (s: Sortierung) => void;
}) {
  const aktiv = sortierung.sort === spalte;
  const richtung = aktiv ? sortierung.richtung : undefined;
  return (
    <th
      scope="col"
      className="kern-table__header"
      aria-sort={richtung === 'auf' ? 'ascending' : richtung === 'ab' ? 'descending' : 'none'}
    >
      <button
        type="button"
        className="eingang__sort"
        onClick={() => sortieren({ sort: spalte, richtung: aktiv && richtung === 'auf' ? 'ab' : 'auf' })}
      >
        {titel}
        <span aria-hidden="true">{richtung === 'auf' ? ' ▲' : richtung === 'ab' ? ' ▼' : ' ↕'}</span>
      </button>
    </th>
  );
}

export function EingangTabelle({
  titel,
  eintraege,
  sortierung,
  sortieren,
  auswahl,
  weiter = '',
}: {
  titel: string;
  eintraege: readonly EingangEintrag[];
  sortierung: Sortierung;
  sortieren: (s: Sortierung) => void;
  /** The queue and its filter, carried to the decision page for "Nächster Fall" (issue 28 point 4). */
  weiter?: string;
  /** Only in the queues the office acknowledges. */
  auswahl?: { gewaehlt: ReadonlySet<string>; setzen: (keys: readonly string[], an: boolean) => void };
}) {
  const alle =
    auswahl !== undefined && eintraege.length > 0 && eintraege.every((x) => auswahl.gewaehlt.has(x.key));
  return (
    <div className="kern-table-responsive" tabIndex={0} role="region" aria-label={titel}>
      <table className="kern-table">
        <thead className="kern-table__head">
          <tr className="kern-table__row">
            {auswahl && (
              <th scope="col" className="kern-table__header">
                <RowCheckbox
                  name={e.alleAuswaehlen}
                  checked={alle}
                  onChange={(an) =>
                    auswahl.setzen(
                      eintraege.map((x) => x.key),
                      an,
                    )
                  }
                />
              </th>
            )}
            <SortKopf spalte="name" titel={sp.name} sortierung={sortierung} sortieren={sortieren} />
            <th scope="col" className="kern-table__header">
              {sp.art}
            </th>
            <th scope="col" className="kern-table__header">
              {sp.was}
            </th>
            <SortKopf spalte="eingang" titel={sp.eingang} sortierung={sortierung} sortieren={sortieren} />
            <th scope="col" className="kern-table__header">
              {sp.alter}
            </th>
            <th scope="col" className="kern-table__header">
              {sp.halter}
            </th>
          </tr>
        </thead>
        <tbody className="kern-table__body">
          {eintraege.map((x) => (
            <tr key={x.key} className="kern-table__row">
              {auswahl && (
                <td className="kern-table__cell">
                  <RowCheckbox
                    name={e.auswaehlen(x.name, x.was)}
                    checked={auswahl.gewaehlt.has(x.key)}
                    onChange={(an) => auswahl.setzen([x.key], an)}
                  />
                </td>
              )}
              <td className="kern-table__cell">
                <Link className="kern-link" to={x.link} aria-label={e.zumKandidaten(x.name)}>
                  {x.name}
                </Link>
                <br />
                <span className="eingang__email">{x.email}</span>
                {x.entscheiden && (
                  <>
                    <br />
                    {/* One click to the decision beside the application (issue 28 point 4). */}
                    <Link
                      className="kern-link"
                      to={`${x.entscheiden}${weiter ? `?${weiter}` : ''}`}
                      aria-label={ft.zurEntscheidung(x.name)}
                    >
                      {ft.entscheidenLink}
                    </Link>
                  </>
                )}
              </td>
              <td className="kern-table__cell">{e.arten[x.art] ?? x.art}</td>
              <td className="kern-table__cell">
                {x.was}
                {x.nachteilsausgleich && (
                  <>
                    {' '}
                    <NachteilsausgleichBadge entschieden={x.nachteilsausgleichEntschieden} />
                  </>
                )}
                {x.nachweiseFehlen && (
                  <>
                    {' '}
                    <span className="kern-badge kern-badge--warning">{pl.fehlendeNachweise}</span>
                  </>
                )}
                {x.entscheidungBis && x.restTage !== undefined && (
                  <>
                    {' '}
                    {/* The processing deadline (issue 27 point 3): overdue items come first. */}
                    <span
                      className={`kern-badge kern-badge--${x.restTage < 0 ? 'danger' : x.restTage <= 14 ? 'warning' : 'info'}`}
                    >
                      {e.faellig(formatDatum(x.entscheidungBis))}
                      {x.restTage < 0 ? ` – ${e.ueberfaellig}` : ''}
                    </span>
                  </>
                )}
                {x.nachweise.length > 0 && (
                  <>
                    <br />
                    {sp.nachweis}: {x.nachweise.join(', ')}
                  </>
                )}
              </td>
              <td className="kern-table__cell">{formatZeitpunkt(x.eingegangenAm)}</td>
              <td className="kern-table__cell">
                {ft.alterTage(x.alterTage)}
                {x.ueberZiel && x.zielTage !== undefined && (
                  <>
                    {' '}
                    <span className="kern-badge kern-badge--warning">
                      {ft.zielUeberschritten(x.zielTage)}
                    </span>
                  </>
                )}
              </td>
              <td className="kern-table__cell">{x.halter?.name ?? ft.niemand}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
