// "Nächster Fall" after a decision or a draft (issue 28 point 4): the next item of the queue the page
// was opened from, with the same filter (queue and filter come along in the address). The current
// candidate is skipped – a draft leaves an application in its queue – and the next page is read when
// the current one ends. Focus moves to the link, so the keyboard goes on with Enter.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { fallTexte as t } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { EINGANG_QUEUES, type EingangQueue } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import {
  type EingangEintrag,
  eingangSeiteSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { staffGet } from '../api';
import { staffPaths } from '../paths';

const istQueue = (q: string | null): q is EingangQueue => EINGANG_QUEUES.includes(q as EingangQueue);

/** The first item after the current candidate's, of another candidate, that is decided on this page. */
function danach(eintraege: readonly EingangEintrag[], accountId: string): EingangEintrag | undefined {
  const i = eintraege.findIndex((e) => e.accountId === accountId);
  return eintraege.slice(i + 1).find((e) => e.accountId !== accountId && e.entscheiden);
}

/** Shown once `runde` > 0 (a decision or draft was saved); reads the queue again each time. */
export function NaechsterFall({ accountId, runde }: { accountId: string; runde: number }) {
  const [params] = useSearchParams();
  const queue = params.get('queue');
  const [ziel, setZiel] = useState<string | null | undefined>(undefined);
  const link = useRef<HTMLAnchorElement>(null);
  const keiner = useRef<HTMLParagraphElement>(null);
  const query = params.toString();

  useEffect(() => {
    if (runde === 0 || !istQueue(queue)) return;
    let aktuell = true;
    void (async () => {
      const filter = new URLSearchParams(query);
      filter.delete('queue');
      try {
        let seite = await staffGet(eingangSeiteSchema, P.eingangQueue, {
          params: { queue },
          query: filter.toString(),
        });
        let naechster = danach(seite.eintraege, accountId);
        if (!naechster && seite.seite < seite.seiten) {
          filter.set('seite', String(seite.seite + 1));
          seite = await staffGet(eingangSeiteSchema, P.eingangQueue, {
            params: { queue },
            query: filter.toString(),
          });
          naechster = seite.eintraege.find((e) => e.accountId !== accountId && e.entscheiden);
        }
        const weiter = new URLSearchParams(filter);
        weiter.set('queue', queue);
        if (aktuell) setZiel(naechster?.entscheiden ? `${naechster.entscheiden}?${weiter.toString()}` : null);
      } catch {
        if (aktuell) setZiel(null);
      }
    })();
    return () => {
      aktuell = false;
    };
  }, [runde, queue, query, accountId]);

  useEffect(() => {
    if (ziel) link.current?.focus();
    else if (ziel === null) keiner.current?.focus();
  }, [ziel]);

  if (runde === 0 || !istQueue(queue) || ziel === undefined) return null;
  const filter = new URLSearchParams(query);
  filter.delete('queue');
  const eingang = `${staffPaths.eingang.getHref(queue)}${filter.size > 0 ? `?${filter.toString()}` : ''}`;
  return (
    <nav className="naechster-fall" aria-label={t.naechsterFall}>
      {ziel ? (
        <Link ref={link} className="kern-btn kern-btn--primary" to={ziel}>
          <span className="kern-label">{t.naechsterFall}</span>
        </Link>
      ) : (
        <p className="kern-body" ref={keiner} tabIndex={-1}>
          {t.keinNaechsterFall}
        </p>
      )}{' '}
      <Link className="kern-link" to={eingang}>
        {t.zurueckZumEingang}
      </Link>
    </nav>
  );
}
