import { messages } from '@examensportal/domain/messages';

/** While the first page's code loads (pages are split per route). */
export function InitialLoading() {
  return (
    <div className="initial-loading" role="status">
      <span className="kern-loader kern-loader--visible" aria-hidden="true" />
      <span className="kern-sr-only">{messages.generic.laden}</span>
    </div>
  );
}
