import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import type { MenuEntry } from './menus';

/** Spec §2 Layout: menus close 400 ms after the pointer leaves them. */
export const MENU_HOVER_CLOSE_MS = 400;

interface MainNavProps {
  menu: readonly MenuEntry[];
}

/** Header navigation: disclosure dropdowns and a mobile toggle; closes on outside click and Escape. */
export function MainNav({ menu }: MainNavProps) {
  const [openId, setOpenIdState] = useState<string | null>(null);
  const openIdRef = useRef<string | null>(null);
  const openedByHover = useRef(false);
  const setOpenId = useCallback((id: string | null) => {
    openIdRef.current = id;
    setOpenIdState(id);
  }, []);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const { pathname } = useLocation();
  const baseId = useId();

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const closeAll = useCallback(() => {
    cancelClose();
    setOpenId(null);
    setMobileOpen(false);
  }, [cancelClose, setOpenId]);

  // Navigating anywhere closes every menu.
  useEffect(() => closeAll(), [pathname, closeAll]);

  useEffect(() => {
    const onPointerDown = (event: globalThis.PointerEvent | MouseEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target))
        closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const current = openIdRef.current;
      cancelClose();
      if (current === null) return;
      setOpenId(null);
      // Focus goes back to the button of the closed menu, so keyboard users keep their place.
      buttons.current.get(current)?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [closeAll, cancelClose, setOpenId]);

  useEffect(() => cancelClose, [cancelClose]);

  const onPointerEnter = (id: string) => (event: PointerEvent) => {
    // Touch "hover" would fight with the tap that follows it.
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (openIdRef.current !== id) openedByHover.current = true;
    setOpenId(id);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setOpenId(null);
    }, MENU_HOVER_CLOSE_MS);
  };

  const listId = `${baseId}-liste`;

  return (
    <nav className="main-nav" aria-label={messages.layout.hauptnavigation} ref={navRef}>
      <button
        type="button"
        className="main-nav__toggle kern-btn kern-btn--secondary"
        aria-expanded={mobileOpen}
        aria-controls={listId}
        onClick={() => setMobileOpen((open) => !open)}
      >
        <span
          className={`kern-icon ${mobileOpen ? 'kern-icon--close' : 'kern-icon--dehaze'}`}
          aria-hidden="true"
        />
        <span className="kern-label">
          {mobileOpen ? messages.layout.menuSchliessen : messages.layout.menuOeffnen}
        </span>
      </button>
      <ul id={listId} className={mobileOpen ? 'main-nav__list is-open' : 'main-nav__list'}>
        {menu.map((entry) => {
          const submenuId = `${baseId}-${entry.id}`;
          const open = openId === entry.id;
          if (!entry.items) {
            return (
              <li key={entry.id} className="main-nav__item">
                <NavLink className="main-nav__link" to={entry.to ?? '/'}>
                  {entry.label}
                </NavLink>
              </li>
            );
          }
          return (
            <li
              key={entry.id}
              className="main-nav__item"
              onPointerEnter={onPointerEnter(entry.id)}
              onPointerLeave={onPointerLeave}
            >
              <button
                type="button"
                className="main-nav__button"
                aria-expanded={open}
                aria-controls={submenuId}
                ref={(element) => {
                  if (element) buttons.current.set(entry.id, element);
                  else buttons.current.delete(entry.id);
                }}
                onClick={() => {
                  cancelClose();
                  // A click on a menu the pointer just opened keeps it open instead of closing it again.
                  if (open && openedByHover.current) openedByHover.current = false;
                  else {
                    openedByHover.current = false;
                    setOpenId(open ? null : entry.id);
                  }
                }}
              >
                {entry.label}
                <span className="main-nav__chevron" aria-hidden="true" />
              </button>
              <ul id={submenuId} className="main-nav__submenu" hidden={!open}>
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <NavLink className="main-nav__sublink" to={item.to} onClick={closeAll}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
