import type { ReactNode } from 'react';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { Alert } from '../components/form/Alert';
import type { DatenStand } from './useStaffDaten';

/**
 * What a read shows (decision 0044): while reading a short German line, a failed read the server's text
 * as a danger banner in place of the content, then the content.
 */
export function MitDaten<T>({
  stand,
  children,
}: {
  stand: DatenStand<T>;
  children: (daten: T) => ReactNode;
}) {
  if (stand.name === 'loading') return <p className="kern-body">{pruefungsstelle.seiten.loading}</p>;
  if (stand.name === 'fehler') return <Alert variant="danger">{stand.message}</Alert>;
  return <>{children(stand.daten)}</>;
}
