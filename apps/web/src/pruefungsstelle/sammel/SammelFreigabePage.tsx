// Sammelfreigabe (issue 28 point 4, decision 0047): a leitung chooses up to 500 open drafts → the
// preview lists them with their decisions → each is released on its own (the four-eyes rule of each:
// never one's own draft) → the report lists what was released and what not, with the German reason.
// Drafts the reader may not release show why instead of a checkbox; other roles read the list only.
import { useState } from 'react';
import { Link } from 'react-router';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import {
  sammelBerichtSchema,
  sammelEntwuerfeSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { staffPost } from '../api';
import { Blaettern } from '../components/Blaettern';
import { Tabelle } from '../kandidat/Tabelle';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { StaffPage } from '../pages/StaffPage';
import { useStaff } from '../StaffContext';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { Auswahltabelle } from './Auswahltabelle';
import { Bericht } from './Bericht';
import { ErscheinenderAbschnitt } from './ErscheinenderAbschnitt';
import { useSammel } from './useSammel';

export function SammelFreigabePage() {
  const { sitzung } = useStaff();
  const leitung = sitzung?.rolle === 'leitung';
  const { query, blaettern } = useAdressAbfrage();
  const { stand, daten, reload } = useStaffDaten(sammelEntwuerfeSchema, P.sammelEntwuerfe, { query });
  const { sendet, gewaehlt, setzen, bericht, senden } = useSammel(reload);
  const [vorschau, setVorschau] = useState(false);
  const auswahl = daten?.eintraege.filter((e) => gewaehlt.has(e.id)) ?? [];

  const freigeben = async () => {
    const entwuerfe = auswahl.map((e) => e.id);
    if (await senden(() => staffPost(sammelBerichtSchema, P.sammelFreigeben, { entwuerfe })))
      setVorschau(false);
  };

  return (
    <StaffPage title={l.sammelFreigabe}>
      <p className="kern-body">{leitung ? l.sammelFreigabeText : l.sammelFreigabeNurLeitung}</p>
      <p className="kern-body">
        <Link className="kern-link" to={staffPaths.sammelZulassungen.href}>
          {l.sammelLink}
        </Link>
      </p>
      {bericht && <Bericht bericht={bericht} />}
      {vorschau && auswahl.length > 0 && (
        <ErscheinenderAbschnitt id="freigabe-vorschau" titel={l.vorschauTitel}>
          <Tabelle
            label={l.vorschauTitel}
            spalten={[
              l.spalten.kandidat,
              l.spalten.aktenzeichen,
              l.spalten.entscheidung,
              l.spalten.entworfenVon,
            ]}
          >
            {auswahl.map((e) => (
              <tr key={e.id} className="kern-table__row">
                <th scope="row" className="kern-table__cell">
                  {e.name}
                </th>
                <td className="kern-table__cell staff__nowrap">{e.aktenzeichen}</td>
                <td className="kern-table__cell">{e.entscheidung}</td>
                <td className="kern-table__cell">{e.entworfenVon}</td>
              </tr>
            ))}
          </Tabelle>
          <div className="form-actions">
            <button
              type="button"
              className="kern-btn kern-btn--primary"
              disabled={sendet}
              onClick={() => void freigeben()}
            >
              <span className="kern-label">{l.freigeben(auswahl.length)}</span>
            </button>
          </div>
        </ErscheinenderAbschnitt>
      )}
      <MitDaten stand={stand}>
        {(d) =>
          d.eintraege.length === 0 ? (
            <p className="kern-body">{l.keineEintraege}</p>
          ) : (
            <section aria-labelledby="freigabe-auswahl">
              <h2 id="freigabe-auswahl" className="kern-heading-medium">
                {l.auswahl}
              </h2>
              <Auswahltabelle
                titel={l.auswahl}
                spalten={[
                  l.spalten.kandidat,
                  l.spalten.aktenzeichen,
                  l.spalten.entscheidung,
                  l.spalten.entworfenVon,
                ]}
                zeilen={d.eintraege.map((e) => ({
                  id: e.id,
                  name: e.name,
                  zellen: [e.aktenzeichen, e.entscheidung, `${e.entworfenVon}, ${e.entworfenAm}`],
                  gesperrt: leitung ? (e.freigabe.moeglich ? null : e.freigabe.hinweis) : l.nurLeitung,
                }))}
                gewaehlt={gewaehlt}
                setzen={setzen}
              />
              {leitung && (
                <div className="form-actions">
                  <button
                    type="button"
                    className="kern-btn kern-btn--secondary"
                    disabled={sendet || gewaehlt.size === 0}
                    onClick={() => setVorschau(true)}
                  >
                    <span className="kern-label">{l.vorschau}</span>
                  </button>
                </div>
              )}
              <Blaettern seite={d.seite} seiten={d.seiten} gehe={blaettern} />
            </section>
          )
        }
      </MitDaten>
    </StaffPage>
  );
}
