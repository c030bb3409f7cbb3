import { useId, useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { kalenderAnsichtTexte } from '@examensportal/domain/messages-kalender-ansicht';
import { ERINNERUNGSARTEN, type Erinnerungsart } from '@examensportal/domain/rules/erinnerungen';
import { erinnerungenAntwortSchema, kalenderAdresseSchema } from '@examensportal/domain/schemas/erinnerungen';
import { Checkbox } from '../../components/form/CheckboxField';
import { Alert } from '../../components/form/Alert';
import { CopyTextField } from '../../components/form/PlainFields';
import { api, parseAntwort } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useAbschnitt } from '../../lib/useAbschnitt';

// "Erinnerungen und Kalender" in Meine Daten (issue 27 points 5 and 6, decision 0040): a switch per
// reminder kind (on unless switched off; each change is a row on the server), and the secret address of
// the personal calendar feed – shown once when made, with a copy button; a new one closes the old.

const md = kalenderAnsichtTexte.meineDaten;

export function ErinnerungenAbschnitt() {
  const { phase, setPhase, sendet, senden } = useAbschnitt(
    erinnerungenAntwortSchema,
    apiPath(API.erinnerungen),
  );
  const [adresse, setAdresse] = useState<string | null>(null);
  const id = useId();

  const schalten = (art: Erinnerungsart, aktiv: boolean) =>
    senden(
      async () =>
        parseAntwort(
          erinnerungenAntwortSchema,
          await api.post(apiPath(API.erinnerungSchalter), { art, aktiv }),
        ),
      aktiv ? md.erinnerungAn : md.erinnerungAus,
    );

  const erzeugen = (neu: boolean) =>
    senden(
      async () => {
        const antwort = parseAntwort(kalenderAdresseSchema, await api.post(apiPath(API.kalenderAdresse)));
        setAdresse(antwort.adresse);
        setPhase((p) =>
          p.name === 'bereit' ? { ...p, stand: { ...p.stand, kalenderSeit: antwort.seit } } : p,
        );
        return undefined;
      },
      neu ? md.kalenderNeuErzeugt : undefined,
    );

  const kopieren = async () => {
    if (!adresse) return;
    try {
      await navigator.clipboard.writeText(adresse);
      toast.success(md.kalenderKopiert);
    } catch {
      // Without clipboard access the address stays selected in its field for copying by hand.
      document.getElementById(`${id}-adresse`)?.focus();
    }
  };

  return (
    <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-erinnerungen">
      <h2 className="kern-heading-medium" id="meinedaten-erinnerungen">
        {md.erinnerungen}
      </h2>
      {phase.name === 'fehler' && (
        <Alert variant="danger">{`${messages.wizard.nichtGeladen} ${phase.message}`}</Alert>
      )}
      {phase.name === 'bereit' && (
        <>
          <fieldset className="kern-fieldset">
            <legend className="kern-label">{md.erinnerungenEinleitung}</legend>
            <div className="kern-fieldset__body">
              {ERINNERUNGSARTEN.map((art) => (
                <Checkbox
                  key={art}
                  id={`${id}-${art}`}
                  name={`erinnerung-${art}`}
                  label={md.erinnerungsarten[art]}
                  checked={phase.stand.schalter[art] ?? true}
                  disabled={sendet}
                  onChange={(checked) => void schalten(art, checked)}
                />
              ))}
            </div>
          </fieldset>
          <h3 className="kern-heading-small meinedaten-kalender">{md.kalender}</h3>
          <p className="kern-body">{md.kalenderEinleitung}</p>
          {adresse ? (
            <CopyTextField
              id={`${id}-adresse`}
              label={md.kalenderAdresse}
              hint={md.kalenderAdresseHinweis}
              value={adresse}
              controlClass="meinedaten-kalenderadresse"
              action={
                <button
                  type="button"
                  className="kern-btn kern-btn--secondary"
                  onClick={() => void kopieren()}
                >
                  <span className="kern-label">{md.kalenderKopieren}</span>
                </button>
              }
            />
          ) : (
            <p className="kern-body">
              {phase.stand.kalenderSeit
                ? md.kalenderSeit(formatZeitpunkt(phase.stand.kalenderSeit))
                : md.kalenderKeineAdresse}
            </p>
          )}
          <button
            type="button"
            className="kern-btn kern-btn--secondary"
            onClick={() => void erzeugen(phase.stand.kalenderSeit !== null)}
            disabled={sendet}
          >
            <span className="kern-label">
              {phase.stand.kalenderSeit ? md.kalenderNeu : md.kalenderErzeugen}
            </span>
          </button>
        </>
      )}
    </section>
  );
}
