import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { API, apiPath } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import { loeschung as t } from '@examensportal/domain/messages-loeschung';
import {
  loeschungAntragSchema,
  loeschungErgebnisSchema,
  type LoeschungVorschau,
  loeschungVorschauSchema,
} from '@examensportal/domain/schemas/loeschung';
import { paths } from '../../app/paths';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Alert } from '../../components/form/Alert';
import { FormShell } from '../../components/form/FormShell';
import { applyServerFieldErrors } from '../../components/form/useFormSummary';
import { Page } from '../../components/Page';
import { api, parseAntwort, toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';
import { fieldMessages } from '../../components/form/fieldMessages';
import { PasswordField } from '../../components/form/PasswordField';

// Meine Daten › Löschung beantragen (issue 30 point 3, decision 0041): what must stay and until when
// (the retention classes the server derives from the candidate's history), what a request deletes now,
// and the request with the password. Where nothing must stay the account is closed and the candidate
// logged out.

const FORM_ID = 'loeschung';
const FIELDS = ['passwortAlt'] as const;
const LABELS = { passwortAlt: messages.web.aktuellesPasswort };

type Phase =
  { name: 'loading' } | { name: 'fehler'; message: string } | { name: 'bereit'; v: LoeschungVorschau };

export default function LoeschungPage() {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const form = useForm<{ passwortAlt: string }>({
    resolver: zodResolver(loeschungAntragSchema),
    defaultValues: { passwortAlt: '' },
  });
  const { formState, handleSubmit } = form;

  const load = useCallback(async () => {
    try {
      setPhase({
        name: 'bereit',
        v: parseAntwort(loeschungVorschauSchema, await api.get(apiPath(API.loeschungVorschau))),
      });
    } catch (error) {
      setPhase({ name: 'fehler', message: toErrorPayload(error).message });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const onValid = async ({ passwortAlt }: { passwortAlt: string }) => {
    try {
      const ergebnis = parseAntwort(
        loeschungErgebnisSchema,
        await api.post(apiPath(API.loeschungBeantragen), { passwortAlt }),
      );
      toast.success(ergebnis.text);
      if (ergebnis.kontoGeschlossen) {
        await navigate(paths.logout.href);
        return;
      }
      form.reset();
      await load();
    } catch (error) {
      const payload = toErrorPayload(error);
      applyServerFieldErrors(form, payload.fieldErrors, FIELDS);
      toast.error(payload.message);
    }
  };

  return (
    <Page title={title}>
      <div className="narrow kern-stack-lg">
        <p className="kern-body">{t.abschnittText}</p>
        {phase.name === 'loading' && <p className="kern-body">{messages.generic.laden}</p>}
        {phase.name === 'fehler' && <Alert variant="danger">{phase.message}</Alert>}
        {phase.name === 'bereit' && (
          <>
            <section aria-labelledby="loeschung-bleibt">
              <h2 className="kern-heading-medium" id="loeschung-bleibt">
                {t.bleibtUeberschrift}
              </h2>
              {phase.v.bleibt.length === 0 ? (
                <p className="kern-body">{t.nichtsBleibt}</p>
              ) : (
                <ul className="kern-list">
                  {phase.v.bleibt.map((b) => (
                    <li key={b.klasse} className="kern-body">
                      <strong>{b.bezeichnung}</strong>: {b.bis ? t.bleibtBis(b.bis) : t.bleibtOffen}
                      <br />
                      <span className="kern-body--small">{b.quelle}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="loeschung-jetzt">
              <h2 className="kern-heading-medium" id="loeschung-jetzt">
                {t.jetztUeberschrift}
              </h2>
              {phase.v.jetzt.length === 0 ? (
                <p className="kern-body">{t.jetztNichts}</p>
              ) : (
                <ul className="kern-list">
                  {phase.v.jetzt.map((zeile) => (
                    <li key={zeile} className="kern-body">
                      {zeile}
                    </li>
                  ))}
                </ul>
              )}
              {!phase.v.kontoWirdGeschlossen && <p className="kern-body">{t.kontoBleibt}</p>}
            </section>
            <FormShell
              formId={FORM_ID}
              fields={FIELDS}
              labels={LABELS}
              errors={formState.errors}
              submitCount={formState.submitCount}
              onSubmit={handleSubmit(onValid)}
              submitLabel={t.bestaetigenKnopf}
              submitDisabled={formState.isSubmitting}
            >
              <PasswordField
                formId={FORM_ID}
                label={messages.web.aktuellesPasswort}
                autoComplete="current-password"
                required
                registration={form.register('passwortAlt')}
                error={fieldMessages(formState.errors, 'passwortAlt')}
              />
            </FormShell>
          </>
        )}
      </div>
    </Page>
  );
}
