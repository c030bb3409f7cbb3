// The badge beside an application that asks for a Nachteilsausgleich (issue 26 point 4): the Eingang's
// list and the Kandidat page show the request; the decision about it comes later.
import { antragTexte } from '@examensportal/domain/messages-pruefungsstelle-antrag';

export function NachteilsausgleichBadge() {
  return <span className="kern-badge kern-badge--warning">{antragTexte.nachteilsausgleich}</span>;
}
