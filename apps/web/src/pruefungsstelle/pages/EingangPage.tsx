// Eingang: the office's work queues with their counts, one queue as a sortable, filterable, paged
// table with each item's age, target and holder; withdrawals and new documents are acknowledged here
// (Kenntnisnahme). Items to decide link in one click to the decision page, with the queue and its
// filter for "Nächster Fall" (issue 28). Read with useStaffDaten, written with useStaffAktion
// (decision 0044).
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import {
  EINGANG_QUEUES,
  eingang,
  type EingangQueue,
  KENNTNISNAHME_QUEUES,
} from '@examensportal/domain/messages-pruefungsstelle-eingang';
import {
  eingangSeiteSchema,
  kenntnisnahmeAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-eingang';
import { messages } from '@examensportal/domain/messages';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { toast } from '../../lib/toast';
import { staffPost } from '../api';
import { Blaettern } from '../components/Blaettern';
import { EingangFilter } from '../eingang/EingangFilter';
import { EingangTabelle, type Sortierung } from '../eingang/EingangTabelle';
import { QueueNav } from '../eingang/QueueNav';
import { useZaehler } from '../eingang/useZaehler';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { useStaffAktion } from '../useStaffAktion';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { SammelLink } from '../sammel/SammelLink';
import { StaffPage } from './StaffPage';

const e = eingang;
const istQueue = (q: string | undefined): q is EingangQueue => EINGANG_QUEUES.includes(q as EingangQueue);

/** The queue and its filter for the decision page's "Nächster Fall" (issue 28 point 4). */
const weiterQuery = (queue: EingangQueue, params: URLSearchParams) => {
  const weiter = new URLSearchParams(params);
  weiter.set('queue', queue);
  return weiter.toString();
};

export function EingangPage() {
  const { queue } = useParams();
  if (!istQueue(queue)) return <Navigate to={staffPaths.eingang.getHref(EINGANG_QUEUES[0])} replace />;
  // A new queue starts with its own state (selection).
  return <Queue key={queue} queue={queue} />;
}

function Queue({ queue }: { queue: EingangQueue }) {
  const { params, query, filtern, blaettern } = useAdressAbfrage();
  const daten = useStaffDaten(eingangSeiteSchema, P.eingangQueue, { params: { queue }, query });
  const { reload } = daten;
  // A failure without the server's own words is named as the Eingang's (e.ladefehler).
  const stand =
    daten.stand.name === 'fehler' && daten.stand.message === messages.generic.fehler
      ? { ...daten.stand, message: e.ladefehler }
      : daten.stand;
  const { zaehler, neu: zaehlerNeu } = useZaehler();
  const { sendet, ausfuehren } = useStaffAktion();
  const [gewaehlt, setGewaehlt] = useState<ReadonlySet<string>>(new Set());
  const quittierbar = (KENNTNISNAHME_QUEUES as readonly string[]).includes(queue);

  /** New values over the current query, back to page 1. */
  const setze = (werte: Record<string, string>) =>
    filtern({ ...Object.fromEntries(params), ...werte, seite: undefined });
  const sortierung: Sortierung = {
    sort: params.get('sort') === 'name' ? 'name' : 'eingang',
    richtung: params.get('richtung') === 'ab' ? 'ab' : 'auf',
  };
  const waehlen = (keys: readonly string[], an: boolean) =>
    setGewaehlt((alt) => {
      const next = new Set(alt);
      for (const k of keys) {
        if (an) next.add(k);
        else next.delete(k);
      }
      return next;
    });

  const kenntnisnehmen = async () => {
    if (gewaehlt.size === 0) {
      toast.error(e.nichtsAusgewaehlt);
      return;
    }
    const ergebnis = await ausfuehren(
      () => staffPost(kenntnisnahmeAntwortSchema, P.kenntnisnahme, { eintraege: [...gewaehlt] }),
      { erfolg: (a) => e.kenntnisGenommen(a.genommen + a.bereits) },
    );
    if (ergebnis.ok) {
      setGewaehlt(new Set());
      await Promise.all([reload(), zaehlerNeu()]);
    }
  };

  return (
    <StaffPage title={e.titel}>
      <p className="kern-body">{e.einleitung}</p>
      <SammelLink queue={queue} />
      <div className="eingang">
        <QueueNav aktiv={queue} zaehler={zaehler} />
        <section className="eingang__liste" aria-labelledby="eingang-queue">
          <h2 id="eingang-queue" className="kern-heading-medium">
            {e.queues[queue]}
          </h2>
          <EingangFilter
            art={params.get('art') ?? ''}
            suche={params.get('suche') ?? ''}
            zuweisung={params.get('zuweisung') ?? ''}
            filtern={(werte) => setze(werte)}
          />
          {stand.name === 'fehler' && (
            <button type="button" className="kern-btn kern-btn--secondary" onClick={() => void reload()}>
              <span className="kern-label">{e.erneutVersuchen}</span>
            </button>
          )}
          <MitDaten stand={stand}>
            {(daten) => (
              <>
                <p className="kern-body" role="status">
                  {e.anzahl(daten.gesamt)}
                </p>
                {daten.eintraege.length === 0 ? (
                  <p className="kern-body">{e.leer[queue]}</p>
                ) : (
                  <>
                    <EingangTabelle
                      titel={e.queues[queue]}
                      eintraege={daten.eintraege}
                      sortierung={sortierung}
                      sortieren={(s) => setze({ sort: s.sort, richtung: s.richtung })}
                      weiter={weiterQuery(queue, params)}
                      {...(quittierbar ? { auswahl: { gewaehlt, setzen: waehlen } } : {})}
                    />
                    {quittierbar && (
                      <div className="form-actions">
                        <button
                          type="button"
                          className="kern-btn kern-btn--primary"
                          disabled={sendet}
                          onClick={() => void kenntnisnehmen()}
                        >
                          <span className="kern-label">{e.kenntnisnehmen}</span>
                        </button>
                      </div>
                    )}
                  </>
                )}
                <Blaettern seite={daten.seite} seiten={daten.seiten} gehe={blaettern} />
              </>
            )}
          </MitDaten>
        </section>
      </div>
    </StaffPage>
  );
}
