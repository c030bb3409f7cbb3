// Sammel-Kenntnisnahme (issue 28 point 4, decisions 0054, 0061): a caseworker chooses up to 500 items
// of the Eingang's withdrawals or new documents → confirms the list → each is acknowledged on its own
// (POST /sammel/kenntnisnahmen) → the report names what was done and what not, with the German reason.
// The choice as on the admissions batch page; reading and writing by the pattern of decision 0044.
import { useState } from 'react';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { Link, Navigate, useParams } from 'react-router';
import { eingang as e, KENNTNISNAHME_QUEUES } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { eingangSeiteSchema } from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { sammelBerichtSchema } from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { staffPost } from '../api';
import { Blaettern } from '../components/Blaettern';
import { Tabelle } from '../kandidat/Tabelle';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { StaffPage } from '../pages/StaffPage';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { Auswahltabelle } from './Auswahltabelle';
import { Bericht } from './Bericht';
import { ErscheinenderAbschnitt } from './ErscheinenderAbschnitt';
import { useSammel } from './useSammel';

type Queue = (typeof KENNTNISNAHME_QUEUES)[number];
const istQueue = (q: string | undefined): q is Queue =>
  (KENNTNISNAHME_QUEUES as readonly unknown[]).includes(q);

export function SammelKenntnisnahmePage() {
  const { queue } = useParams();
  if (!istQueue(queue))
    return <Navigate to={staffPaths.sammelKenntnisnahme.getHref(KENNTNISNAHME_QUEUES[0])} replace />;
  // Another queue starts with its own choice.
  return <Auswahl key={queue} queue={queue} />;
}

function Auswahl({ queue }: { queue: Queue }) {
  const { query, blaettern } = useAdressAbfrage();
  const { stand, daten, reload } = useStaffDaten(eingangSeiteSchema, P.eingangQueue, {
    params: { queue },
    query,
  });
  const { sendet, gewaehlt, setzen, bericht, senden } = useSammel(reload);
  const [bestaetigen, setBestaetigen] = useState(false);
  const auswahl = daten?.eintraege.filter((x) => gewaehlt.has(x.key)) ?? [];

  const kenntnisnehmen = async () => {
    const eintraege = auswahl.map((x) => x.key);
    if (await senden(() => staffPost(sammelBerichtSchema, P.sammelKenntnisnahmen, { eintraege })))
      setBestaetigen(false);
  };

  return (
    <StaffPage title={l.sammelKenntnisnahme}>
      <p className="kern-body">{l.sammelKenntnisnahmeText}</p>
      <ul className="kern-list">
        {KENNTNISNAHME_QUEUES.map((q) => (
          <li key={q}>
            <Link
              className="kern-link"
              to={staffPaths.sammelKenntnisnahme.getHref(q)}
              aria-current={q === queue ? 'page' : undefined}
            >
              {e.queues[q]}
            </Link>
          </li>
        ))}
      </ul>
      {bericht && <Bericht bericht={bericht} />}
      {bestaetigen && auswahl.length > 0 && (
        <ErscheinenderAbschnitt id="kenntnisnahme-vorschau" titel={l.vorschauTitel}>
          <p className="kern-body">{l.kenntnisBestaetigen(auswahl.length)}</p>
          <Tabelle label={l.vorschauTitel} spalten={[e.spalten.name, e.spalten.was, e.spalten.eingang]}>
            {auswahl.map((x) => (
              <tr key={x.key} className="kern-table__row">
                <th scope="row" className="kern-table__cell">
                  {x.name}
                </th>
                <td className="kern-table__cell staff__umbruch">{x.was}</td>
                <td className="kern-table__cell staff__nowrap">{formatZeitpunkt(x.eingegangenAm)}</td>
              </tr>
            ))}
          </Tabelle>
          <div className="form-actions">
            <button
              type="button"
              className="kern-btn kern-btn--primary"
              disabled={sendet}
              onClick={() => void kenntnisnehmen()}
            >
              <span className="kern-label">{l.kenntnisnehmen(auswahl.length)}</span>
            </button>
          </div>
        </ErscheinenderAbschnitt>
      )}
      <MitDaten stand={stand}>
        {(d) =>
          d.eintraege.length === 0 ? (
            <p className="kern-body">{e.leer[queue]}</p>
          ) : (
            <section aria-labelledby="kenntnisnahme-auswahl">
              <h2 id="kenntnisnahme-auswahl" className="kern-heading-medium">
                {e.queues[queue]}
              </h2>
              <Auswahltabelle
                titel={l.auswahl}
                spalten={[e.spalten.name, e.spalten.was, e.spalten.eingang, e.spalten.halter]}
                zeilen={d.eintraege.map((x) => ({
                  id: x.key,
                  name: x.name,
                  zellen: [x.was, formatZeitpunkt(x.eingegangenAm), x.halter?.name ?? ''],
                }))}
                gewaehlt={gewaehlt}
                setzen={setzen}
              />
              <div className="form-actions">
                <button
                  type="button"
                  className="kern-btn kern-btn--secondary"
                  disabled={sendet || gewaehlt.size === 0}
                  onClick={() => setBestaetigen(true)}
                >
                  <span className="kern-label">{l.vorschau}</span>
                </button>
              </div>
              <Blaettern seite={d.seite} seiten={d.seiten} gehe={blaettern} />
            </section>
          )
        }
      </MitDaten>
    </StaffPage>
  );
}
