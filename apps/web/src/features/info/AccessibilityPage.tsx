import { messages } from '@examensportal/domain/messages';
import { CONTACT_EMAIL } from '../../app/config';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';

const b = messages.barrierefreiheit;

/** Erklärung zur Barrierefreiheit (BITV 2.0 § 7), with the feedback contact. */
export default function AccessibilityPage() {
  const title = useRouteTitle();
  return (
    <Page title={title}>
      <p className="kern-body">{b.einleitung}</p>
      <h2 className="kern-heading-medium">{b.standTitel}</h2>
      <p className="kern-body">{b.standText}</p>
      <h2 className="kern-heading-medium">{b.nichtBarrierefreiTitel}</h2>
      <p className="kern-body">{b.nichtBarrierefreiText}</p>
      <h2 className="kern-heading-medium">{b.erstellungTitel}</h2>
      <p className="kern-body">{b.erstellungText}</p>
      <h2 className="kern-heading-medium">{b.feedbackTitel}</h2>
      <p className="kern-body">{b.feedbackText}</p>
      <p className="kern-body">
        <a
          className="kern-link"
          href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(b.feedbackLink)}`}
        >
          {b.feedbackLink}: {CONTACT_EMAIL}
        </a>
      </p>
      <h2 className="kern-heading-medium">{b.schlichtungTitel}</h2>
      <p className="kern-body">{b.schlichtungText}</p>
      <p className="kern-body">
        <a className="kern-link" href="https://www.schlichtungsstelle-bgg.de">
          {b.schlichtungLink}
        </a>
      </p>
    </Page>
  );
}
