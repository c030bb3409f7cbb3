// Kandidaten: search by name, birth data, e-mail or file number (folded as rules/suche.ts folds),
// filtered by state, term, kind and LGS, sorted, paged in SQL, exported as CSV or XLSX (issue 28
// point 6). Each row links to the candidate, names accounts that look like the same person and shows the
// career the rules derive (never "Zugelassen" for a finished one). The query lives in the address
// (decision 0044: useAdressAbfrage + useStaffDaten), so a result can be bookmarked and Back works.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDatum } from '@examensportal/domain/format';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { kandidatenSeiteSchema } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import {
  KANDIDATEN_SORTIERUNGEN,
  KANDIDATEN_STAENDE,
  LGS_OPTIONEN,
  RICHTUNGEN,
} from '@examensportal/domain/schemas/pruefungsstelle-listen';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { type PlainOption, PlainSelectField, PlainTextField } from '../../components/form/PlainFields';
import { ZuweisungAuswahl } from '../components/ZuweisungAuswahl';
import { Blaettern } from '../components/Blaettern';
import { Tabelle } from '../kandidat/Tabelle';
import { DoppelungLinks } from '../kandidat/Doppelungen';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { ListenExport } from '../sammel/ListenExport';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

const k = kandidatTexte;
const FELDER = ['suche', 'status', 'termin', 'art', 'lgs', 'zuweisung', 'sortierung', 'richtung'] as const;

const mitAlle = (optionen: readonly PlainOption[]) => [{ value: '', label: l.alle }, ...optionen];

export function KandidatenPage() {
  const { params, query, filtern, blaettern } = useAdressAbfrage();
  const { stand } = useStaffDaten(kandidatenSeiteSchema, P.kandidaten, { query });

  const anwenden = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const werte = Object.fromEntries(FELDER.map((f) => [f, String(form.get(f) ?? '').trim()]));
    // The default order stays out of the address.
    if (werte.sortierung === 'name') delete werte.sortierung;
    if (werte.richtung === 'auf') delete werte.richtung;
    filtern(werte);
  };

  return (
    <StaffPage title={k.kandidaten}>
      <p className="kern-body">{k.sucheText}</p>
      <div role="search">
        <form className="staff__filter" onSubmit={anwenden} aria-label={l.filter} key={query}>
          <PlainTextField
            id="kandidaten-suche"
            name="suche"
            type="search"
            label={k.suchbegriff}
            frameClass="staff__suchfeld"
            defaultValue={params.get('suche') ?? ''}
            maxLength={200}
            autoComplete="off"
          />
          <PlainSelectField
            id="filter-status"
            name="status"
            label={l.stand}
            defaultValue={params.get('status') ?? ''}
            options={mitAlle(KANDIDATEN_STAENDE.map((v) => ({ value: v, label: l.standFilter[v] })))}
          />
          <PlainTextField
            id="filter-termin"
            name="termin"
            label={l.terminFeld}
            defaultValue={params.get('termin') ?? ''}
            maxLength={6}
            autoComplete="off"
          />
          <PlainSelectField
            id="filter-art"
            name="art"
            label={l.art}
            defaultValue={params.get('art') ?? ''}
            options={mitAlle(['WP', 'EIGNUNG'].map((v) => ({ value: v, label: k.arten[v] })))}
          />
          <PlainSelectField
            id="filter-lgs"
            name="lgs"
            label={l.lgs}
            defaultValue={params.get('lgs') ?? ''}
            options={mitAlle(Object.entries(LGS_OPTIONEN).map(([value, label]) => ({ value, label })))}
          />
          {/* Who holds the case (issue 28 point 1, decision 0046), as in the Eingang. */}
          <ZuweisungAuswahl id="filter-zuweisung" defaultValue={params.get('zuweisung') ?? ''} />
          <PlainSelectField
            id="filter-sortierung"
            name="sortierung"
            label={l.sortierung}
            defaultValue={params.get('sortierung') ?? 'name'}
            options={KANDIDATEN_SORTIERUNGEN.map((v) => ({ value: v, label: l.sortierungen[v] }))}
          />
          <PlainSelectField
            id="filter-richtung"
            name="richtung"
            label={l.richtung}
            defaultValue={params.get('richtung') ?? 'auf'}
            options={RICHTUNGEN.map((v) => ({ value: v, label: l.richtungen[v] }))}
          />
          <div className="form-actions">
            <button type="submit" className="kern-btn kern-btn--primary">
              <span className="kern-label">{k.suchen}</span>
            </button>
            <Link className="kern-link" to={staffPaths.kandidaten.href}>
              {l.filterZuruecksetzen}
            </Link>
          </div>
        </form>
      </div>

      <MitDaten stand={stand}>
        {(daten) => (
          <>
            <p className="kern-body" role="status">
              {daten.gesamt === 0 ? k.keineTreffer : k.treffer(daten.gesamt)}
            </p>
            {daten.treffer.length > 0 && (
              <Tabelle
                label={k.kandidaten}
                spalten={[
                  k.spalten.nameUndAktenzeichen,
                  k.spalten.email,
                  k.spalten.geburtsdatum,
                  k.spalten.art,
                  l.lgs,
                  l.termin,
                  l.stand,
                  eingang.spalten.halter,
                ]}
              >
                {daten.treffer.map((t) => (
                  <tr key={t.id} className="kern-table__row">
                    <th scope="row" className="kern-table__cell">
                      <Link className="kern-link" to={staffPaths.kandidat.getHref(t.id)}>
                        {t.name}
                      </Link>
                      {/* Under the name, as people are told apart: one column less to scroll at 1280 px. */}
                      <span className="staff__nowrap staff__unterzeile">{t.aktenzeichen}</span>
                      {t.doppelungen.length > 0 && (
                        <p className="kern-body kern-body--small">
                          {k.doppelungHinweis} <DoppelungLinks doppelungen={t.doppelungen} />
                        </p>
                      )}
                    </th>
                    <td className="kern-table__cell staff__umbruch">{t.email}</td>
                    <td className="kern-table__cell staff__nowrap">{formatDatum(t.geburtsdatum)}</td>
                    <td className="kern-table__cell staff__nowrap">{eingang.arten[t.art]}</td>
                    <td className="kern-table__cell">{t.lgs ?? ''}</td>
                    <td className="kern-table__cell staff__nowrap">{t.termin ?? ''}</td>
                    <td className="kern-table__cell">{k.laufbahnStand[t.stand]}</td>
                    <td className="kern-table__cell">{t.bearbeitung ?? ft.niemand}</td>
                  </tr>
                ))}
              </Tabelle>
            )}
            <Blaettern seite={daten.seite} seiten={daten.seiten} gehe={blaettern} />
            {daten.gesamt > 0 && (
              <ListenExport call={P.kandidatenExport} query={query} anzahl={daten.gesamt} />
            )}
          </>
        )}
      </MitDaten>
    </StaffPage>
  );
}
