import { useCallback, useEffect, useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { STANDARD_DOKUMENTTYP, uploadListen } from '@examensportal/domain/rules/documents';
import { type PostfachAntwort, postfachAntwortSchema } from '@examensportal/domain/schemas/postfach';
import { hochgeladenSchema } from '@examensportal/domain/schemas/nachforderung';
import { signedInUser } from '../../app/slices/auth';
import { useAppSelector } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Alert } from '../../components/form/Alert';
import { Page } from '../../components/Page';
import { PostfachDialog, type PostfachEntwurf } from '../../components/postfach/PostfachDialog';
import { multipartBody } from '../../components/upload/multipartBody';
import { useUpload } from '../../components/upload/useUpload';
import { api, download, parseAntwort, saveDownload, toErrorPayload } from '../../lib/api';
import { kindOf } from '../../lib/session';
import { toast } from '../../lib/toast';
import { LoadingPlaceholder } from '../../wizard/LoadingPlaceholder';

// The candidate's Postfach (issue 27 point 1, decision 0049): threads with the office, newest first;
// opening a thread marks the office's messages in it as read (a row on the server, the office sees
// when); a reply or a new message with attachments uploaded through the digital file's intake first
// (size, type, malware scan there), then named in the message. The dialog is the office's one
// (components/postfach); this page sends and reads through the candidate's API.

type Stand = { name: 'loading' } | { name: 'fehler'; text: string } | { name: 'bereit'; p: PostfachAntwort };

/** Uploads the chosen files to the Akteneingang and answers their document ids. */
function useAnhaengeHochladen() {
  const upload = useUpload();
  const user = useAppSelector((state) => signedInUser(state.auth));
  const art = kindOf(user?.art);
  return async (dateien: readonly File[]): Promise<string[] | null> => {
    if (dateien.length === 0) return [];
    const result = await upload.start(
      apiPath(API.dokumenteHochladen),
      multipartBody({
        lists: uploadListen(
          art,
          dateien.map((datei) => ({ datei, typ: STANDARD_DOKUMENTTYP[art] })),
        ),
      }),
    );
    if (result.status !== 'done') {
      if (result.status === 'failed') throw result.error;
      return null;
    }
    return parseAntwort(hochgeladenSchema, result.data).map((d) => d.documentId);
  };
}

export default function PostfachPage() {
  const title = useRouteTitle();
  const [stand, setStand] = useState<Stand>({ name: 'loading' });
  const hochladen = useAnhaengeHochladen();

  const uebernehmen = useCallback((p: PostfachAntwort) => {
    setStand({ name: 'bereit', p });
    // The header's count (PostfachZaehler.tsx listens; its UNGELESEN_EREIGNIS).
    window.dispatchEvent(new CustomEvent('postfach-ungelesen', { detail: p.ungelesen }));
  }, []);
  useEffect(() => {
    void (async () => {
      try {
        uebernehmen(parseAntwort(postfachAntwortSchema, await api.get(apiPath(API.postfach))));
      } catch (error) {
        setStand({ name: 'fehler', text: toErrorPayload(error).message });
      }
    })();
  }, [uebernehmen]);

  const senden = async ({ dateien, ...nachricht }: PostfachEntwurf) => {
    try {
      const anhaenge = await hochladen(dateien);
      if (anhaenge === null) return false;
      uebernehmen(
        parseAntwort(
          postfachAntwortSchema,
          await api.post(apiPath(API.postfachSenden), { ...nachricht, anhaenge }),
        ),
      );
      toast.success(t.gesendet);
      return true;
    } catch (error) {
      toast.error(toErrorPayload(error).message);
      return false;
    }
  };
  const gelesen = async (nachrichtIds: readonly string[]) => {
    try {
      let neu: PostfachAntwort | null = null;
      for (const id of nachrichtIds) {
        neu = parseAntwort(postfachAntwortSchema, await api.post(apiPath(API.postfachGelesen, { id })));
      }
      if (neu) uebernehmen(neu);
    } catch (error) {
      toast.error(toErrorPayload(error).message);
    }
  };
  const oeffnen = (documentId: string) =>
    void download(apiPath(API.dokumentHerunterladen, { documentId })).then(saveDownload, (error: unknown) =>
      toast.error(toErrorPayload(error).message),
    );

  return (
    <Page title={title}>
      <p className="kern-body">{t.einleitung}</p>
      {stand.name === 'loading' && <LoadingPlaceholder />}
      {stand.name === 'fehler' && <Alert variant="danger">{stand.text}</Alert>}
      {stand.name === 'bereit' && (
        <PostfachDialog
          seite="kandidat"
          postfach={stand.p}
          senden={senden}
          gelesen={gelesen}
          oeffnen={oeffnen}
        />
      )}
    </Page>
  );
}
