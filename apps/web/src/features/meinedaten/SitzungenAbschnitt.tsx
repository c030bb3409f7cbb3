import { useCallback, useEffect, useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { zweiterFaktor } from '@examensportal/domain/messages-zweiter-faktor';
import { andereBeendetSchema, type Sitzung, sitzungenSchema } from '@examensportal/domain/schemas/sitzungen';
import { Alert } from '../../components/form/Alert';
import { api, parseAntwort, toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';
import { SummaryList } from '../../wizard/WizardSummaries';

// "Angemeldete Geräte" in Meine Daten (issue 30 point 6): the active sessions as the server lists them
// (browser and device read there from the login's User-Agent, so no parser goes into the web build),
// and "Alle anderen Sitzungen beenden". Local state like the confirmation panel: nothing else reads it.

const md = messages.meineDaten;
const zf = zweiterFaktor;

const loadSitzungen = async (): Promise<Sitzung[]> =>
  parseAntwort(sitzungenSchema, await api.get(apiPath(API.sitzungen))).sitzungen;

type Phase =
  { name: 'loading' } | { name: 'fehler'; message: string } | { name: 'bereit'; sitzungen: Sitzung[] };

export function SitzungenAbschnitt() {
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [sendet, setSendet] = useState(false);

  const load = useCallback(async () => {
    try {
      setPhase({ name: 'bereit', sitzungen: await loadSitzungen() });
    } catch (error) {
      setPhase({ name: 'fehler', message: toErrorPayload(error).message });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const andereBeenden = async () => {
    setSendet(true);
    try {
      const { beendet: anzahl } = parseAntwort(
        andereBeendetSchema,
        await api.post(apiPath(API.andereSitzungenBeenden)),
      );
      toast.success(md.andereBeendet(anzahl));
      await load();
    } catch (error) {
      toast.error(toErrorPayload(error).message);
    } finally {
      setSendet(false);
    }
  };

  const andere = phase.name === 'bereit' ? phase.sitzungen.filter((s) => !s.aktuell).length : 0;

  return (
    <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-sitzungen">
      <h2 className="kern-heading-medium" id="meinedaten-sitzungen">
        {md.sitzungen}
      </h2>
      <p className="kern-body">{md.sitzungenEinleitung}</p>
      {phase.name === 'fehler' && (
        <Alert variant="danger">{`${messages.wizard.nichtGeladen} ${phase.message}`}</Alert>
      )}
      {phase.name === 'bereit' && (
        <>
          <ul className="kern-list meinedaten-sitzungen">
            {phase.sitzungen.map((s, i) => (
              <li key={`${s.angemeldetAm}-${i}`}>
                <h3 className="kern-heading-small">
                  {`${s.browser}, ${s.geraet}`}
                  {s.aktuell && (
                    <>
                      {' '}
                      <span className="kern-badge kern-badge--info">
                        <span className="kern-label">{md.dieseSitzung}</span>
                      </span>
                    </>
                  )}
                </h3>
                <SummaryList
                  items={[
                    [md.angemeldetAm, formatZeitpunkt(s.angemeldetAm)],
                    [md.zuletztAktiv, formatZeitpunkt(s.zuletztAktiv)],
                    [zf.sitzungAnmeldung, s.zweiterFaktor ? zf.sitzungMitFaktor : zf.sitzungNurPasswort],
                  ]}
                />
              </li>
            ))}
          </ul>
          {andere === 0 && <p className="kern-body">{md.keineAnderenSitzungen}</p>}
          {andere > 0 && (
            <button
              type="button"
              className="kern-btn kern-btn--secondary"
              onClick={() => void andereBeenden()}
              disabled={sendet}
            >
              <span className="kern-label">{md.andereBeenden}</span>
            </button>
          )}
        </>
      )}
    </section>
  );
}
