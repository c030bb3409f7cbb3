import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { signedInUser } from '../../app/slices/auth';
import { useAppSelector } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { kindOf, type Art } from '../../lib/session';
import { EingangsbestaetigungPanel } from './Eingangsbestaetigung';
import { VerfahrenStatus } from './VerfahrenStatus';
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
      label: m.ruecktrittEignung,
      description: w.startEIGNUNG.ruecktritt,
    },
  ],
};

export default function StartPage() {
  const title = useRouteTitle();
  const user = useAppSelector((state) => signedInUser(state.auth));
  const art = kindOf(user?.art);
  const links = START_LINKS[art];
  return (
    <Page title={title}>
      {user && <EingangsbestaetigungPanel />}
      {user && (
        <p className="kern-body kern-body--large">{w.startBegruessung(user.vorname, user.nachname)}</p>
      )}
      <p className="kern-body">{w.startIntro}</p>
      {user && <VerfahrenStatus art={art} />}
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
      {user && <VerfahrensstandPanel />}
    </Page>
  );
}
