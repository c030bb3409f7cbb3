// The way from a queue to its batch work (issue 28 point 4): submitted applications → a batch of
// admission drafts; drafts waiting for release → a leitung's batch release; withdrawals and new
// documents → the batch Kenntnisnahme. Other queues: nothing.
import { Link } from 'react-router';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { staffPaths } from '../paths';

const LINKS: Readonly<Record<string, { href: string; text: string }>> = {
  antraege: { href: staffPaths.sammelZulassungen.href, text: l.sammelLink },
  freigabe: { href: staffPaths.sammelFreigabe.href, text: l.sammelFreigabeLink },
  ruecktritte: {
    href: staffPaths.sammelKenntnisnahme.getHref('ruecktritte'),
    text: l.sammelKenntnisnahmeLink,
  },
  dokumente: { href: staffPaths.sammelKenntnisnahme.getHref('dokumente'), text: l.sammelKenntnisnahmeLink },
};

export function SammelLink({ queue }: { queue: string }) {
  const link = LINKS[queue];
  if (!link) return null;
  return (
    <p className="kern-body">
      <Link className="kern-link" to={link.href}>
        {link.text}
      </Link>
    </p>
  );
}
