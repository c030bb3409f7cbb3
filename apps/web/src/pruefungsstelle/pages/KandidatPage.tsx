// One candidate: identity bar, the procedure as the rules derive it, the declarations with their
// receipts, the office's actions, the digital file with the viewer, and the way to the decisions.
// Nothing here edits anything.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import {
  kandidatAnsichtSchema,
  type KandidatAnsicht,
} from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffDownload, staffGet } from '../api';
import { Akte } from '../kandidat/Akte';
import { AntragWieEingereicht } from '../kandidat/AntragWieEingereicht';
import { DokumentViewer } from '../kandidat/DokumentViewer';
import { PrueflisteStand } from '../pruefliste/PrueflisteStand';
import { Identitaetsleiste } from '../kandidat/Identitaetsleiste';
import { NachforderungenAbschnitt } from '../kandidat/Nachforderungen';
import { NachrichtenAbschnitt } from '../postfach/NachrichtenAbschnitt';
import { VerfahrenAbschnitt } from '../kandidat/Verfahren';
import { Aktionen, Erklaerungen } from '../kandidat/Zeitleiste';
import { DoppelungLinks } from '../kandidat/Doppelungen';
import { ZweiterFaktorZuruecksetzen } from '../kandidat/ZweiterFaktorZuruecksetzen';
import { zweiterFaktorBuero } from '@examensportal/domain/messages-pruefungsstelle-zweiter-faktor';
import { ROOT } from '../nav';
import { StaffPage } from './StaffPage';

const k = kandidatTexte;

export function KandidatPage() {
  const { id = '' } = useParams();
  const [daten, setDaten] = useState<KandidatAnsicht | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const [hinweis, setHinweis] = useState<string | null>(null);
  const [offen, setOffen] = useState<string | null>(null);
  // Keyboard users come back to the button that opened the viewer when they close it.
  const ausloeser = useRef<HTMLElement | null>(null);
  const oeffnen = (dokumentId: string) => {
    ausloeser.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOffen(dokumentId);
  };
  const schliessen = () => {
    setOffen(null);
    setTimeout(() => ausloeser.current?.focus(), 0);
  };

  const laden = useCallback(async () => {
    try {
      setFehler(null);
      setDaten(await staffGet(kandidatAnsichtSchema, P.kandidat, { params: { id } }));
    } catch (e) {
      setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  }, [id]);
  useEffect(() => {
    void laden();
  }, [laden]);

  const datenkopie = async () => {
    try {
      setFehler(null);
      await staffDownload(P.kandidatDatenkopie, { params: { id } });
    } catch (e) {
      setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
    }
  };

  const dokument = daten?.dokumente.find((d) => d.id === offen) ?? null;
  const zurueck = (
    <p className="kern-body">
      <Link className="kern-link" to={`${ROOT}/kandidaten`}>
        {k.zurSuche}
      </Link>
    </p>
  );
  return (
    <StaffPage title={daten ? daten.identitaet.name : k.kandidaten}>
      {zurueck}
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      {hinweis && <Alert variant="success">{hinweis}</Alert>}
      {daten && (
        <div className="staff__kandidat">
          <Identitaetsleiste identitaet={daten.identitaet} />
          {daten.doppelungen.length > 0 && (
            <Alert variant="info">
              {k.doppelungText} <DoppelungLinks doppelungen={daten.doppelungen} />
            </Alert>
          )}
          <VerfahrenAbschnitt verfahren={daten.verfahren} />
          <AntragWieEingereicht kandidatId={daten.identitaet.id} oeffnen={(d) => oeffnen(d.id)} />
          <PrueflisteStand kandidatId={daten.identitaet.id} oeffnen={(d) => oeffnen(d.id)} />
          <Erklaerungen erklaerungen={daten.erklaerungen} oeffnen={oeffnen} />
          <Aktionen aktionen={daten.aktionen} />
          <Akte dokumente={daten.dokumente} oeffnen={oeffnen} offen={offen} />
          <NachforderungenAbschnitt
            kandidatId={daten.identitaet.id}
            art={daten.identitaet.art}
            oeffnen={oeffnen}
          />
          <NachrichtenAbschnitt kandidatId={daten.identitaet.id} />
          {dokument && (
            <DokumentViewer kandidatId={daten.identitaet.id} dokument={dokument} schliessen={schliessen} />
          )}
          <section aria-labelledby="kandidat-entscheidungen">
            <h2 id="kandidat-entscheidungen" className="kern-heading-medium">
              {k.entscheidungen}
            </h2>
            {/* The decisions are another page of the back-office (issue 15); this page only links there. */}
            <p className="kern-body">
              <Link className="kern-link" to={`${ROOT}/kandidaten/${daten.identitaet.id}/entscheidungen`}>
                {k.entscheidungenLink}
              </Link>
            </p>
          </section>
          <ZweiterFaktorZuruecksetzen
            kandidatId={daten.identitaet.id}
            an={daten.zweiterFaktor}
            onZurueckgesetzt={() => {
              setHinweis(zweiterFaktorBuero.zurueckgesetzt);
              void laden();
            }}
          />
          <section aria-labelledby="kandidat-datenkopie">
            <h2 id="kandidat-datenkopie" className="kern-heading-medium">
              {k.datenkopie}
            </h2>
            <p className="kern-body">{k.datenkopieText}</p>
            <button type="button" className="kern-btn kern-btn--secondary" onClick={() => void datenkopie()}>
              <span className="kern-label">{k.datenkopieKnopf}</span>
            </button>
          </section>
        </div>
      )}
    </StaffPage>
  );
}
