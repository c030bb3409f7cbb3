import { useParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { Page } from '../../components/Page';
import { useAppSelector } from '../../app/store';
import { pagesFor, type PageRoute } from '../../app/routes';
import { kindOf } from '../../lib/session';
import { signedInUser } from '../../app/slices/auth';

const stepTitles: Record<string, string> = messages.seiten.schritte;

/** A page a later issue builds: routing, guard and title are real, the content is not there yet. */
export function PlaceholderPage({ entry }: { entry: PageRoute }) {
  const { page } = useParams();
  const user = useAppSelector((state) => signedInUser(state.auth));
  if (!entry.pageSet || page === undefined) return <Page title={entry.title} />;

  const pages = pagesFor(entry.pageSet, kindOf(user?.art));
  const stepTitle = stepTitles[page] ?? page;
  return (
    <Page title={`${entry.title} – ${stepTitle}`} heading={entry.title}>
      {entry.pageSet.counted && (
        <p className="kern-preline">{messages.generic.seite(pages.indexOf(page) + 1, pages.length)}</p>
      )}
      <h2 className="kern-heading-medium">{stepTitle}</h2>
    </Page>
  );
}
