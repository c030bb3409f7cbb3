// An open draft of a decision (issue 26): what it decides and who drafted it, its letter as the real
// PDF in the viewer, and – for a second person who may – 'Freigeben'; 'Verwerfen' opens a short form
// for the reason. The drafter reads who must release it. The server checks every rule again.
import { prueflisteTexte as pl } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { entscheidungErgebnisSchema } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import {
  type Entwurf,
  type VerwerfenPayload,
  verworfenAntwortSchema,
  verwerfenFormSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { Alert } from '../../components/form/Alert';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextareaField } from '../../components/form/TextareaField';
import { StaffApiError, staffPost } from '../api';
import { DokumentViewer } from '../kandidat/DokumentViewer';
import { Fakten } from './Fakten';

interface Props {
  kandidatId: string;
  entwurf: Entwurf;
  /** The server's message after a release or a discard; the page reloads. */
  onErfolg(message: string): void;
}

interface PanelProps extends Props {
  /** The heading level below the case's own heading (application: h2, cases: h3). */
  ebene: 3 | 4;
}

const fehlerText = (error: unknown) =>
  error instanceof StaffApiError ? error.message : messages.generic.fehler;

function VerwerfenForm({ kandidatId, entwurf, onErfolg, abbrechen }: Props & { abbrechen(): void }) {
  const formId = `verwerfen-${entwurf.id}`;
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<VerwerfenPayload>({
    resolver: zodResolver(verwerfenFormSchema),
    defaultValues: { begruendung: '' },
  });
  const { register, formState } = form;
  // The form opens from 'Verwerfen': the reason is where the keyboard continues.
  useEffect(() => form.setFocus('begruendung'), [form]);
  const onSubmit = form.handleSubmit(async (werte) => {
    setServerError(null);
    try {
      const antwort = await staffPost(
        verworfenAntwortSchema,
        P.entwurfVerwerfen,
        { begruendung: werte.begruendung.trim() },
        { params: { id: kandidatId, entwurfId: entwurf.id } },
      );
      onErfolg(antwort.message);
    } catch (error) {
      const feld = error instanceof StaffApiError ? error.fieldErrors.begruendung : undefined;
      if (feld) form.setError('begruendung', { message: feld }, { shouldFocus: true });
      else setServerError(fehlerText(error));
    }
  });
  return (
    <FormShell
      formId={formId}
      fields={['begruendung']}
      labels={{ begruendung: f.verwerfenGrund }}
      errors={formState.errors}
      submitCount={formState.submitCount}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={f.verwerfenBestaetigen}
      submitDisabled={formState.isSubmitting}
      serverError={serverError}
      secondaryAction={
        <button type="button" className="kern-btn kern-btn--tertiary" onClick={abbrechen}>
          <span className="kern-label">{f.abbrechen}</span>
        </button>
      }
    >
      <TextareaField
        formId={formId}
        label={f.verwerfenGrund}
        hint={f.verwerfenGrundHinweis}
        required
        rows={3}
        registration={register('begruendung')}
        error={fieldMessages(formState.errors, 'begruendung')}
      />
    </FormShell>
  );
}

export function EntwurfPanel({ kandidatId, entwurf, onErfolg, ebene }: PanelProps) {
  const Titel = ebene === 3 ? 'h3' : 'h4';
  const [ansehen, setAnsehen] = useState(false);
  const [verwerfen, setVerwerfen] = useState(false);
  const [fehler, setFehler] = useState<string | null>(null);
  const [sendet, setSendet] = useState(false);
  const ansehenKnopf = useRef<HTMLButtonElement>(null);
  // Its own viewer id: the page may show another draft's letter or a file document at the same time.
  const viewerId = `dokumentansicht-${entwurf.id}`;
  const verwerfenKnopf = useRef<HTMLButtonElement>(null);
  const titelId = `entwurf-${entwurf.id}-titel`;

  const freigeben = async () => {
    setFehler(null);
    setSendet(true);
    try {
      const ergebnis = await staffPost(entscheidungErgebnisSchema, P.entwurfFreigeben, undefined, {
        params: { id: kandidatId, entwurfId: entwurf.id },
      });
      onErfolg(ergebnis.message);
    } catch (error) {
      setFehler(fehlerText(error));
    } finally {
      setSendet(false);
    }
  };

  return (
    <section className="staff__entwurf" aria-labelledby={titelId}>
      <Titel className="kern-heading-small" id={titelId}>
        {f.entwurfTitel}
      </Titel>
      <Fakten
        zeilen={[
          [f.entscheidung, f.entscheidungen[entwurf.entscheidung] ?? entwurf.entscheidung],
          ...(entwurf.datum ? ([[f.datum, formatDatum(entwurf.datum)]] as [string, string][]) : []),
          ...(entwurf.massnahmen
            ? ([
                [
                  f.massnahmen,
                  <ul className="kern-list" key="m">
                    {entwurf.massnahmen.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>,
                ],
              ] as [string, ReactNode][])
            : []),
          [f.begruendung, entwurf.begruendung ?? f.keineBegruendung],
          ...(entwurf.prueflisteBegruendung
            ? ([[pl.ueberschreibung, entwurf.prueflisteBegruendung]] as [string, string][])
            : []),
          [f.entworfenVon, entwurf.entworfenVon],
          [f.entworfenAm, formatZeitpunkt(entwurf.entworfenAm)],
        ]}
      />
      {/* A standing note, not a status change: plain text, not a live region. */}
      {entwurf.freigabe.hinweis && <p className="kern-body kern-body--bold">{entwurf.freigabe.hinweis}</p>}
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      <div className="staff__actions">
        <button
          type="button"
          ref={ansehenKnopf}
          className="kern-btn kern-btn--secondary"
          aria-expanded={ansehen}
          aria-controls={viewerId}
          onClick={() => setAnsehen(true)}
        >
          <span className="kern-label">{f.bescheidAnsehen}</span>
        </button>
        {entwurf.freigabe.moeglich && (
          <button
            type="button"
            className="kern-btn kern-btn--primary"
            disabled={sendet}
            onClick={() => void freigeben()}
          >
            <span className="kern-label">{f.freigeben}</span>
          </button>
        )}
        {entwurf.verwerfenMoeglich && !verwerfen && (
          <button
            type="button"
            ref={verwerfenKnopf}
            className="kern-btn kern-btn--tertiary"
            onClick={() => setVerwerfen(true)}
          >
            <span className="kern-label">{f.verwerfen}</span>
          </button>
        )}
      </div>
      {verwerfen && (
        <VerwerfenForm
          kandidatId={kandidatId}
          entwurf={entwurf}
          onErfolg={onErfolg}
          abbrechen={() => {
            setVerwerfen(false);
            requestAnimationFrame(() => verwerfenKnopf.current?.focus());
          }}
        />
      )}
      {ansehen && (
        <DokumentViewer
          id={viewerId}
          kandidatId={kandidatId}
          quelle="entwurf"
          dokument={{ id: entwurf.id, name: f.bescheidTitel, contentType: 'application/pdf' }}
          schliessen={() => {
            setAnsehen(false);
            ansehenKnopf.current?.focus();
          }}
        />
      )}
    </section>
  );
}
