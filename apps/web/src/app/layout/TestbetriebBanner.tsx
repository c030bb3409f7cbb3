import { TESTBETRIEB_META } from '@examensportal/domain/api';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { Alert } from '../../components/form/Alert';

/** The portal's clock at page load when it runs on PORTAL_NOW; undefined on a live portal. */
function testbetriebZeit(doc: Document | undefined = globalThis.document): string | undefined {
  // No document while /login is pre-rendered at build time (build/prerenderLogin.ts): no test mode.
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${TESTBETRIEB_META}"]`)?.content;
  return content ? formatZeitpunkt(content) || undefined : undefined;
}

/** 'Testbetrieb: Datum …' on every page, so nobody mistakes a portal on a set clock for the live one. */
export function TestbetriebBanner() {
  const zeit = testbetriebZeit();
  if (!zeit) return null;
  return <Alert variant="info">{messages.layout.testbetrieb(zeit)}</Alert>;
}
