import { messages } from '@examensportal/domain/messages';
import { verfahrensstand as vs } from '@examensportal/domain/messages-verfahrensstand';
import type { Modul } from '@examensportal/domain/rules/module';
import { Alert } from '../../components/form/Alert';
import { useVerfahrensstand } from '../../lib/verfahrensstand';
import { Gebuehrenfolgen } from './Gebuehrenfolgen';

const a = messages.antrag;

/**
 * The expected fees of an application on its summary page: the rows the server's status priced with
 * its settings for the open term (decision 0020), of the modules chosen (WP; the aptitude test has
 * no modules, module null). Nothing is priced in the browser.
 */
export function Antragsgebuehren({ module }: { module: readonly Modul[] }) {
  const phase = useVerfahrensstand();
  if (phase.name === 'loading') {
    return (
      <p className="kern-body" role="status">
        {messages.folgen.wirdBerechnet}
      </p>
    );
  }
  if (!phase.stand) return <Alert variant="danger">{messages.folgen.nichtBerechnet(vs.nichtGeladen)}</Alert>;
  const folgen = phase.stand.gebuehren.antrag.filter((f) => f.modul === null || module.includes(f.modul));
  return (
    <>
      <Gebuehrenfolgen titel={a.gebuehren} folgen={folgen} />
      <p className="kern-body kern-body--small">{a.gebuehrenHinweis}</p>
    </>
  );
}
