import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { paths } from '../../app/paths';

/** Spec §2 /registriert: thanks, and a confirmation e-mail with a link follows. */
export default function RegisteredPage() {
  const title = useRouteTitle();
  return (
    <Page title={title}>
      <p className="kern-body">{messages.web.registriertText}</p>
      <ul className="link-list kern-body">
        <li>
          <Link className="kern-link" to={paths.login.href}>
            {messages.web.zurLoginSeite}
          </Link>
        </li>
        <li>
          <Link className="kern-link" to={paths.bestaetigungerneutsenden.href}>
            {messages.web.bestaetigungErneutLink}
          </Link>
        </li>
      </ul>
    </Page>
  );
}
