import { useMatches } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import type { RouteHandle } from './RootLayout';

/** The title of the deepest matched route of the registry. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return messages.web.portalName;
}
