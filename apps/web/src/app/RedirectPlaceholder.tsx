import { Navigate } from 'react-router';
import { LoadingPlaceholder } from '../wizard/LoadingPlaceholder';

/**
 * A redirect inside the signed-in area (/zulassung/antragstellen to its first page, /meinedaten/
 * digitaleakte to Akteneingang, …) that holds the page's room until the target renders. A bare
 * <Navigate> renders nothing: the empty main let the footer rise into a phone's screen and drop again
 * when the target page came (CLS 0.07 on /zulassung/antragstellen, 0.05–0.37 on the digital file).
 */
export function RedirectPlaceholder({ to }: { to: string }) {
  return (
    <>
      <LoadingPlaceholder />
      <Navigate to={to} replace />
    </>
  );
}
