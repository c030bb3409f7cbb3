// Mitarbeitende (leitung): list, invite, change role, reset access (lost second factor), disable.
// The server audits each action.
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@examensportal/domain/messages';
import { ROLLEN, type Rolle, pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import {
  einladenFormSchema,
  type EinladenForm,
  type EinladenPayload,
  type Mitarbeiter,
  mitarbeitendeSchema,
} from '@examensportal/domain/schemas/pruefungsstelle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Alert } from '../../components/form/Alert';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import type { ApiCall } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffGet, staffSenden } from '../api';
import { Tabelle } from '../components/Tabelle';
import { useStaff } from '../StaffContext';
import { StaffPage } from './StaffPage';

const p = pruefungsstelle;
const s = p.seiten;
const FORM_ID = 'staff-einladen';

const fehlerText = (e: unknown) => (e instanceof StaffApiError ? e.message : messages.generic.fehler);

export function MitarbeitendePage() {
  const { sitzung } = useStaff();
  const [liste, setListe] = useState<Mitarbeiter[] | null>(null);
  const [meldung, setMeldung] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [zuruecksetzen, setZuruecksetzen] = useState<{ m: Mitarbeiter; trigger: HTMLElement } | null>(null);
  const form = useForm<EinladenForm, unknown, EinladenPayload>({
    resolver: zodResolver(einladenFormSchema),
    defaultValues: { email: '', name: '', rolle: 'sachbearbeitung' },
  });
  const { register, formState } = form;

  const laden = useCallback(async () => {
    try {
      setListe(await staffGet(mitarbeitendeSchema, P.mitarbeitende));
    } catch (e) {
      setMeldung({ variant: 'danger', text: fehlerText(e) });
    }
  }, []);
  useEffect(() => {
    void laden();
  }, [laden]);

  const onSubmit = form.handleSubmit(async (werte) => {
    setServerError(null);
    try {
      await staffSenden(P.einladen, werte);
      setMeldung({ variant: 'success', text: s.eingeladenMeldung(werte.email) });
      form.reset();
      await laden();
    } catch (e) {
      setServerError(fehlerText(e));
    }
  });

  const aktion = async (aufruf: ApiCall, id: string, body: unknown, erfolg: string) => {
    try {
      await staffSenden(aufruf, body, { params: { id } });
      setMeldung({ variant: 'success', text: erfolg });
      await laden();
    } catch (e) {
      setMeldung({ variant: 'danger', text: fehlerText(e) });
    }
  };

  const dialogEnde = async (bestaetigt: boolean) => {
    if (!zuruecksetzen) return;
    const { m, trigger } = zuruecksetzen;
    setZuruecksetzen(null);
    if (bestaetigt) await aktion(P.zuruecksetzen, m.id, {}, s.zurueckgesetztMeldung(m.name, m.email));
    // The button is gone once the account is reset; the focus then goes to the page's heading.
    (trigger.isConnected ? trigger : document.querySelector<HTMLElement>('h1'))?.focus();
  };

  return (
    <StaffPage title={s.mitarbeitende}>
      {meldung && <Alert variant={meldung.variant}>{meldung.text}</Alert>}
      {liste === null ? (
        <p className="kern-body">{s.laden}</p>
      ) : (
        <Tabelle label={s.mitarbeitende} spalten={[s.name, s.email, s.rolle, s.status, s.aktionen]}>
          {liste.map((m) => {
            const selbst = m.id === sitzung?.id;
            const aenderbar = !selbst && m.status !== 'deaktiviert';
            const andere: Rolle = m.rolle === 'leitung' ? 'sachbearbeitung' : 'leitung';
            return (
              <tr key={m.id} className="kern-table__row">
                <th scope="row" className="kern-table__header">
                  {m.name}
                </th>
                <td className="kern-table__cell">{m.email}</td>
                <td className="kern-table__cell">{p.rollen[m.rolle]}</td>
                <td className="kern-table__cell">{s[m.status]}</td>
                <td className="kern-table__cell">
                  {aenderbar && (
                    <div className="staff__actions">
                      <button
                        type="button"
                        className="kern-btn kern-btn--secondary"
                        onClick={() =>
                          void aktion(P.rolleAendern, m.id, { rolle: andere }, s.rolleGeaendert(m.name))
                        }
                      >
                        <span className="kern-label">
                          {s.rolleAendern}: {p.rollen[andere]}
                          <span className="kern-sr-only"> ({m.name})</span>
                        </span>
                      </button>
                      {m.status === 'aktiv' && (
                        <button
                          type="button"
                          className="kern-btn kern-btn--secondary"
                          onClick={(e) => setZuruecksetzen({ m, trigger: e.currentTarget })}
                        >
                          <span className="kern-label">
                            {s.zuruecksetzen}
                            <span className="kern-sr-only"> ({m.name})</span>
                          </span>
                        </button>
                      )}
                      <button
                        type="button"
                        className="kern-btn kern-btn--secondary"
                        onClick={() => void aktion(P.deaktivieren, m.id, {}, s.deaktiviertMeldung(m.name))}
                      >
                        <span className="kern-label">
                          {s.deaktivieren}
                          <span className="kern-sr-only"> ({m.name})</span>
                        </span>
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </Tabelle>
      )}

      {zuruecksetzen && (
        <ConfirmDialog
          title={s.zuruecksetzen}
          text={s.zuruecksetzenFrage(zuruecksetzen.m.name)}
          onConfirm={() => void dialogEnde(true)}
          onCancel={() => void dialogEnde(false)}
        />
      )}

      <h2 className="kern-heading-medium">{s.einladenTitel}</h2>
      <div className="narrow">
        <FormShell
          labels={{ name: s.name, email: s.email, rolle: s.rolle }}
          formId={FORM_ID}
          fields={['name', 'email', 'rolle']}
          errors={formState.errors}
          submitCount={formState.submitCount}
          onSubmit={(e) => void onSubmit(e)}
          submitLabel={s.einladen}
          submitDisabled={formState.isSubmitting}
          serverError={serverError}
        >
          <TextField
            formId={FORM_ID}
            label={s.name}
            required
            registration={register('name')}
            error={fieldMessages(formState.errors, 'name')}
          />
          <TextField
            formId={FORM_ID}
            label={s.email}
            type="email"
            required
            registration={register('email')}
            error={fieldMessages(formState.errors, 'email')}
          />
          <div className="kern-form-input">
            <label className="kern-label" htmlFor={`${FORM_ID}-rolle`}>
              {s.rolle}
            </label>
            <div className="kern-form-input__select-wrapper">
              <select id={`${FORM_ID}-rolle`} className="kern-form-input__select" {...register('rolle')}>
                {ROLLEN.map((r) => (
                  <option key={r} value={r}>
                    {p.rollen[r]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </FormShell>
      </div>
    </StaffPage>
  );
}
