import { Link, useParams } from 'react-router';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { postfachAntwortSchema, vorlagenAntwortSchema } from '@examensportal/domain/schemas/postfach';
import { PostfachDialog, type PostfachEntwurf } from '../../components/postfach/PostfachDialog';
import { staffBlob, saveBlob, staffPost, staffPostMultipart } from '../api';
import { MitDaten } from '../MitDaten';
import { StaffPage } from '../pages/StaffPage';
import { staffPaths } from '../paths';
import { useStaffAktion } from '../useStaffAktion';
import { useStaffDaten } from '../useStaffDaten';

// The back-office's Postfach of one candidate (issue 27 point 1, decision 0049): the threads, the
// candidate's unread messages marked read when the caseworker opens the thread (a row and a Protokoll
// entry on the server), replies and new messages from a template, with attachments through the
// server's upload checks. The Eingang's queue "Nachrichten" links here. The dialog is the candidate's
// one (components/postfach); this page sends and reads through the back-office's API.

export function NachrichtenPage() {
  const { id = '' } = useParams();
  const postfach = useStaffDaten(postfachAntwortSchema, P.kandidatNachrichten, { params: { id } });
  const vorlagen = useStaffDaten(vorlagenAntwortSchema, P.nachrichtenVorlagen, { params: { id } });
  const { ausfuehren } = useStaffAktion();

  const senden = async ({ dateien, ...nachricht }: PostfachEntwurf) => {
    const body = new FormData();
    body.append('nachricht', JSON.stringify(nachricht));
    for (const datei of dateien) body.append('anhaenge', datei, datei.name);
    const ergebnis = await ausfuehren(
      () => staffPostMultipart(postfachAntwortSchema, P.nachrichtSenden, body, { params: { id } }),
      { erfolg: t.gesendet },
    );
    if (ergebnis.ok) postfach.setDaten(ergebnis.antwort);
    return ergebnis.ok;
  };
  const gelesen = async (nachrichtIds: readonly string[]) => {
    for (const nachrichtId of nachrichtIds) {
      const ergebnis = await ausfuehren(() =>
        staffPost(postfachAntwortSchema, P.nachrichtGelesen, {}, { params: { id, nachrichtId } }),
      );
      if (ergebnis.ok) postfach.setDaten(ergebnis.antwort);
    }
  };
  const oeffnen = (documentId: string) =>
    void ausfuehren(async () => {
      const { blob, name } = await staffBlob(P.kandidatDokument, { params: { id, documentId } });
      saveBlob(blob, name);
    });

  return (
    <StaffPage title={t.titel}>
      <p className="kern-body">
        <Link className="kern-link" to={staffPaths.kandidat.getHref(id)}>
          {t.kandidatKurz}
        </Link>
      </p>
      <MitDaten stand={postfach.stand}>
        {(p) => (
          <PostfachDialog
            seite="pruefungsstelle"
            postfach={p}
            vorlagen={vorlagen.daten?.vorlagen ?? []}
            senden={senden}
            gelesen={gelesen}
            oeffnen={oeffnen}
          />
        )}
      </MitDaten>
    </StaffPage>
  );
}
