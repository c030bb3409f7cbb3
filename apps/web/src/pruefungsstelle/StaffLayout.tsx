import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { Toasts } from '../app/layout/Toasts';
import { staffSenden, staffToken } from './api';
import { BEREICHE } from './nav';
import { type LoginZiel, staffPaths } from './paths';
import { useStaff } from './StaffContext';

const p = pruefungsstelle;

/**
 * Header with the areas that exist, the person and logout; focus goes to the h1 after navigation; the
 * toasts of the back-office's actions (decision 0044, as on the candidate side).
 */
export function StaffLayout() {
  const { sitzung } = useStaff();
  const navigate = useNavigate();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [location.pathname]);

  const logout = async () => {
    await staffSenden(P.logout).catch(() => undefined);
    staffToken.clear();
    // The login page ends the session in the context when it shows the notice (StaffLoginPage).
    const state: LoginZiel = { abgemeldet: true };
    await navigate(staffPaths.login.href, { replace: true, state });
  };
  const angemeldet = sitzung?.stufe === 'angemeldet';

  return (
    <div className="staff">
      <a className="skip-link" href="#inhalt">
        {messages.layout.skipLink}
      </a>
      <header className="staff__header">
        <p className="kern-heading-small staff__title">
          {messages.web.portalName} – {p.titel}
        </p>
        {sitzung && (
          <div className="staff__person">
            <span className="kern-body">
              {sitzung.name} ({p.rollen[sitzung.rolle]})
            </span>
            <button type="button" className="kern-btn kern-btn--secondary" onClick={() => void logout()}>
              <span className="kern-label">{p.seiten.abmelden}</span>
            </button>
          </div>
        )}
      </header>
      {angemeldet && (
        <nav aria-label={p.seiten.navigation} className="staff__nav">
          <ul>
            <li>
              <NavLink className="kern-link" to={staffPaths.uebersicht.href} end>
                {p.seiten.uebersicht}
              </NavLink>
            </li>
            {BEREICHE.filter((b) => b.href && (!b.leitung || sitzung.rolle === 'leitung')).map((b) => (
              <li key={b.name}>
                <NavLink className="kern-link" to={b.href ?? staffPaths.uebersicht.href}>
                  {b.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main id="inhalt" ref={main} className="staff__main">
        <Outlet />
      </main>
      <Toasts />
    </div>
  );
}
