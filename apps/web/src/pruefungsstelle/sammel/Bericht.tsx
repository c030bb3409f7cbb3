// The report after a batch (issue 28 point 4): how many were done, and every item – done, or refused
// with the server's German reason – in a table, refused ones first so none is overlooked.
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import type { SammelBericht } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { Alert } from '../../components/form/Alert';
import { ErscheinenderAbschnitt } from './ErscheinenderAbschnitt';
import { Tabelle } from '../kandidat/Tabelle';

export function Bericht({ bericht }: { bericht: SammelBericht }) {
  const eintraege = [...bericht.eintraege].sort((a, b) => Number(a.ok) - Number(b.ok));
  return (
    <ErscheinenderAbschnitt id="sammel-bericht" titel={l.bericht}>
      <Alert variant={bericht.fehlgeschlagen > 0 ? 'info' : 'success'}>{bericht.message}</Alert>
      <Tabelle
        label={l.bericht}
        spalten={[l.spalten.kandidat, l.spalten.aktenzeichen, l.spalten.ergebnis, l.spalten.grund]}
      >
        {eintraege.map((e) => (
          <tr key={e.id} className="kern-table__row">
            <th scope="row" className="kern-table__cell">
              {e.name}
            </th>
            <td className="kern-table__cell staff__nowrap">{e.aktenzeichen}</td>
            <td className="kern-table__cell">{e.ok ? l.ergebnisOk : l.ergebnisFehler}</td>
            <td className="kern-table__cell staff__umbruch">{e.meldung}</td>
          </tr>
        ))}
      </Tabelle>
    </ErscheinenderAbschnitt>
  );
}
