// Recording an objection as received (decision 0038): the letter objected to, the day it arrived and
// the candidate's reasoning. Recording is not a decision: it is saved at once; the server answers the
// period and whether it came late.
import { type FormEvent, useId, useState } from 'react';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { widerspruchFormular as t } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import { widerspruchErfasstSchema } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch';
import type { WiderspruchBescheid } from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { Alert } from '../../components/form/Alert';
import { StaffApiError, staffPost } from '../api';
import { Feld } from './Feld';

export function ErfassenForm({
  kandidatId,
  bescheide,
  onErfasst,
}: {
  kandidatId: string;
  bescheide: readonly WiderspruchBescheid[];
  onErfasst(message: string): void;
}) {
  const id = useId();
  const [bescheidId, setBescheidId] = useState('');
  const [eingegangenAm, setEingegangenAm] = useState('');
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
        widerspruchErfasstSchema,
        P.widerspruchErfassen,
        { bescheidId, eingegangenAm, begruendung },
        { params: { id: kandidatId } },
      );
      setBescheidId('');
      setEingegangenAm('');
      setBegruendung('');
      onErfasst(antwort.message);
    } catch (error) {
      if (error instanceof StaffApiError && Object.keys(error.fieldErrors).length > 0)
        setFelder(error.fieldErrors);
      setFehler(error instanceof StaffApiError ? error.message : messages.generic.fehler);
    } finally {
      setSendet(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void senden(e)} aria-labelledby={`${id}-titel`}>
      <h3 className="kern-heading-small" id={`${id}-titel`}>
        {t.erfassenTitel}
      </h3>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      <Feld id={`${id}-bescheid`} label={t.bescheid} fehler={felder.bescheidId}>
        {(props) => (
          <select
            {...props}
            className="kern-form-input__select"
            value={bescheidId}
            onChange={(e) => setBescheidId(e.target.value)}
          >
            <option value="">{t.bescheidWaehlen}</option>
            {bescheide.map((b) => (
              <option key={b.id} value={b.id}>
                {t.bescheidOption(b.dateiname, formatDatum(b.am))}
              </option>
            ))}
          </select>
        )}
      </Feld>
      <Feld
        id={`${id}-eingang`}
        label={t.eingegangenAm}
        hinweis={t.eingegangenAmHinweis}
        fehler={felder.eingegangenAm}
      >
        {(props) => (
          <input
            {...props}
            type="date"
            className="kern-form-input__input"
            value={eingegangenAm}
            onChange={(e) => setEingegangenAm(e.target.value)}
          />
        )}
      </Feld>
      <Feld
        id={`${id}-begruendung`}
        label={t.begruendung}
        hinweis={t.begruendungHinweis}
        fehler={felder.begruendung}
      >
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
        <span className="kern-label">{t.erfassen}</span>
      </button>
    </form>
  );
}
