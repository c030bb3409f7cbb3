// The other accounts that look like the same person (issue 28, point 5), as links to their pages.
import { Link } from 'react-router';
import type { KandidatAnsicht } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { staffPaths } from '../paths';

export function DoppelungLinks({ doppelungen }: { doppelungen: KandidatAnsicht['doppelungen'] }) {
  return doppelungen.map((d, i) => (
    <span key={d.id}>
      {i > 0 && ', '}
      <Link className="kern-link" to={staffPaths.kandidat.getHref(d.id)}>
        {d.aktenzeichen}
      </Link>
    </span>
  ));
}
