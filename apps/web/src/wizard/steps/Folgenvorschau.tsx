import { useEffect, useState } from 'react';
import { type ApiCall, apiPath, vorschauVon } from '@examensportal/domain/api';
import { formatAbgesendetAm } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import type { Folgenvorschau as Vorschau } from '@examensportal/domain/rules/folgen';
import { Alert } from '../../components/form/Alert';
import { folgenvorschauSchema } from '@examensportal/domain/schemas/folgen';
import { api, parseAntwort, toErrorPayload } from '../../lib/api';
import { Gebuehrenfolgen } from './Gebuehrenfolgen';

const f = messages.folgen;

/** The declaration as it would be sent: its call and its JSON envelope (or its form with files). */
export interface Anfrage {
  call: ApiCall;
  body: object;
}

type Phase =
  { name: 'loading' } | { name: 'failed'; message: string } | { name: 'ready'; vorschau: Vorschau };

/** The envelope without the minute it is built in, so a re-render does not ask again. */
const schluessel = ({ call, body }: Anfrage) =>
  JSON.stringify([apiPath(vorschauVon(call)), { ...body, abgesendetAm: '' }]);

/**
 * The consequences of a declaration before it is sent (issue 16.3), as the server computes them for
 * this candidate and today with the office's settings: the amounts and the sentences that the
 * confirmation and the receipt repeat. Nothing is computed in the browser.
 */
export function Folgenvorschau({ anfrage }: { anfrage: Anfrage }) {
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const key = schluessel(anfrage);
  useEffect(() => {
    let current = true;
    setPhase({ name: 'loading' });
    const [path, body] = JSON.parse(key) as [string, object];
    // The key left the minute out; the request carries it again, as the send will.
    api
      .post(path, { ...body, abgesendetAm: formatAbgesendetAm(new Date()) })
      .then((antwort) => parseAntwort(folgenvorschauSchema, antwort))
      .then(
        (vorschau) => current && setPhase({ name: 'ready', vorschau }),
        (error: unknown) => current && setPhase({ name: 'failed', message: toErrorPayload(error).message }),
      );
    return () => {
      current = false;
    };
  }, [key]);

  return (
    <section
      className="folgenvorschau"
      aria-labelledby="folgenvorschau-titel"
      aria-busy={phase.name === 'loading'}
    >
      <h3 className="kern-heading-small" id="folgenvorschau-titel">
        {f.titel}
      </h3>
      {phase.name === 'loading' && (
        <p className="kern-body" role="status">
          {f.wirdBerechnet}
        </p>
      )}
      {phase.name === 'failed' && <Alert variant="danger">{f.nichtBerechnet(phase.message)}</Alert>}
      {phase.name === 'ready' && (
        <>
          <ul className="kern-list">
            {phase.vorschau.saetze.map((satz) => (
              <li className="kern-body" key={satz}>
                {satz}
              </li>
            ))}
          </ul>
          {phase.vorschau.gebuehren.length > 0 && (
            <Gebuehrenfolgen titel={messages.ruecknahme.gebuehrenTitel} folgen={phase.vorschau.gebuehren} />
          )}
        </>
      )}
    </section>
  );
}
