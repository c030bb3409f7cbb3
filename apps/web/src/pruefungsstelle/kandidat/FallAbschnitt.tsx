// The case of one candidate (issue 28 points 1 and 2, decision 0046): who holds it ("Mir zuweisen",
// "Zuweisen an …", "Zuweisung aufheben"), the office's internal notes and the Wiedervorlagen. Shown on
// the candidate page and beside the decision; the page reads the case (useStaffDaten) and hands it in,
// every write answers the new case, which the page takes (setDaten). Nothing here is seen by the
// candidate.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { fallTexte as t } from '@examensportal/domain/messages-pruefungsstelle-fall';
import {
  type Fall,
  fallMeldungSchema,
  notizPayloadSchema,
  wiedervorlagePayloadSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-fall';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextareaField } from '../../components/form/TextareaField';
import { TextField } from '../../components/form/TextField';
import type { ApiCall } from '@examensportal/domain/api';
import { staffPost, type Ziel } from '../api';
import { PlainSelectField } from '../../components/form/PlainFields';
import { useStaff } from '../StaffContext';
import { useStaffAktion } from '../useStaffAktion';

interface Props {
  kandidatId: string;
  fall: Fall;
  /** The new state of the case after a write. */
  aktualisiert(fall: Fall): void;
  /** Heading level of the section (2 on the candidate page, 3 beside the decision). */
  ebene?: 2 | 3;
}

type NotizForm = { text: string };
type VorlageForm = { datum: string; grund: string };

export function FallAbschnitt({ kandidatId, fall, aktualisiert, ebene = 2 }: Props) {
  const { sitzung } = useStaff();
  const { sendet, ausfuehren } = useStaffAktion();
  const [an, setAn] = useState('');
  const params = { id: kandidatId };
  const H = ebene === 2 ? 'h2' : 'h3';
  const U = ebene === 2 ? 'h3' : 'h4';

  const schreiben = async (aufruf: ApiCall, body: unknown, ziel: Ziel = { params }) => {
    const ergebnis = await ausfuehren(() => staffPost(fallMeldungSchema, aufruf, body, ziel), {
      erfolg: (a) => a.message,
    });
    if (ergebnis.ok) aktualisiert(ergebnis.antwort.fall);
    return ergebnis.ok;
  };

  const notiz = useForm<NotizForm>({
    resolver: zodResolver(notizPayloadSchema),
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });
  const notizSenden = notiz.handleSubmit(async (werte) => {
    const ergebnis = await ausfuehren(() => staffPost(fallMeldungSchema, P.fallNotiz, werte, { params }), {
      erfolg: (a) => a.message,
      form: { form: notiz, fields: ['text'] },
    });
    if (ergebnis.ok) {
      aktualisiert(ergebnis.antwort.fall);
      notiz.reset();
    }
  });

  const vorlage = useForm<VorlageForm>({
    resolver: zodResolver(wiedervorlagePayloadSchema),
    defaultValues: { datum: '', grund: '' },
    reValidateMode: 'onSubmit',
  });
  const vorlageSenden = vorlage.handleSubmit(async (werte) => {
    const ergebnis = await ausfuehren(
      () => staffPost(fallMeldungSchema, P.wiedervorlageSetzen, werte, { params }),
      { erfolg: (a) => a.message, form: { form: vorlage, fields: ['datum', 'grund'] } },
    );
    if (ergebnis.ok) {
      aktualisiert(ergebnis.antwort.fall);
      vorlage.reset();
    }
  });

  const halter = fall.halter;
  const meiner = halter !== null && halter.staffId === sitzung?.id;
  const andere = fall.mitarbeitende.filter((m) => m.id !== halter?.staffId);

  return (
    <section aria-labelledby="fall-titel" className="fall">
      <H id="fall-titel" className="kern-heading-medium">
        {t.zuweisung}
      </H>
      <p className="kern-body" id="fall-halter">
        {halter ? t.zugewiesenAn(halter.name) : t.nichtZugewiesen}
        {halter && ` (${formatZeitpunkt(halter.seit)})`}
      </p>
      <div className="form-actions">
        {!meiner && sitzung && (
          <button
            type="button"
            className="kern-btn kern-btn--primary"
            disabled={sendet}
            onClick={() => void schreiben(P.fallZuweisen, { staffId: sitzung.id })}
          >
            <span className="kern-label">{t.mirZuweisen}</span>
          </button>
        )}
        {halter && (
          <button
            type="button"
            className="kern-btn kern-btn--secondary"
            disabled={sendet}
            onClick={() => void schreiben(P.fallZuweisen, { staffId: null })}
          >
            <span className="kern-label">{t.aufheben}</span>
          </button>
        )}
      </div>
      {andere.length > 0 && (
        <form
          className="staff__filter"
          aria-label={t.zuweisenAn}
          onSubmit={(event) => {
            event.preventDefault();
            if (an) void schreiben(P.fallZuweisen, { staffId: an }).then((a) => a && setAn(''));
          }}
        >
          <PlainSelectField
            id="fall-zuweisen-an"
            label={t.zuweisenAn}
            value={an}
            onChange={(event) => setAn(event.target.value)}
            options={[
              { value: '', label: t.zuweisenAnLabel },
              ...andere.map((m) => ({ value: m.id, label: m.name })),
            ]}
          />
          <div className="form-actions">
            <button type="submit" className="kern-btn kern-btn--secondary" disabled={sendet || !an}>
              <span className="kern-label">{t.zuweisen}</span>
            </button>
          </div>
        </form>
      )}

      <U className="kern-heading-small">{t.wiedervorlagen}</U>
      {fall.wiedervorlagen.length === 0 ? (
        <p className="kern-body">{t.keineWiedervorlagen}</p>
      ) : (
        <ul className="fall__liste">
          {fall.wiedervorlagen.map((w) => (
            <li key={w.id}>
              <span className="kern-body">{t.wiedervorlageAm(formatDatum(w.datum), w.grund)}</span>{' '}
              <span
                className={`kern-badge kern-badge--${w.status !== 'offen' ? 'success' : w.faellig ? 'warning' : 'info'}`}
              >
                <span className="kern-label">
                  {w.status === 'offen' && w.faellig
                    ? t.wiedervorlageFaellig
                    : t.wiedervorlageStatus[w.status]}
                </span>
              </span>{' '}
              <span className="kern-body kern-body--small">{t.vonAm(w.von, formatZeitpunkt(w.am))}</span>
              {w.status === 'offen' && (
                <span className="form-actions">
                  <button
                    type="button"
                    className="kern-btn kern-btn--secondary"
                    disabled={sendet}
                    aria-label={`${t.wiedervorlageErledigen}: ${formatDatum(w.datum)}`}
                    onClick={() =>
                      void schreiben(
                        P.wiedervorlageBeenden,
                        { art: 'erledigt' },
                        { params: { id: kandidatId, wiedervorlageId: w.id } },
                      )
                    }
                  >
                    <span className="kern-label">{t.wiedervorlageErledigen}</span>
                  </button>
                  <button
                    type="button"
                    className="kern-btn kern-btn--tertiary"
                    disabled={sendet}
                    aria-label={`${t.wiedervorlageAufheben}: ${formatDatum(w.datum)}`}
                    onClick={() =>
                      void schreiben(
                        P.wiedervorlageBeenden,
                        { art: 'aufgehoben' },
                        { params: { id: kandidatId, wiedervorlageId: w.id } },
                      )
                    }
                  >
                    <span className="kern-label">{t.wiedervorlageAufheben}</span>
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormShell
        formId="fall-wiedervorlage"
        fields={['datum', 'grund']}
        labels={{ datum: t.wiedervorlageDatum, grund: t.wiedervorlageGrund }}
        errors={vorlage.formState.errors}
        submitCount={vorlage.formState.submitCount}
        onSubmit={(e) => void vorlageSenden(e)}
        submitLabel={t.wiedervorlageSetzen}
        submitDisabled={sendet}
      >
        <TextField
          formId="fall-wiedervorlage"
          label={t.wiedervorlageDatum}
          type="date"
          required
          registration={vorlage.register('datum')}
          error={fieldMessages(vorlage.formState.errors, 'datum')}
        />
        <TextField
          formId="fall-wiedervorlage"
          label={t.wiedervorlageGrund}
          required
          registration={vorlage.register('grund')}
          error={fieldMessages(vorlage.formState.errors, 'grund')}
        />
      </FormShell>

      <U className="kern-heading-small">{t.notizen}</U>
      <p className="kern-body kern-body--small">{t.notizenHinweis}</p>
      {fall.notizen.length === 0 ? (
        <p className="kern-body">{t.keineNotizen}</p>
      ) : (
        <ul className="fall__liste">
          {fall.notizen.map((n) => (
            <li key={n.id}>
              <p className="kern-body fall__notiz">{n.text}</p>
              <p className="kern-body kern-body--small">{t.vonAm(n.von, formatZeitpunkt(n.am))}</p>
            </li>
          ))}
        </ul>
      )}
      <FormShell
        formId="fall-notiz"
        fields={['text']}
        labels={{ text: t.notiz }}
        errors={notiz.formState.errors}
        submitCount={notiz.formState.submitCount}
        onSubmit={(e) => void notizSenden(e)}
        submitLabel={t.notizSpeichern}
        submitDisabled={sendet}
      >
        <TextareaField
          formId="fall-notiz"
          label={t.notiz}
          required
          rows={3}
          registration={notiz.register('text')}
          error={fieldMessages(notiz.formState.errors, 'text')}
        />
      </FormShell>
    </section>
  );
}
