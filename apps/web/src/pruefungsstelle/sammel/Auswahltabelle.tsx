// A table of a batch's choice (issue 28 point 4): a checkbox per selectable row, one to select every
// selectable row of the page, and the count chosen; rows that cannot be chosen show why instead.
import type { ReactNode } from 'react';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { Checkbox } from '../../components/form/CheckboxField';
import { RowCheckbox } from '../../components/form/RowCheckbox';
import { Tabelle } from '../kandidat/Tabelle';

export interface AuswahlZeile {
  id: string;
  name: string;
  /** The cells after the name. */
  zellen: readonly ReactNode[];
  /** Null: selectable; else why not (German). */
  gesperrt?: string | null;
}

export function Auswahltabelle({
  titel,
  spalten,
  zeilen,
  gewaehlt,
  setzen,
}: {
  titel: string;
  spalten: readonly string[];
  zeilen: readonly AuswahlZeile[];
  gewaehlt: ReadonlySet<string>;
  setzen: (ids: readonly string[], an: boolean) => void;
}) {
  const waehlbar = zeilen.filter((z) => !z.gesperrt).map((z) => z.id);
  const alle = waehlbar.length > 0 && waehlbar.every((id) => gewaehlt.has(id));
  return (
    <>
      <Checkbox
        id={`${titel}-alle`}
        label={l.alleAuswaehlen}
        checked={alle}
        disabled={waehlbar.length === 0}
        onChange={(an) => setzen(waehlbar, an)}
      />
      <p className="kern-body" role="status">
        {l.ausgewaehlt(gewaehlt.size)}
      </p>
      <Tabelle label={titel} spalten={[l.auswahl, ...spalten]}>
        {zeilen.map((z) => (
          <tr key={z.id} className="kern-table__row">
            <td className="kern-table__cell">
              {z.gesperrt ? (
                <span className="kern-body kern-body--small">{z.gesperrt}</span>
              ) : (
                <RowCheckbox
                  name={z.name}
                  checked={gewaehlt.has(z.id)}
                  onChange={(an) => setzen([z.id], an)}
                />
              )}
            </td>
            <th scope="row" className="kern-table__cell">
              {z.name}
            </th>
            {z.zellen.map((zelle, i) => (
              <td key={i} className="kern-table__cell">
                {zelle}
              </td>
            ))}
          </tr>
        ))}
      </Tabelle>
    </>
  );
}

/** The selection state of a batch page. */
export function waehlen(alt: ReadonlySet<string>, ids: readonly string[], an: boolean): ReadonlySet<string> {
  const next = new Set(alt);
  for (const id of ids) {
    if (an) next.add(id);
    else next.delete(id);
  }
  return next;
}
