// Postversand (issue 27 point 4, decision 0033): the decision letters that must be notified by post,
// printed as one PDF per batch (Druckstapel, oldest first), then the posting day recorded for the
// batch – from then on each letter counts as notified on that day + BEKANNTGABE_TAGE. A batch that was
// not posted (a jammed printer) is dissolved and its letters are due again. Built on the back-office's
// patterns (decision 0044): the list in the address, writes as toasts, the posting day a zod form.
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { postversandTexte as t } from '@examensportal/domain/messages-pruefungsstelle-postversand';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import {
  postversandSeiteSchema,
  type PostversandStapel,
  STAPEL_HOECHSTENS,
  stapelAntwortSchema,
  type VersandForm,
  versandFormSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-postversand';
import { fieldMessages } from '../../components/form/fieldMessages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { staffDownload, staffPost } from '../api';
import { Blaettern } from '../components/Blaettern';
import { Tabelle } from '../kandidat/Tabelle';
import { MitDaten } from '../MitDaten';
import { staffPaths } from '../paths';
import { useStaffAktion } from '../useStaffAktion';
import { useAdressAbfrage, useStaffDaten } from '../useStaffDaten';
import { StaffPage } from './StaffPage';

const FIELDS = ['versandtAm'] as const;

function OffenerStapel({
  stapel,
  heute,
  reload,
}: {
  stapel: PostversandStapel;
  heute: string;
  reload: () => Promise<unknown>;
}) {
  const formId = `stapel-${stapel.id}`;
  const params = { stapelId: stapel.id };
  const { sendet, ausfuehren } = useStaffAktion();
  const form = useForm<VersandForm>({
    resolver: zodResolver(versandFormSchema),
    defaultValues: { versandtAm: heute },
  });
  const { formState } = form;

  const vermerken = form.handleSubmit(async ({ versandtAm }) => {
    const ergebnis = await ausfuehren(
      () => staffPost(stapelAntwortSchema, P.postversandVermerken, { versandtAm }, { params }),
      { erfolg: (s) => t.vermerkt(s.id, s.versandtAm ?? versandtAm), form: { form, fields: FIELDS } },
    );
    if (ergebnis.ok) await reload();
  });
  const verwerfen = async () => {
    const ergebnis = await ausfuehren(
      () => staffPost(stapelAntwortSchema, P.postversandStapelVerwerfen, {}, { params }),
      { erfolg: (s) => t.verworfen(s.id) },
    );
    if (ergebnis.ok) await reload();
  };

  return (
    <section aria-labelledby={`${formId}-titel`}>
      <h3 id={`${formId}-titel`} className="kern-heading-small">
        {t.stapelTitel(stapel.id)}
      </h3>
      <p className="kern-body">
        {t.stapelZeile(formatZeitpunkt(stapel.erstelltAm), stapel.erstelltVon, stapel.briefe)}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="kern-btn kern-btn--secondary"
          onClick={() => void ausfuehren(() => staffDownload(P.postversandStapelPdf, { params }))}
        >
          <span className="kern-label">{t.pdf}</span>
        </button>
      </div>
      <FormShell
        formId={formId}
        fields={FIELDS}
        labels={{ versandtAm: t.versandtAm }}
        errors={formState.errors}
        submitCount={formState.submitCount}
        onSubmit={(e) => void vermerken(e)}
        submitLabel={t.vermerken}
        submitDisabled={sendet}
        secondaryAction={
          <button
            type="button"
            className="kern-btn kern-btn--tertiary"
            disabled={sendet}
            onClick={() => void verwerfen()}
          >
            <span className="kern-label">{t.verwerfen}</span>
          </button>
        }
      >
        <TextField
          formId={formId}
          label={t.versandtAm}
          type="date"
          required
          registration={form.register('versandtAm')}
          error={fieldMessages(formState.errors, 'versandtAm')}
        />
      </FormShell>
    </section>
  );
}

export function PostversandPage() {
  const { query, blaettern } = useAdressAbfrage();
  const { stand, reload } = useStaffDaten(postversandSeiteSchema, P.postversand, { query });
  const { sendet, ausfuehren } = useStaffAktion();

  const erstellen = async () => {
    const ergebnis = await ausfuehren(() => staffPost(stapelAntwortSchema, P.postversandStapelErstellen), {
      erfolg: (s) => t.stapelErstellt(s.id, s.briefe),
    });
    if (ergebnis.ok) await reload();
  };

  return (
    <StaffPage title={t.titel}>
      <p className="kern-body">{t.einleitung}</p>
      <MitDaten stand={stand}>
        {(daten) => (
          <>
            <p className="kern-body" role="status">
              {t.faellig(daten.faellig)}
            </p>
            <p className="kern-body">{t.stapelHinweis(STAPEL_HOECHSTENS)}</p>
            <div className="form-actions">
              <button
                type="button"
                className="kern-btn kern-btn--primary"
                disabled={sendet}
                onClick={() => void erstellen()}
              >
                <span className="kern-label">{t.stapelErstellen}</span>
              </button>
            </div>

            <h2 className="kern-heading-medium">{t.offeneStapel}</h2>
            {daten.offeneStapel.length === 0 ? (
              <p className="kern-body">{t.keineOffenenStapel}</p>
            ) : (
              daten.offeneStapel.map((s) => (
                <OffenerStapel key={s.id} stapel={s} heute={daten.heute} reload={reload} />
              ))
            )}

            {daten.briefe.length > 0 && (
              <>
                <h2 className="kern-heading-medium">{t.briefeTitel}</h2>
                <Tabelle
                  label={t.briefeTitel}
                  spalten={[
                    t.spalten.name,
                    t.spalten.aktenzeichen,
                    t.spalten.bescheid,
                    t.spalten.abgelegt,
                    t.spalten.grund,
                  ]}
                >
                  {daten.briefe.map((b) => (
                    <tr key={b.documentId} className="kern-table__row">
                      <th scope="row" className="kern-table__cell">
                        <Link className="kern-link" to={staffPaths.kandidat.getHref(b.accountId)}>
                          {b.name}
                        </Link>
                      </th>
                      <td className="kern-table__cell staff__nowrap">{b.aktenzeichen}</td>
                      <td className="kern-table__cell staff__umbruch">{b.dateiname}</td>
                      <td className="kern-table__cell staff__nowrap">{formatDatum(b.abgelegtAm)}</td>
                      <td className="kern-table__cell">{t.gruende[b.grund]}</td>
                    </tr>
                  ))}
                </Tabelle>
                <Blaettern seite={daten.seite} seiten={daten.seiten} gehe={blaettern} />
              </>
            )}

            {daten.versandteStapel.length > 0 && (
              <>
                <h2 className="kern-heading-medium">{t.versandteStapel}</h2>
                <ul className="kern-list">
                  {daten.versandteStapel.map((s) => (
                    <li key={s.id}>
                      {t.stapelTitel(s.id)}:{' '}
                      {t.stapelZeile(formatZeitpunkt(s.erstelltAm), s.erstelltVon, s.briefe)},{' '}
                      {s.versandtAm ? t.versandtZeile(s.versandtAm, s.versandtVon ?? '') : ''}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </MitDaten>
    </StaffPage>
  );
}
