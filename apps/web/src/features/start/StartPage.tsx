import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { signedInUser } from '../../app/slices/auth';
import { useAppSelector } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { kindOf, type Art } from '../../lib/session';
import { useVerfahrensstand } from '../../lib/verfahrensstand';
import { LoadingPlaceholder } from '../../wizard/LoadingPlaceholder';
import { EingangsbestaetigungPanel } from './Eingangsbestaetigung';
import { KalenderTermine } from './KalenderTermine';
import { VerfahrenStatus } from './VerfahrenStatus';
// The unread messages (decision 0049): loaded by this page, so the /login entry lists nothing of it.
const PostfachStart = lazy(() =>
  import('../postfach/PostfachZaehler').then((m) => ({ default: m.PostfachStart })),
);
// The office's requests with their answer forms and schemas (decision 0039): most candidates have none,
// so their code is evaluated after the first render, not before it (issue 29.5; the page's HTML
// fetches it with the page, build/preloadSeiten.ts).
const Nachforderungen = lazy(() => import('./Nachforderungen').then((m) => ({ default: m.Nachforderungen })));
import { VerfahrensstandPanel } from './Verfahrensstand';
import { paths } from '../../app/paths';

interface StartLink {
  to: string;
  label: string;
  description: string;
}

const m = messages.menu;
const w = messages.web;

/** Spec §2 start: the links per candidate kind. */
export const START_LINKS: Record<Art, readonly StartLink[]> = {
  WP: [
    { to: paths.zulassung.href, label: m.zulassungsantrag, description: w.startWP.zulassung },
    { to: paths.modulpruefung.href, label: m.modulpruefung, description: w.startWP.modulpruefung },
    { to: paths.triftigerGrund.href, label: m.triftigerGrund, description: w.startWP.triftigergrund },
    { to: paths.ruecktritt.href, label: m.ruecktritt, description: w.startWP.ruecktritt },
    { to: paths.meineDaten.href, label: m.meineDaten, description: w.startWP.meinedaten },
    { to: paths.digitaleAkteBereich.href, label: m.digitaleAkte, description: w.startWP.digitaleakte },
  ],
  EIGNUNG: [
    {
      to: paths.zulassungeignung.href,
      label: m.zulassungsantrag,
      description: w.startEIGNUNG.zulassungeignung,
    },
    {
      to: paths.triftigerGrundEignung.href,
      label: m.triftigerGrund,
      description: w.startEIGNUNG.triftigergrundeignung,
    },
    {
      to: paths.eignungRuecktritt.href,
      label: m.eignungRuecktritt,
      description: w.startEIGNUNG.ruecktritt,
    },
  ],
};

/**
 * The page's content appears in one frame once its three answers are there (the career for 'Ihr
 * Verfahren', the status for 'Stand Ihres Verfahrens', the last declaration's confirmation): each
 * arriving on its own pushed the tiles and the footer down (CLS 0.109 at 4× slower CPU, decision 0021).
 * Until then the content is mounted but hidden (so its requests run) and the placeholder holds the room.
 */
export default function StartPage() {
  const title = useRouteTitle();
  const user = useAppSelector((state) => signedInUser(state.auth));
  const art = kindOf(user?.art);
  const links = START_LINKS[art];
  const stand = useVerfahrensstand();
  const [laufbahnDa, setLaufbahnDa] = useState(false);
  const [eingangDa, setEingangDa] = useState(false);
  const laufbahnBereit = useCallback(() => setLaufbahnDa(true), []);
  const eingangBereit = useCallback(() => setEingangDa(true), []);
  const bereit = !user || (laufbahnDa && eingangDa && stand.name === 'ready');
  return (
    <Page title={title}>
      <div className="start-inhalt" hidden={!bereit}>
        {user && <EingangsbestaetigungPanel onBereit={eingangBereit} />}
        {user && (
          <p className="kern-body kern-body--large">{w.startBegruessung(user.vorname, user.nachname)}</p>
        )}
        <p className="kern-body">{w.startIntro}</p>
        {user && <VerfahrenStatus art={art} onBereit={laufbahnBereit} />}
        {user && (
          <Suspense fallback={null}>
            <PostfachStart />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <Nachforderungen art={art} />
          </Suspense>
        )}
        <ul className="start-links">
          {links.map((link) => (
            <li key={link.to} className="kern-card kern-card--interactive">
              <div className="kern-card__container">
                <div className="kern-card__header">
                  <h2 className="kern-title">
                    <Link className="kern-link kern-link--stretched" to={link.to}>
                      {link.label}
                    </Link>
                  </h2>
                </div>
                <div className="kern-card__body">
                  <p className="kern-body">{link.description}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {user && stand.name === 'ready' && <VerfahrensstandPanel stand={stand.stand} />}
        {user && <KalenderTermine />}
      </div>
      {!bereit && <LoadingPlaceholder />}
    </Page>
  );
}
