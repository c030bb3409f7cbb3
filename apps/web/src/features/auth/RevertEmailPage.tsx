import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { Alert } from '../../components/form/Alert';
import { failureText } from './failureText';
import { revertEmail } from './thunks';
import { paths } from '../../app/paths';

type Status = { kind: 'ready' } | { kind: 'reverted' } | { kind: 'failed'; text: string };

/**
 * 'Das war ich nicht' (issue 17): the link from the mail to the old address. The change is undone only
 * on the button, never on load, so a mail program that opens links ahead does not trigger it.
 */
export default function RevertEmailPage() {
  const title = useRouteTitle();
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<Status>({ kind: 'ready' });
  const [sending, setSending] = useState(false);

  const undo = async () => {
    setSending(true);
    const result = await dispatch(revertEmail({ token }));
    setSending(false);
    if (revertEmail.fulfilled.match(result)) setStatus({ kind: 'reverted' });
    else
      setStatus({
        kind: 'failed',
        text: failureText(messages.auth.emailNichtZurueckgesetzt, result.payload),
      });
  };

  return (
    <Page title={title}>
      {status.kind === 'reverted' ? (
        <>
          <Alert variant="success">{messages.auth.emailZurueckgesetzt}</Alert>
          <p className="kern-body">
            <Link className="kern-link" to={paths.login.href}>
              {messages.auth.weiterZurLoginSeite}
            </Link>
          </p>
        </>
      ) : (
        <>
          {status.kind === 'failed' && <Alert variant="danger">{status.text}</Alert>}
          <p className="kern-body">{messages.auth.emailZuruecksetzenText}</p>
          <button
            className="kern-btn kern-btn--primary"
            type="button"
            disabled={sending}
            onClick={() => void undo()}
          >
            <span className="kern-label">{messages.auth.emailZuruecksetzenKnopf}</span>
          </button>
        </>
      )}
    </Page>
  );
}
