import { useLayoutEffect } from 'react';
import { messages } from '@examensportal/domain/messages';

/** Shown instead of React Router's English developer page when a page fails to load or render. */
export function RouteError() {
  useLayoutEffect(() => {
    document.title = messages.seiten.dokumentTitel(messages.generic.fehler);
  }, []);
  return (
    <main id="inhalt" className="site-main">
      <div className="site-container">
        <h1 className="kern-heading-large">{messages.generic.fehler}</h1>
        <p className="kern-body">
          <a className="kern-link" href={import.meta.env.BASE_URL}>
            {messages.web.zurStartseite}
          </a>
        </p>
      </div>
    </main>
  );
}
