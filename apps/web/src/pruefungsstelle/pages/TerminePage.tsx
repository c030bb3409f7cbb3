// Termine: the exam terms with their windows, June modules and paper days as the rules read them;
// the leitung sets a term's dates (decision 0019). Read with useStaffDaten, the saved term is a toast
// (decision 0044).
import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';
import { termineAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-termine';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { toast } from '../../lib/toast';
import { MitDaten } from '../MitDaten';
import { TerminForm } from '../termine/TerminForm';
import { TerminTabelle } from '../termine/TerminTabelle';
import { useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

export function TerminePage() {
  const { stand, setDaten } = useStaffDaten(termineAntwortSchema, P.termine);

  return (
    <StaffPage title={tt.seite}>
      <p className="kern-body">{tt.einleitung}</p>
      <MitDaten stand={stand}>
        {(daten) => (
          <>
            <TerminTabelle termine={daten.termine} />
            {daten.darfFestlegen ? (
              <TerminForm
                termine={daten.termine}
                onGespeichert={(antwort, anzeige) => {
                  setDaten(antwort);
                  toast.success(tt.gespeichert(anzeige));
                }}
              />
            ) : (
              <p className="kern-body">{tt.nurLeitung}</p>
            )}
          </>
        )}
      </MitDaten>
    </StaffPage>
  );
}
