// The badge beside an application that asks for a Nachteilsausgleich (issue 26 point 4): the Eingang's
// list and the Kandidat page say whether it is only requested or already decided (granted/refused).
import { antragTexte } from '@examensportal/domain/messages-pruefungsstelle-antrag';
import { nachteilsausgleich as n } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';

interface Props {
  /** The decision that counts; absent: requested, not yet decided. */
  entschieden?: 'gewaehrt' | 'abgelehnt' | undefined;
}

export function NachteilsausgleichBadge({ entschieden }: Props) {
  if (entschieden === 'gewaehrt') return <span className="kern-badge kern-badge--success">{n.gewaehrt}</span>;
  if (entschieden === 'abgelehnt')
    return <span className="kern-badge kern-badge--danger">{n.abgelehnt}</span>;
  return <span className="kern-badge kern-badge--warning">{antragTexte.nachteilsausgleich}</span>;
}
