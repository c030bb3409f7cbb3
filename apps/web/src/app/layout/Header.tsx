import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import logoUrl from '../../assets/logo.svg';
import type { SessionUser } from '../../lib/session';
import { useSignedInParts } from './lazySignedInParts';

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
  const parts = useSignedInParts(user !== null);
  return (
    <>
      <header className={scrolled ? 'site-header is-compact' : 'site-header'}>
        <div className="site-header__top">
          <div className="site-container site-header__top-inner">
            <span className="site-header__office kern-body kern-body--small">
              {messages.web.pruefungsstelle}
            </span>
            {user && parts && <parts.SessionArea user={user} />}
          </div>
        </div>
        <div className="site-header__main">
          <div className="site-container site-header__main-inner">
            <Link className="site-logo" to="/">
              <img src={logoUrl} alt={messages.web.logoAlt} width="208" height="51" />
            </Link>
            {user && parts && <parts.SessionNav user={user} />}
          </div>
        </div>
      </header>
      <div className="site-header-spacer" aria-hidden="true" />
    </>
  );
}
