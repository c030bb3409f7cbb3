// Sammelbearbeitung (issue 28 point 4, decision 0047): choose up to 500 submitted applications → the
// preview says which can be admitted (only complete checklists; otherwise the German reason) → each
// possible one is drafted as an admission on its own → the report lists what was done and what not.
// A second person releases the drafts (SammelFreigabePage). Reads and writes as decision 0044 says.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import {
  sammelBerichtSchema,
  type SammelVorschau,
  sammelVorschauSchema,
  sammelZulassungenSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-sammel';
import { staffPost } from '../api';
import { Blaettern } from '../components/Blaettern';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { StaffPage } from '../pages/StaffPage';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { Auswahltabelle } from './Auswahltabelle';
import { Bericht } from './Bericht';
import { useSammel } from './useSammel';
import { VorschauTabelle } from './VorschauTabelle';

export function SammelZulassungenPage() {
  const { query, blaettern } = useAdressAbfrage();
  const { stand, reload } = useStaffDaten(sammelZulassungenSchema, P.sammelZulassungen, { query });
  const { sendet, ausfuehren, gewaehlt, setzen, bericht, setBericht, senden } = useSammel(reload);
  const [vorschau, setVorschau] = useState<SammelVorschau | null>(null);
  const gewaehlte = vorschau?.eintraege.map((e) => e.kandidat) ?? [];

  const vorschauen = async () => {
    setBericht(null);
    const ergebnis = await ausfuehren(() =>
      staffPost(sammelVorschauSchema, P.sammelZulassungenVorschau, { kandidaten: [...gewaehlt] }),
    );
    if (ergebnis.ok) setVorschau(ergebnis.antwort);
  };
  const entwerfen = async () => {
    // All chosen ones: the report names again each that is refused (the preview may be outdated).
    const kandidaten = gewaehlte;
    if (await senden(() => staffPost(sammelBerichtSchema, P.sammelZulassungenEntwerfen, { kandidaten })))
      setVorschau(null);
  };

  return (
    <StaffPage title={l.sammel}>
      <p className="kern-body">{l.sammelText}</p>
      <p className="kern-body">
        <Link className="kern-link" to={staffPaths.sammelFreigabe.href}>
          {l.sammelFreigabeLink}
        </Link>
      </p>
      {bericht && <Bericht bericht={bericht} />}
      {vorschau && (
        <VorschauTabelle
          id="sammel-vorschau"
          vorschau={vorschau}
          hinweis={l.entwerfenHinweis}
          knopf={l.entwuerfeAnlegen}
          sendet={sendet}
          onBestaetigen={() => void entwerfen()}
        />
      )}
      <MitDaten stand={stand}>
        {(daten) =>
          daten.eintraege.length === 0 ? (
            <p className="kern-body">{l.keineEintraege}</p>
          ) : (
            <section aria-labelledby="sammel-auswahl">
              <h2 id="sammel-auswahl" className="kern-heading-medium">
                {l.auswahl}
              </h2>
              <Auswahltabelle
                titel={l.auswahl}
                spalten={[l.spalten.kandidat, l.spalten.aktenzeichen, l.spalten.eingereicht]}
                zeilen={daten.eintraege.map((e) => ({
                  id: e.kandidat,
                  name: e.name,
                  zellen: [e.aktenzeichen, e.eingereichtAm ? formatZeitpunkt(e.eingereichtAm) : ''],
                }))}
                gewaehlt={gewaehlt}
                setzen={setzen}
              />
              <div className="form-actions">
                <button
                  type="button"
                  className="kern-btn kern-btn--secondary"
                  disabled={sendet || gewaehlt.size === 0}
                  onClick={() => void vorschauen()}
                >
                  <span className="kern-label">{l.vorschau}</span>
                </button>
              </div>
              <Blaettern seite={daten.seite} seiten={daten.seiten} gehe={blaettern} />
            </section>
          )
        }
      </MitDaten>
    </StaffPage>
  );
}
