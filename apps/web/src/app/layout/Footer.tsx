import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { CONTACT_EMAIL } from '../config';
import { paths } from '../paths';

/** The large footer on public pages and the start page, a smaller one elsewhere when signed in. */
export function Footer({ small }: { small: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className={small ? 'site-footer site-footer--small' : 'site-footer'}>
      <div className="site-container">
        {!small && (
          <div className="site-footer__contact">
            <p className="kern-body kern-body--bold">{messages.web.pruefungsstelle}</p>
            <p className="kern-body">
              {messages.web.kontaktPruefungsstelle}:{' '}
              <a className="kern-link" href={`mailto:${CONTACT_EMAIL}`}>
                {CONTACT_EMAIL}
              </a>
            </p>
          </div>
        )}
        <div className="site-footer__bottom">
          <p className="kern-body kern-body--small">{messages.layout.copyright(year)}</p>
          <ul className="site-footer__links">
            <li>
              <Link className="kern-link kern-link--small" to={paths.barrierefreiheit.href}>
                {messages.layout.barrierefreiheit}
              </Link>
            </li>
            <li>
              <a className="kern-link kern-link--small" href={`mailto:${CONTACT_EMAIL}`}>
                {messages.layout.kontakt}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
