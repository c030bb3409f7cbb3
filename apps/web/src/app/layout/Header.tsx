import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import logoUrl from '../../assets/logo.svg';
import { kindOf, type SessionUser } from '../../lib/session';
import { MainNav } from './MainNav';
import { menuFor } from './menus';
import { UserInfo } from './UserInfo';

function PersonIcon() {
  return (
    <svg
      className="person-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2.25c-3.3 0-9 1.65-9 4.95V21h18v-1.8c0-3.3-5.7-4.95-9-4.95Z"
      />
    </svg>
  );
}

/** True once the page is scrolled: the header then shows its compact 86 px form. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * Fixed header, 140 px tall, moved up by 54 px on scroll so 86 px stay visible. It moves by transform
 * over a constant 140 px spacer, so the content below never shifts (no layout shift).
 */
export function Header({ user }: { user: SessionUser | null }) {
  const scrolled = useScrolled();
  return (
    <>
      <header className={scrolled ? 'site-header is-compact' : 'site-header'}>
        <div className="site-header__top">
          <div className="site-container site-header__top-inner">
            <span className="site-header__office kern-body kern-body--small">
              {messages.web.pruefungsstelle}
            </span>
            {user && (
              <div className="site-header__session">
                <UserInfo user={user} />
                <Link className="kern-link logout-link" to="/logout">
                  <PersonIcon />
                  {messages.layout.abmelden}
                </Link>
              </div>
            )}
          </div>
        </div>
        <div className="site-header__main">
          <div className="site-container site-header__main-inner">
            <Link className="site-logo" to="/">
              <img src={logoUrl} alt={messages.web.logoAlt} width="208" height="51" />
            </Link>
            {user && <MainNav menu={menuFor(kindOf(user.art))} />}
          </div>
        </div>
      </header>
      <div className="site-header-spacer" aria-hidden="true" />
    </>
  );
}
