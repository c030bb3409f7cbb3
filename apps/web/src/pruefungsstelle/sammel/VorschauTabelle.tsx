// The preview of a batch (decisions 0047, 0061): each chosen item, possible or not with the server's
// German reason, and the one button that sends the batch. It appears above the list and takes the
// focus (ErscheinenderAbschnitt); every batch page with a server preview shows it so.
import { Link } from 'react-router';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import type { SammelVorschau } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { Tabelle } from '../kandidat/Tabelle';
import { staffPaths } from '../paths';
import { ErscheinenderAbschnitt } from './ErscheinenderAbschnitt';

export function VorschauTabelle({
  id,
  vorschau,
  hinweis,
  knopf,
  sendet,
  onBestaetigen,
}: {
  id: string;
  vorschau: SammelVorschau;
  /** How many of the chosen are possible, and that the report names each refusal. */
  hinweis: (moeglich: number, gewaehlt: number) => string;
  /** The confirm button's label for the number chosen. */
  knopf: (gewaehlt: number) => string;
  sendet: boolean;
  onBestaetigen: () => void;
}) {
  const moeglich = vorschau.eintraege.filter((e) => e.moeglich).length;
  const gewaehlt = vorschau.eintraege.length;
  return (
    <ErscheinenderAbschnitt id={id} titel={l.vorschauTitel}>
      <Tabelle
        label={l.vorschauTitel}
        spalten={[l.spalten.kandidat, l.spalten.aktenzeichen, l.spalten.ergebnis, l.spalten.grund]}
      >
        {vorschau.eintraege.map((e) => (
          <tr key={e.kandidat} className="kern-table__row">
            <th scope="row" className="kern-table__cell">
              <Link className="kern-link" to={staffPaths.kandidat.getHref(e.kandidat)}>
                {e.name}
              </Link>
            </th>
            <td className="kern-table__cell staff__nowrap">{e.aktenzeichen}</td>
            <td className="kern-table__cell">{e.moeglich ? l.moeglich : l.nichtMoeglich}</td>
            <td className="kern-table__cell staff__umbruch">{e.grund ?? ''}</td>
          </tr>
        ))}
      </Tabelle>
      <p className="kern-body">{hinweis(moeglich, gewaehlt)}</p>
      <div className="form-actions">
        <button
          type="button"
          className="kern-btn kern-btn--primary"
          disabled={sendet || moeglich === 0}
          onClick={onBestaetigen}
        >
          <span className="kern-label">{knopf(gewaehlt)}</span>
        </button>
      </div>
    </ErscheinenderAbschnitt>
  );
}
