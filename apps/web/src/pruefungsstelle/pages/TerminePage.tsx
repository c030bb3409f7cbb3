// Termine: the exam terms with their windows, June modules and paper days as the rules read them;
// the leitung sets a term's dates (decision 0019).
import { useCallback, useEffect, useState } from 'react';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import {
  type TermineAntwort,
  termineAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffGet } from '../api';
import { TerminForm } from '../termine/TerminForm';
import { TerminTabelle } from '../termine/TerminTabelle';
import { StaffPage } from './StaffPage';

export function TerminePage() {
  const [daten, setDaten] = useState<TermineAntwort | null>(null);
  const [meldung, setMeldung] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  const laden = useCallback(async () => {
    try {
      setDaten(await staffGet(termineAntwortSchema, P.termine));
    } catch (e) {
      setMeldung({
        variant: 'danger',
        text: e instanceof StaffApiError ? e.message : messages.generic.fehler,
      });
    }
  }, []);
  useEffect(() => {
    void laden();
  }, [laden]);

  return (
    <StaffPage title={tt.seite}>
      <p className="kern-body">{tt.einleitung}</p>
      <div aria-live="polite">{meldung && <Alert variant={meldung.variant}>{meldung.text}</Alert>}</div>
      {daten === null ? (
        <p className="kern-body">{pruefungsstelle.seiten.laden}</p>
      ) : (
        <>
          <TerminTabelle termine={daten.termine} />
          {daten.darfFestlegen ? (
            <TerminForm
              termine={daten.termine}
              onGespeichert={(antwort, anzeige) => {
                setDaten(antwort);
                setMeldung({ variant: 'success', text: tt.gespeichert(anzeige) });
                window.scrollTo?.({ top: 0 });
              }}
            />
          ) : (
            <p className="kern-body">{tt.nurLeitung}</p>
          )}
        </>
      )}
    </StaffPage>
  );
}
