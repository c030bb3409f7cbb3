import { useCallback, useEffect, useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { type BekanntgabeAntwort, bekanntgabeAntwortSchema } from '@examensportal/domain/schemas/bekanntgabe';
import { Alert } from '../../components/form/Alert';
import { api, parseAntwort, toErrorPayload } from '../../lib/api';
import { bekanntgabeText } from '../../lib/bekanntgabe';
import { toast } from '../../lib/toast';

// "Bekanntgabe von Bescheiden" in Meine Daten (issue 27 point 4, decision 0033): the consent to
// notification by retrieval with its full wording, revocable, and where each decision letter's
// notification stands. The page sends the wording it shows; the server stores exactly that text.

const md = messages.meineDaten;

type Phase =
  { name: 'laden' } | { name: 'fehler'; message: string } | { name: 'bereit'; stand: BekanntgabeAntwort };

export function BekanntgabeAbschnitt() {
  const [phase, setPhase] = useState<Phase>({ name: 'laden' });
  const [sendet, setSendet] = useState(false);

  const laden = useCallback(async () => {
    try {
      setPhase({
        name: 'bereit',
        stand: parseAntwort(bekanntgabeAntwortSchema, await api.get(apiPath(API.bekanntgabe))),
      });
    } catch (error) {
      setPhase({ name: 'fehler', message: toErrorPayload(error).message });
    }
  }, []);

  useEffect(() => {
    void laden();
  }, [laden]);

  const speichern = async (erteilt: boolean) => {
    setSendet(true);
    try {
      const wortlaut = erteilt ? md.einwilligungWortlaut : md.widerrufWortlaut;
      const stand = parseAntwort(
        bekanntgabeAntwortSchema,
        await api.post(apiPath(API.bekanntgabeEinwilligung), { erteilt, wortlaut }),
      );
      setPhase({ name: 'bereit', stand });
      toast.success(erteilt ? md.eingewilligt : md.widerrufenToast);
    } catch (error) {
      toast.error(toErrorPayload(error).message);
    } finally {
      setSendet(false);
    }
  };

  const einwilligung = phase.name === 'bereit' ? phase.stand.einwilligung : null;
  const erteilt = einwilligung?.erteilt === true;

  return (
    <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-bekanntgabe">
      <h2 className="kern-heading-medium" id="meinedaten-bekanntgabe">
        {md.bekanntgabe}
      </h2>
      {phase.name === 'fehler' && (
        <Alert variant="danger">{`${messages.wizard.nichtGeladen} ${phase.message}`}</Alert>
      )}
      {phase.name === 'bereit' && (
        <>
          <p className="kern-body">
            {erteilt && einwilligung
              ? md.einwilligungErteilt(formatZeitpunkt(einwilligung.am))
              : md.einwilligungFehlt}
          </p>
          <p className="kern-body meinedaten-wortlaut" id="meinedaten-wortlaut">
            {erteilt ? md.widerrufWortlaut : md.einwilligungWortlaut}
          </p>
          <button
            type="button"
            className="kern-btn kern-btn--secondary"
            aria-describedby="meinedaten-wortlaut"
            onClick={() => void speichern(!erteilt)}
            disabled={sendet}
          >
            <span className="kern-label">{erteilt ? md.widerrufen : md.einwilligen}</span>
          </button>
          <h3 className="kern-heading-small meinedaten-bescheide">{md.bescheide}</h3>
          {phase.stand.bescheide.length === 0 ? (
            <p className="kern-body">{md.keineBescheide}</p>
          ) : (
            <ul className="kern-list">
              {phase.stand.bescheide.map((b) => (
                <li key={b.documentId}>{`${b.dateiname}: ${bekanntgabeText(b.stand)}`}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
