// Drafting the outcome of an objection (decisions 0038, 0050): abgeholfen (with what the
// Abhilfebescheid decides; the remedy shown beside it becomes a fact with the release), zurückgewiesen
// (with reasons: a Widerspruchsbescheid) or zurückgenommen. Saved as a draft; a leitung other than the
// drafter releases it in the draft panel.
import { type FormEvent, useId, useState } from 'react';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { messages } from '@examensportal/domain/messages';
import { widerspruchFormular as t } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import { entwurfAntwortSchema } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { WIDERSPRUCH_ERGEBNISSE, type WiderspruchErgebnis } from '@examensportal/domain/rules/widerspruch';
import type { WiderspruchAnsicht } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { Alert } from '../../components/form/Alert';
import { FieldError } from '../../components/form/FieldError';
import { StaffApiError, staffPost } from '../api';
import { Feld } from './Feld';

export function EntscheidenForm({
  kandidatId,
  widerspruch,
  onEntworfen,
}: {
  kandidatId: string;
  widerspruch: WiderspruchAnsicht;
  onEntworfen(message: string): void;
}) {
  const id = useId();
  const [entscheidung, setEntscheidung] = useState<WiderspruchErgebnis | ''>('');
  const [abhilfe, setAbhilfe] = useState('');
  const [begruendung, setBegruendung] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const [felder, setFelder] = useState<Record<string, string>>({});
  const [sendet, setSendet] = useState(false);

  const senden = async (event: FormEvent) => {
    event.preventDefault();
    setFehler(null);
    setFelder({});
    setSendet(true);
    try {
      const antwort = await staffPost(
        entwurfAntwortSchema,
        P.widerspruchEntwerfen,
        {
          entscheidung,
          ...(begruendung.trim() ? { begruendung } : {}),
          ...(entscheidung === 'abgeholfen' ? { abhilfe } : {}),
        },
        { params: { id: kandidatId, fallId: widerspruch.id } },
      );
      onEntworfen(antwort.message);
    } catch (error) {
      if (error instanceof StaffApiError && Object.keys(error.fieldErrors).length > 0)
        setFelder(error.fieldErrors);
      setFehler(error instanceof StaffApiError ? error.message : messages.generic.fehler);
    } finally {
      setSendet(false);
    }
  };

  const ergebnisFehler = felder.entscheidung;
  return (
    <form noValidate onSubmit={(e) => void senden(e)} aria-labelledby={`${id}-titel`}>
      <h4 className="kern-heading-small" id={`${id}-titel`}>
        {t.entscheidenTitel}
      </h4>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      <fieldset
        className="kern-fieldset"
        aria-describedby={ergebnisFehler ? `${id}-ergebnis-fehler` : undefined}
      >
        <legend className="kern-label">{t.ergebnis}</legend>
        <FieldError id={`${id}-ergebnis-fehler`} message={ergebnisFehler} />
        <div className="kern-fieldset__body">
          {WIDERSPRUCH_ERGEBNISSE.map((e) => (
            <div className="kern-form-check" key={e}>
              <input
                className="kern-form-check__radio"
                type="radio"
                id={`${id}-${e}`}
                name={`${id}-ergebnis`}
                checked={entscheidung === e}
                onChange={() => setEntscheidung(e)}
              />
              <label className="kern-label" htmlFor={`${id}-${e}`}>
                {t.ergebnisse[e]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {entscheidung === 'abgeholfen' && (
        <Feld id={`${id}-abhilfe`} label={t.abhilfe} hinweis={t.abhilfeHinweis} fehler={felder.abhilfe}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              className="kern-form-input__input"
              value={abhilfe}
              onChange={(e) => setAbhilfe(e.target.value)}
            />
          )}
        </Feld>
      )}
      <Feld id={`${id}-gruende`} label={t.gruende} hinweis={t.gruendeHinweis} fehler={felder.begruendung}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            className="kern-form-input__input"
            value={begruendung}
            onChange={(e) => setBegruendung(e.target.value)}
          />
        )}
      </Feld>
      <button type="submit" className="kern-btn kern-btn--primary" disabled={sendet}>
        <span className="kern-label">{t.entwerfen}</span>
      </button>
    </form>
  );
}
