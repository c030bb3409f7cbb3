// Kandidaten: search by name, birth data, e-mail or file number (folded as rules/suche.ts folds); a
// paged table, each row linking to the candidate and naming accounts that look like the same person.
// The query lives in the address (suche, seite), so a result can be bookmarked and Back works.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDatum } from '@examensportal/domain/format';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { kandidatenSeiteSchema } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { Alert } from '../../components/form/Alert';
import { Blaettern } from '../components/Blaettern';
import { Eingabe } from '../components/Eingabe';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { useStaffListe } from '../components/useStaffListe';
import { Tabelle } from '../kandidat/Tabelle';
import { DoppelungLinks } from '../kandidat/Doppelungen';
import { ROOT } from '../nav';
import { StaffPage } from './StaffPage';

const k = kandidatTexte;

export function KandidatenPage() {
  const { params, setParams, daten, fehler, blaettern } = useStaffListe(kandidatenSeiteSchema, P.kandidaten);

  const suchen = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const suche = String(new FormData(event.currentTarget).get('suche') ?? '').trim();
    setParams(suche ? { suche } : {});
  };

  return (
    <StaffPage title={k.kandidaten}>
      <p className="kern-body">{k.sucheText}</p>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      <div role="search">
        <form className="staff__filter" onSubmit={suchen}>
          <Eingabe
            id="kandidaten-suche"
            name="suche"
            type="search"
            label={k.suchbegriff}
            feldKlasse="staff__suchfeld"
            defaultValue={params.get('suche') ?? ''}
            key={params.get('suche') ?? ''}
            maxLength={200}
            autoComplete="off"
          />
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
                k.spalten.geburtsdatum,
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
                    {t.doppelungen.length > 0 && (
                      <p className="kern-body kern-body--small">
                        {k.doppelungHinweis} <DoppelungLinks doppelungen={t.doppelungen} />
                      </p>
                    )}
                  </th>
                  <td className="kern-table__cell staff__umbruch">{t.email}</td>
                  <td className="kern-table__cell staff__nowrap">{t.aktenzeichen}</td>
                  <td className="kern-table__cell staff__nowrap">{formatDatum(t.geburtsdatum)}</td>
                  <td className="kern-table__cell">{k.arten[t.art]}</td>
                  <td className="kern-table__cell">
                    {k.antragStatus[t.antragStatus]}
                    {t.termin ? ` (${t.termin})` : ''}
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
