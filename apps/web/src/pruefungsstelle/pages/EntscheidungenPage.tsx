// Entscheidungen for one candidate: the open items and a form for each (issue 15).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import {
  offeneEntscheidungenSchema,
  type OffeneEntscheidungen as Offen,
} from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffGet } from '../api';
import { OffeneEntscheidungen } from '../entscheidungen/OffeneEntscheidungen';
import { AntragMitViewer } from '../kandidat/AntragMitViewer';
import { useDokumentViewer } from '../kandidat/useDokumentViewer';
import { PrueflisteAbschnitt } from '../pruefliste/PrueflisteAbschnitt';
import { usePruefliste } from '../pruefliste/usePruefliste';
import { StaffPage } from './StaffPage';

export function EntscheidungenPage() {
  const { accountId = '' } = useParams();
  const [offen, setOffen] = useState<Offen | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const [erfolg, setErfolg] = useState<string | null>(null);
  const erfolgRef = useRef<HTMLDivElement>(null);
  // The legal checklist beside the admission form (issue 26 point 2), with its own document viewer.
  const pruefliste = usePruefliste(accountId);
  const { oeffnen, viewer } = useDokumentViewer(accountId);
  const offenePunkte =
    pruefliste.liste?.punkte.filter((p) => p.markierung?.status !== 'geprueft').map((p) => p.bezeichnung) ??
    [];

  const laden = useCallback(async () => {
    try {
      setOffen(await staffGet(offeneEntscheidungenSchema, P.entscheidungen, { params: { id: accountId } }));
      setFehler(null);
    } catch (error) {
      setFehler(error instanceof StaffApiError ? error.message : messages.generic.fehler);
    }
  }, [accountId]);
  useEffect(() => {
    void laden();
  }, [laden]);

  // A saved draft, a release or a discard: the message, the list read again, focus on the message.
  const onErfolg = (message: string) => {
    setErfolg(message);
    void laden().then(() => erfolgRef.current?.focus());
  };

  return (
    <StaffPage title={e.titel}>
      <p className="kern-body">{e.einleitung}</p>
      <div ref={erfolgRef} tabIndex={-1}>
        {erfolg && <Alert variant="success">{erfolg}</Alert>}
      </div>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      {!offen && !fehler && <p className="kern-body">{e.laden}</p>}
      {offen && (
        <OffeneEntscheidungen
          offen={offen}
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
      {/* What the candidate sent, beside the decision forms (issue 26 point 1). */}
      <AntragMitViewer kandidatId={accountId} />
    </StaffPage>
  );
}
