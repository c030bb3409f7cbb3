// Eingang: the office's work queues with their counts, one queue as a sortable, filterable, paged
// table; withdrawals and new documents are acknowledged here (Kenntnisnahme). Decisions are made on
// the candidate page each row links to.
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { messages } from '@examensportal/domain/messages';
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
import { Alert } from '../../components/form/Alert';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { staffPost } from '../api';
import { Blaettern } from '../components/Blaettern';
import { fehlerText, useStaffListe } from '../components/useStaffListe';
import { EingangFilter } from '../eingang/EingangFilter';
import { EingangTabelle, type Sortierung } from '../eingang/EingangTabelle';
import { QueueNav } from '../eingang/QueueNav';
import { useZaehler } from '../eingang/useZaehler';
import { ROOT } from '../nav';
import { SammelLink } from '../sammel/SammelLink';
import { StaffPage } from './StaffPage';

const e = eingang;
const istQueue = (q: string | undefined): q is EingangQueue => EINGANG_QUEUES.includes(q as EingangQueue);

export function EingangPage() {
  const { queue } = useParams();
  if (!istQueue(queue)) return <Navigate to={`${ROOT}/eingang/${EINGANG_QUEUES[0]}`} replace />;
  // A new queue starts with its own state (selection, messages).
  return <Queue key={queue} queue={queue} />;
}

function Queue({ queue }: { queue: EingangQueue }) {
  const { params, setParams, daten, fehler, laden, blaettern } = useStaffListe(
    eingangSeiteSchema,
    P.eingangQueue,
    {
      params: { queue },
      leerenBeiFehler: true,
    },
  );
  const { zaehler, neu: zaehlerNeu } = useZaehler();
  const [meldung, setMeldung] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [gewaehlt, setGewaehlt] = useState<ReadonlySet<string>>(new Set());
  const quittierbar = (KENNTNISNAHME_QUEUES as readonly string[]).includes(queue);

  const setze = (werte: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(werte)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('seite' in werte)) next.delete('seite');
    setParams(next);
  };
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
      setMeldung({ variant: 'danger', text: e.nichtsAusgewaehlt });
      return;
    }
    try {
      const antwort = await staffPost(kenntnisnahmeAntwortSchema, P.kenntnisnahme, {
        eintraege: [...gewaehlt],
      });
      setMeldung({ variant: 'success', text: e.kenntnisGenommen(antwort.genommen + antwort.bereits) });
      setGewaehlt(new Set());
      await Promise.all([laden(), zaehlerNeu()]);
    } catch (err) {
      setMeldung({ variant: 'danger', text: fehlerText(err) });
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
          {meldung && <Alert variant={meldung.variant}>{meldung.text}</Alert>}
          <EingangFilter
            art={params.get('art') ?? ''}
            suche={params.get('suche') ?? ''}
            filtern={(werte) => setze(werte)}
          />
          {fehler && (
            <>
              <Alert variant="danger">{fehler === messages.generic.fehler ? e.ladefehler : fehler}</Alert>
              <button type="button" className="kern-btn kern-btn--secondary" onClick={() => void laden()}>
                <span className="kern-label">{e.erneutVersuchen}</span>
              </button>
            </>
          )}
          {!daten && !fehler && (
            <p className="kern-body" role="status">
              {e.laden}
            </p>
          )}
          {daten && (
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
                    {...(quittierbar ? { auswahl: { gewaehlt, setzen: waehlen } } : {})}
                  />
                  {quittierbar && (
                    <div className="form-actions">
                      <button
                        type="button"
                        className="kern-btn kern-btn--primary"
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
        </section>
      </div>
    </StaffPage>
  );
}
