import { API, apiPath } from '@examensportal/domain/api';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { bekanntgabeAntwortSchema } from '@examensportal/domain/schemas/bekanntgabe';
import { Alert } from '../../components/form/Alert';
import { api, parseAntwort } from '../../lib/api';
import { bekanntgabeText } from '../../lib/bekanntgabe';
import { useAbschnitt } from '../../lib/useAbschnitt';

// "Bekanntgabe von Bescheiden" in Meine Daten (issue 27 point 4, decision 0033): the consent to
// notification by retrieval with its full wording, revocable, and where each decision letter's
// notification stands. The page sends the wording it shows; the server stores exactly that text.

const md = messages.meineDaten;

export function BekanntgabeAbschnitt() {
  const { phase, sendet, senden } = useAbschnitt(bekanntgabeAntwortSchema, apiPath(API.bekanntgabe));

  const speichern = (erteilt: boolean) =>
    senden(
      async () => {
        const wortlaut = erteilt ? md.einwilligungWortlaut : md.widerrufWortlaut;
        return parseAntwort(
          bekanntgabeAntwortSchema,
          await api.post(apiPath(API.bekanntgabeEinwilligung), { erteilt, wortlaut }),
        );
      },
      erteilt ? md.eingewilligt : md.widerrufenToast,
    );

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
