import { useId } from 'react';
import { Link } from 'react-router';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { postfachAntwortSchema } from '@examensportal/domain/schemas/postfach';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { useStaffDaten } from '../useStaffDaten';

/** The Kandidat page's section "Nachrichten" (decision 0049): the unread count and the way to the Postfach. */
export function NachrichtenAbschnitt({ kandidatId }: { kandidatId: string }) {
  const { stand } = useStaffDaten(postfachAntwortSchema, P.kandidatNachrichten, {
    params: { id: kandidatId },
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="kern-heading-medium">
        {t.abschnitt}
      </h2>
      <MitDaten stand={stand}>
        {(p) => (
          <p className="kern-body">
            {p.threads.length === 0 ? t.leer : p.ungelesen > 0 ? t.ungelesen(p.ungelesen) : ''}{' '}
            <Link className="kern-link" to={staffPaths.nachrichten.getHref(kandidatId)}>
              {t.zumPostfach}
            </Link>
          </p>
        )}
      </MitDaten>
    </section>
  );
}
