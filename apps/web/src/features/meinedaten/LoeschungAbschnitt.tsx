import { Link } from 'react-router';
import { loeschung as t } from '@examensportal/domain/messages-loeschung';
import { paths } from '../../app/paths';

// "Löschung beantragen" in Meine Daten (issue 30 point 3, decision 0041): a short section with the
// way to the page that lists what must stay and until when before anything is deleted.
export function LoeschungAbschnitt() {
  return (
    <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-loeschung">
      <h2 className="kern-heading-medium" id="meinedaten-loeschung">
        {t.abschnittTitel}
      </h2>
      <p className="kern-body">{t.abschnittText}</p>
      <Link className="kern-link" to={paths.loeschungBeantragen.href}>
        {t.abschnittLink}
      </Link>
    </section>
  );
}
