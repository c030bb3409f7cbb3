import type { ComponentType } from 'react';
import { generatePath, useParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { Page } from '../components/Page';
import { kindOf } from '../lib/session';
import { RedirectPlaceholder } from './RedirectPlaceholder';
import { pagesFor, type PageRoute } from './routes';
import { signedInUser } from './slices/auth';
import { useAppSelector } from './store';

interface RouteBodyProps {
  entry: PageRoute;
  component: ComponentType;
}

/** Applies a route's kind restriction and page set, then renders its page. */
export function RouteBody({ entry, component: Component }: RouteBodyProps) {
  const user = useAppSelector((state) => signedInUser(state.auth));
  const params = useParams();
  const art = kindOf(user?.art);

  if (entry.art && user && entry.art !== art) {
    return (
      <Page title={entry.title}>
        <p className="kern-body">{messages.generic.nichtAnwendbar}</p>
      </Page>
    );
  }

  if (entry.pageSet) {
    const pages = pagesFor(entry.pageSet, art);
    const first = pages[0] ?? '';
    if (!pages.includes(params.page ?? '')) {
      return <RedirectPlaceholder to={'/' + generatePath(entry.path, { ...params, page: first })} />;
    }
  }

  return <Component />;
}
