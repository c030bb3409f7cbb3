// Entscheidungen for one candidate, decided from the top (issue 28 point 4): the case (holder, notes,
// Wiedervorlage), the open items with a form each and the checklist, and beside them the application as
// sent. A decision on a case someone else holds asks first (Zuweisungsfrage); after a saved draft, a
// release or a discard, "Nächster Fall" leads to the next item of the queue the page was opened from.
// Read with useStaffDaten (decision 0044).
import { useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { offeneEntscheidungenSchema } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { fallSchema } from '@examensportal/domain/schemas/pruefungsstelle-fall';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { Alert } from '../../components/form/Alert';
import { OffeneEntscheidungen } from '../entscheidungen/OffeneEntscheidungen';
import { NaechsterFall } from '../entscheidungen/NaechsterFall';
import { ZuweisungKontext } from '../entscheidungen/Zuweisungsfrage';
import { AntragMitViewer } from '../kandidat/AntragMitViewer';
import { FallAbschnitt } from '../kandidat/FallAbschnitt';
import { useDokumentViewer } from '../kandidat/useDokumentViewer';
import { MitDaten } from '../MitDaten';
import { PrueflisteAbschnitt } from '../pruefliste/PrueflisteAbschnitt';
import { usePruefliste } from '../pruefliste/usePruefliste';
import { useStaff } from '../StaffContext';
import { useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

export function EntscheidungenPage() {
  const { accountId = '' } = useParams();
  // Opened from an Eingang queue: after a decision the focus goes to "Nächster Fall" instead.
  const ausEingang = useSearchParams()[0].has('queue');
  const { sitzung } = useStaff();
  const offen = useStaffDaten(offeneEntscheidungenSchema, P.entscheidungen, { params: { id: accountId } });
  const fall = useStaffDaten(fallSchema, P.fall, { params: { id: accountId } });
  const [erfolg, setErfolg] = useState<string | null>(null);
  const [runde, setRunde] = useState(0);
  const erfolgRef = useRef<HTMLDivElement>(null);
  // The legal checklist beside the admission form (issue 26 point 2), with its own document viewer.
  const pruefliste = usePruefliste(accountId);
  const { oeffnen, viewer } = useDokumentViewer(accountId);
  const offenePunkte =
    pruefliste.liste?.punkte.filter((p) => p.markierung?.status !== 'geprueft').map((p) => p.bezeichnung) ??
    [];
  const halter = fall.daten?.halter;
  const fremd = halter && halter.staffId !== sitzung?.id ? halter.name : null;

  // A saved draft, a release or a discard: the message, the list read again, "Nächster Fall" (which
  // takes the focus when there is one; else the message does).
  const onErfolg = (message: string) => {
    setErfolg(message);
    setRunde((n) => n + 1);
    void offen.reload().then(() => {
      if (!ausEingang) erfolgRef.current?.focus();
    });
  };

  return (
    <StaffPage title={e.titel}>
      <p className="kern-body">{e.einleitung}</p>
      <div ref={erfolgRef} tabIndex={-1}>
        {erfolg && <Alert variant="success">{erfolg}</Alert>}
      </div>
      <NaechsterFall accountId={accountId} runde={runde} />
      <div className="entscheiden">
        <div className="entscheiden__fall">
          <MitDaten stand={fall.stand}>
            {(f) => <FallAbschnitt kandidatId={accountId} fall={f} aktualisiert={fall.setDaten} ebene={2} />}
          </MitDaten>
          <ZuweisungKontext.Provider value={fremd}>
            <MitDaten stand={offen.stand}>
              {(daten) => (
                <OffeneEntscheidungen
                  offen={daten}
                  onErfolg={onErfolg}
                  offenePunkte={offenePunkte}
                  pruefliste={
                    <>
                      <PrueflisteAbschnitt
                        kandidatId={accountId}
                        liste={pruefliste.liste}
                        fehler={pruefliste.fehler}
                        oeffnen={oeffnen}
                        bearbeitbar
                        onGespeichert={pruefliste.setListe}
                        ebene={3}
                      />
                      {viewer}
                    </>
                  }
                />
              )}
            </MitDaten>
          </ZuweisungKontext.Provider>
        </div>
        {/* What the candidate sent, beside the decision forms (issues 26 point 1, 28 point 4). */}
        <div className="entscheiden__antrag">
          <AntragMitViewer kandidatId={accountId} />
        </div>
      </div>
    </StaffPage>
  );
}
