import { NavLink } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import type { AktenSeite } from '@examensportal/domain/rules/documents';
import { paths } from '../../app/paths';

/** The pages of the digital file of one kind of candidate; the current one has aria-current="page". */
export function AktenNavigation({ pages }: { pages: readonly AktenSeite[] }) {
  return (
    <nav className="akte-nav" aria-label={messages.akte.bereiche}>
      <ul className="akte-nav__list">
        {pages.map((page) => (
          <li key={page}>
            <NavLink className="akte-nav__link" to={paths.digitaleAkte.getHref(page)}>
              {messages.akte.navigation[page]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
