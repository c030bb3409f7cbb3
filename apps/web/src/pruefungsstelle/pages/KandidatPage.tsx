// One candidate: identity bar, the case (holder, notes, Wiedervorlage), the procedure as the rules
// derive it, the declarations with their receipts, the office's actions, the digital file with the
// viewer, and the way to the decisions. Nothing here edits anything the candidate declared. Read with
// useStaffDaten, written with useStaffAktion (decision 0044).
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { kandidatAnsichtSchema } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { fallSchema } from '@examensportal/domain/schemas/pruefungsstelle-fall';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { staffDownload } from '../api';
import { Akte } from '../kandidat/Akte';
import { AntragWieEingereicht } from '../kandidat/AntragWieEingereicht';
import { DokumentViewer } from '../kandidat/DokumentViewer';
import { FallAbschnitt } from '../kandidat/FallAbschnitt';
import { PrueflisteStand } from '../pruefliste/PrueflisteStand';
import { usePruefliste } from '../pruefliste/usePruefliste';
import { Identitaetsleiste } from '../kandidat/Identitaetsleiste';
import { NachforderungenAbschnitt } from '../kandidat/Nachforderungen';
import { VerfahrenAbschnitt } from '../kandidat/Verfahren';
import { Aktionen, Erklaerungen } from '../kandidat/Zeitleiste';
import { DoppelungLinks } from '../kandidat/Doppelungen';
import { ZweiterFaktorZuruecksetzen } from '../kandidat/ZweiterFaktorZuruecksetzen';
import { zweiterFaktorBuero } from '@examensportal/domain/messages-pruefungsstelle-zweiter-faktor';
import { Alert } from '../../components/form/Alert';
import { toast } from '../../lib/toast';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { useStaffAktion } from '../useStaffAktion';
import { useStaffDaten } from '../useStaffDaten';
import { NachrichtenAbschnitt } from '../postfach/NachrichtenAbschnitt';
import { WiderspruecheAbschnitt } from '../widerspruch/WiderspruecheAbschnitt';
import { StaffPage } from './StaffPage';

const k = kandidatTexte;

export function KandidatPage() {
  const { id = '' } = useParams();
  const { stand, daten, reload } = useStaffDaten(kandidatAnsichtSchema, P.kandidat, { params: { id } });
  const fall = useStaffDaten(fallSchema, P.fall, { params: { id } });
  const pruefliste = usePruefliste(id);
  const fehlend = pruefliste.liste
    ? pruefliste.liste.punkte.filter((p) => pruefliste.liste?.fehlt.includes(p.key))
    : [];
  const { sendet, ausfuehren } = useStaffAktion();
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

  const datenkopie = () => void ausfuehren(() => staffDownload(P.kandidatDatenkopie, { params: { id } }));

  const dokument = daten?.dokumente.find((d) => d.id === offen) ?? null;
  return (
    <StaffPage title={daten ? daten.identitaet.name : k.kandidaten}>
      <p className="kern-body">
        <Link className="kern-link" to={staffPaths.kandidaten.href}>
          {k.zurSuche}
        </Link>
      </p>
      <MitDaten stand={stand}>
        {(daten) => (
          <div className="staff__kandidat">
            <Identitaetsleiste identitaet={daten.identitaet} />
            {daten.doppelungen.length > 0 && (
              <Alert variant="info">
                {k.doppelungText} <DoppelungLinks doppelungen={daten.doppelungen} />
              </Alert>
            )}
            {/* Who works on the case, notes and Wiedervorlage (issue 28, decision 0046). */}
            <MitDaten stand={fall.stand}>
              {(f) => (
                <FallAbschnitt kandidatId={daten.identitaet.id} fall={f} aktualisiert={fall.setDaten} />
              )}
            </MitDaten>
            <section aria-labelledby="kandidat-entscheidungen">
              <h2 id="kandidat-entscheidungen" className="kern-heading-medium">
                {k.entscheidungen}
              </h2>
              {/* The decisions beside the application are their own page (issue 28 point 4). */}
              <p className="kern-body">
                <Link className="kern-link" to={staffPaths.entscheidungen.getHref(daten.identitaet.id)}>
                  {k.entscheidungenLink}
                </Link>
              </p>
            </section>
            <VerfahrenAbschnitt verfahren={daten.verfahren} />
            <AntragWieEingereicht kandidatId={daten.identitaet.id} oeffnen={(d) => oeffnen(d.id)} />
            <PrueflisteStand
              kandidatId={daten.identitaet.id}
              pruefliste={pruefliste}
              oeffnen={(d) => oeffnen(d.id)}
            />
            <Erklaerungen erklaerungen={daten.erklaerungen} oeffnen={oeffnen} />
            <Aktionen aktionen={daten.aktionen} />
            <Akte dokumente={daten.dokumente} oeffnen={oeffnen} offen={offen} />
            <NachforderungenAbschnitt
              kandidatId={daten.identitaet.id}
              art={daten.identitaet.art}
              oeffnen={oeffnen}
              ausPruefliste={fehlend}
            />
            <NachrichtenAbschnitt kandidatId={daten.identitaet.id} />
            <WiderspruecheAbschnitt kandidatId={daten.identitaet.id} oeffnen={oeffnen} />
            {dokument && (
              <DokumentViewer kandidatId={daten.identitaet.id} dokument={dokument} schliessen={schliessen} />
            )}
            <ZweiterFaktorZuruecksetzen
              kandidatId={daten.identitaet.id}
              an={daten.zweiterFaktor}
              onZurueckgesetzt={() => {
                toast.success(zweiterFaktorBuero.zurueckgesetzt);
                void reload();
              }}
            />
            <section aria-labelledby="kandidat-datenkopie">
              <h2 id="kandidat-datenkopie" className="kern-heading-medium">
                {k.datenkopie}
              </h2>
              <p className="kern-body">{k.datenkopieText}</p>
              <button
                type="button"
                className="kern-btn kern-btn--secondary"
                disabled={sendet}
                onClick={datenkopie}
              >
                <span className="kern-label">{k.datenkopieKnopf}</span>
              </button>
            </section>
          </div>
        )}
      </MitDaten>
    </StaffPage>
  );
}
