// Mitarbeitende (leitung): list, invite, change role, reactivate, send the invitation again, reset only
// the second factor or the whole access, disable. Every action asks first in a dialog that names the
// person; the server audits each and refuses what would leave fewer than two active Leitung (decision
// 0048). Read with useStaffDaten, written with useStaffAktion (decision 0044).
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLLEN, type Rolle, pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { verwaltungTexte as vt } from '@examensportal/domain/messages-pruefungsstelle-verwaltung';
import {
  einladenFormSchema,
  type EinladenForm,
  type EinladenPayload,
  type Mitarbeiter,
  mitarbeitendeSchema,
} from '@examensportal/domain/schemas/pruefungsstelle';
import type { ApiCall } from '@examensportal/domain/api';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { staffSenden } from '../api';
import { Tabelle } from '../components/Tabelle';
import { MitDaten } from '../MitDaten';
import { ZweiterFaktorDialog } from '../mitarbeitende/ZweiterFaktorDialog';
import { useStaff } from '../StaffContext';
import { useStaffAktion } from '../useStaffAktion';
import { useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

const p = pruefungsstelle;
const s = p.seiten;
const FORM_ID = 'staff-einladen';
const ROLLEN_OPTIONEN = ROLLEN.map((r) => ({ value: r, label: p.rollen[r] }));

type Art = 'rolle' | 'deaktivieren' | 'reaktivieren' | 'einladung' | 'zuruecksetzen' | 'zweiterFaktor';
interface Frage {
  art: Art;
  m: Mitarbeiter;
  trigger: HTMLElement;
}

const andereRolle = (m: Mitarbeiter): Rolle => (m.rolle === 'leitung' ? 'sachbearbeitung' : 'leitung');

/** The dialog's title and question, naming the person; the call and its success text. */
function frageText(art: Exclude<Art, 'zweiterFaktor'>, m: Mitarbeiter) {
  switch (art) {
    case 'rolle':
      return {
        titel: s.rolleAendern,
        text: vt.rolleFrage(m.name, p.rollen[m.rolle], p.rollen[andereRolle(m)]),
        call: P.rolleAendern,
        body: { rolle: andereRolle(m) },
        erfolg: s.rolleGeaendert(m.name),
      };
    case 'deaktivieren':
      return {
        titel: s.deaktivieren,
        text: vt.deaktivierenFrage(m.name, m.email),
        call: P.deaktivieren,
        body: {},
        erfolg: s.deaktiviertMeldung(m.name),
      };
    case 'reaktivieren':
      return {
        titel: vt.reaktivieren,
        text: vt.reaktivierenFrage(m.name),
        call: P.reaktivieren,
        body: {},
        erfolg: vt.reaktiviertMeldung(m.name),
      };
    case 'einladung':
      return {
        titel: vt.einladungErneut,
        text: vt.einladungErneutFrage(m.name, m.email),
        call: P.einladungErneut,
        body: {},
        erfolg: vt.einladungErneutMeldung(m.name, m.email),
      };
    case 'zuruecksetzen':
      return {
        titel: s.zuruecksetzen,
        text: s.zuruecksetzenFrage(m.name),
        call: P.zuruecksetzen,
        body: {},
        erfolg: s.zurueckgesetztMeldung(m.name, m.email),
      };
  }
}

/** What can be done with an account, by its status (never one's own). */
function aktionenVon(m: Mitarbeiter): { art: Art; label: string }[] {
  if (m.status === 'deaktiviert') return [{ art: 'reaktivieren', label: vt.reaktivieren }];
  return [
    { art: 'rolle', label: `${s.rolleAendern}: ${p.rollen[andereRolle(m)]}` },
    ...(m.status === 'eingeladen' ? [{ art: 'einladung' as const, label: vt.einladungErneut }] : []),
    ...(m.status === 'aktiv'
      ? [
          { art: 'zweiterFaktor' as const, label: vt.zweiterFaktor },
          { art: 'zuruecksetzen' as const, label: s.zuruecksetzen },
        ]
      : []),
    { art: 'deaktivieren', label: s.deaktivieren },
  ];
}

export function MitarbeitendePage() {
  const { sitzung } = useStaff();
  const { stand, reload } = useStaffDaten(mitarbeitendeSchema, P.mitarbeitende);
  const { sendet, ausfuehren } = useStaffAktion();
  const [frage, setFrage] = useState<Frage | null>(null);
  const form = useForm<EinladenForm, unknown, EinladenPayload>({
    resolver: zodResolver(einladenFormSchema),
    defaultValues: { email: '', name: '', rolle: 'sachbearbeitung' },
  });
  const { register, formState } = form;

  const onSubmit = form.handleSubmit(async (werte) => {
    const ergebnis = await ausfuehren(() => staffSenden(P.einladen, werte), {
      erfolg: s.eingeladenMeldung(werte.email),
      form: { form, fields: ['name', 'email', 'rolle'] },
    });
    if (ergebnis.ok) {
      form.reset();
      await reload();
    }
  });

  /** Closes the dialog, runs the call when confirmed, and gives the focus back (or to the heading). */
  const schliessen = async (aufruf?: { call: ApiCall; body: unknown; erfolg: string }) => {
    if (!frage) return;
    const { m, trigger } = frage;
    setFrage(null);
    if (aufruf) {
      await ausfuehren(() => staffSenden(aufruf.call, aufruf.body, { params: { id: m.id } }), {
        erfolg: aufruf.erfolg,
      });
      await reload();
    }
    // The button may be gone after the action; the focus then goes to the page's heading.
    (trigger.isConnected ? trigger : document.querySelector<HTMLElement>('h1'))?.focus();
  };

  const dialog = () => {
    if (!frage) return null;
    if (frage.art === 'zweiterFaktor')
      return (
        <ZweiterFaktorDialog
          name={frage.m.name}
          onCancel={() => void schliessen()}
          onConfirm={(payload) =>
            void schliessen({
              call: P.zweiterFaktorMitarbeiter,
              body: payload,
              erfolg: vt.zweiterFaktorMeldung(frage.m.name),
            })
          }
        />
      );
    const f = frageText(frage.art, frage.m);
    return (
      <ConfirmDialog
        title={f.titel}
        text={f.text}
        onConfirm={() => void schliessen(f)}
        onCancel={() => void schliessen()}
      />
    );
  };

  return (
    <StaffPage title={s.mitarbeitende}>
      <MitDaten stand={stand}>
        {(liste) => (
          <Tabelle label={s.mitarbeitende} spalten={[s.name, s.email, s.rolle, s.status, s.aktionen]}>
            {liste.map((m) => (
              <tr key={m.id} className="kern-table__row">
                <th scope="row" className="kern-table__header">
                  {m.name}
                </th>
                <td className="kern-table__cell staff__umbruch">{m.email}</td>
                <td className="kern-table__cell">{p.rollen[m.rolle]}</td>
                <td className="kern-table__cell">{s[m.status]}</td>
                <td className="kern-table__cell">
                  {m.id !== sitzung?.id && (
                    <div className="staff__actions">
                      {aktionenVon(m).map(({ art, label }) => (
                        <button
                          key={art}
                          type="button"
                          className="kern-btn kern-btn--secondary"
                          disabled={sendet}
                          onClick={(e) => setFrage({ art, m, trigger: e.currentTarget })}
                        >
                          <span className="kern-label">
                            {label}
                            <span className="kern-sr-only"> ({m.name})</span>
                          </span>
                        </button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </Tabelle>
        )}
      </MitDaten>

      {dialog()}

      <h2 className="kern-heading-medium">{s.einladenTitel}</h2>
      <div className="narrow">
        <FormProvider {...form}>
          <FormShell
            labels={{ name: s.name, email: s.email, rolle: s.rolle }}
            formId={FORM_ID}
            fields={['name', 'email', 'rolle']}
            errors={formState.errors}
            submitCount={formState.submitCount}
            onSubmit={(e) => void onSubmit(e)}
            submitLabel={s.einladen}
            submitDisabled={formState.isSubmitting}
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
            <SelectField formId={FORM_ID} name="rolle" label={s.rolle} options={ROLLEN_OPTIONEN} />
          </FormShell>
        </FormProvider>
      </div>
    </StaffPage>
  );
}
