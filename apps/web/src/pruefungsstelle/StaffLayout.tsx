import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { staffSenden, staffToken } from './api';
import { BEREICHE, ROOT } from './nav';
import { useStaff } from './StaffContext';

const p = pruefungsstelle;

/** Header with the areas that exist, the person and logout; focus goes to the h1 after navigation. */
export function StaffLayout() {
  const { sitzung } = useStaff();
  const navigate = useNavigate();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [location.pathname]);

  const abmelden = async () => {
    await staffSenden(P.abmelden).catch(() => undefined);
    staffToken.clear();
    // The login page ends the session in the context when it shows the notice (AnmeldenPage).
    await navigate(`${ROOT}/anmelden`, { replace: true, state: { abgemeldet: true } });
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
            <button type="button" className="kern-btn kern-btn--secondary" onClick={() => void abmelden()}>
              <span className="kern-label">{p.seiten.abmelden}</span>
            </button>
          </div>
        )}
      </header>
      {angemeldet && (
        <nav aria-label={p.seiten.navigation} className="staff__nav">
          <ul>
            <li>
              <NavLink className="kern-link" to={ROOT} end>
                {p.seiten.uebersicht}
              </NavLink>
            </li>
            {BEREICHE.filter((b) => b.path && (!b.leitung || sitzung.rolle === 'leitung')).map((b) => (
              <li key={b.name}>
                <NavLink className="kern-link" to={`${ROOT}/${b.path}`}>
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
    </div>
  );
}
