import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { paths } from '../../app/paths';

/** Spec §2 /passwortzurueckgesetzt: the confirmation that a link is on its way. */
export default function PasswordResetRequestedPage() {
  const title = useRouteTitle();
  return (
    <Page title={title}>
      <p className="kern-body">{messages.web.passwortZurueckgesetztText}</p>
      <p className="kern-body">
        <Link className="kern-link" to={paths.login.href}>
          {messages.web.zurLoginSeite}
        </Link>
      </p>
    </Page>
  );
}
