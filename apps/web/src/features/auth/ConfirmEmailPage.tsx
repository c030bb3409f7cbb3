import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { toast } from '../../lib/toast';
import { confirmRegistration } from './thunks';
import { paths } from '../../app/paths';

type Status = 'pending' | 'confirmed' | 'failed';

/**
 * Spec §2 confirmemail/(token): confirm on load; thanks on success. On failure the spec's toast, and
 * (added, issue 16) a short explanation with the link to the login page instead of an empty page.
 */
export default function ConfirmEmailPage() {
  const title = useRouteTitle();
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<Status>('pending');
  const requested = useRef<string | null>(null);

  useEffect(() => {
    // The link is single-use: call once per token, also under StrictMode's double effect run.
    if (requested.current === token) return;
    requested.current = token;
    void dispatch(confirmRegistration(token)).then((result) => {
      if (confirmRegistration.fulfilled.match(result)) setStatus('confirmed');
      else {
        setStatus('failed');
        toast.error(messages.auth.emailNichtBestaetigt);
      }
    });
  }, [dispatch, token]);

  if (status === 'pending') return <Page title={title} headingHidden />;

  // A used link (the account is confirmed already), an expired or an unknown one: besides the spec's
  // toast the page says so and leads on to the login page.
  const confirmed = status === 'confirmed';
  return (
    <Page
      title={title}
      heading={
        confirmed ? messages.auth.registrierungBestaetigtTitel : messages.auth.bestaetigungslinkUngueltigTitel
      }
    >
      <p className="kern-body">
        {confirmed ? messages.auth.registrierungBestaetigtText : messages.auth.bestaetigungslinkUngueltigText}
      </p>
      <p className="kern-body">
        <Link className="kern-link" to={paths.login.href}>
          {messages.auth.weiterZurLoginSeite}
        </Link>
      </p>
    </Page>
  );
}
