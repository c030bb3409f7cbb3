// Postversand (issue 27 point 4, decision 0033): the decision letters that must be notified by post,
// printed as one PDF per batch (Druckstapel, oldest first), then the posting day recorded for the
// batch – from then on each letter counts as notified on that day + BEKANNTGABE_TAGE. A batch that was
// not posted (a jammed printer) is dissolved and its letters are due again.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { postversandTexte as t } from '@examensportal/domain/messages-pruefungsstelle-postversand';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import {
  postversandSeiteSchema,
  type PostversandStapel,
  STAPEL_HOECHSTENS,
  stapelAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-postversand';
import { Alert } from '../../components/form/Alert';
import { StaffApiError, staffDownload, staffPost } from '../api';
import { Blaettern } from '../components/Blaettern';
import { fehlerText, useStaffListe } from '../components/useStaffListe';
import { Tabelle } from '../kandidat/Tabelle';
import { ROOT } from '../nav';
import { DatumFeld } from '../termine/DatumFeld';
import { StaffPage } from './StaffPage';

type Meldung = { variant: 'success' | 'danger'; text: string };

function OffenerStapel({
  stapel,
  heute,
  melden,
  neuLaden,
}: {
  stapel: PostversandStapel;
  heute: string;
  melden: (m: Meldung) => void;
  neuLaden: () => Promise<void>;
}) {
  const [versandtAm, setVersandtAm] = useState(heute);
  const [fehler, setFehler] = useState<string | undefined>();
  const formId = `stapel-${stapel.id}`;
  const params = { stapelId: stapel.id };

  const tun = async (aktion: () => Promise<Meldung>) => {
    setFehler(undefined);
    try {
      melden(await aktion());
      await neuLaden();
    } catch (e) {
      if (e instanceof StaffApiError && e.fieldErrors.versandtAm) setFehler(e.fieldErrors.versandtAm);
      melden({ variant: 'danger', text: fehlerText(e) });
    }
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
          onClick={() =>
            void staffDownload(P.postversandStapelPdf, { params }).catch((e: unknown) =>
              melden({ variant: 'danger', text: fehlerText(e) }),
            )
          }
        >
          <span className="kern-label">{t.pdf}</span>
        </button>
      </div>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void tun(async () => {
            const s = await staffPost(
              stapelAntwortSchema,
              P.postversandVermerken,
              { versandtAm },
              { params },
            );
            return { variant: 'success', text: t.vermerkt(s.id, s.versandtAm ?? versandtAm) };
          });
        }}
      >
        <DatumFeld
          formId={formId}
          name="versandtAm"
          label={t.versandtAm}
          value={versandtAm}
          onChange={setVersandtAm}
          error={fehler}
        />
        <div className="form-actions">
          <button type="submit" className="kern-btn kern-btn--primary">
            <span className="kern-label">{t.vermerken}</span>
          </button>
          <button
            type="button"
            className="kern-btn kern-btn--tertiary"
            onClick={() =>
              void tun(async () => {
                const s = await staffPost(stapelAntwortSchema, P.postversandStapelVerwerfen, {}, { params });
                return { variant: 'success', text: t.verworfen(s.id) };
              })
            }
          >
            <span className="kern-label">{t.verwerfen}</span>
          </button>
        </div>
      </form>
    </section>
  );
}

export function PostversandPage() {
  const { daten, fehler, laden, blaettern } = useStaffListe(postversandSeiteSchema, P.postversand);
  const [meldung, setMeldung] = useState<Meldung | null>(null);

  const erstellen = async () => {
    try {
      const s = await staffPost(stapelAntwortSchema, P.postversandStapelErstellen);
      setMeldung({ variant: 'success', text: t.stapelErstellt(s.id, s.briefe) });
      await laden();
    } catch (e) {
      setMeldung({ variant: 'danger', text: fehlerText(e) });
    }
  };

  return (
    <StaffPage title={t.titel}>
      <p className="kern-body">{t.einleitung}</p>
      <div aria-live="polite">{meldung && <Alert variant={meldung.variant}>{meldung.text}</Alert>}</div>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      {daten && (
        <>
          <p className="kern-body" role="status">
            {t.faellig(daten.faellig)}
          </p>
          <p className="kern-body">{t.stapelHinweis(STAPEL_HOECHSTENS)}</p>
          <div className="form-actions">
            <button type="button" className="kern-btn kern-btn--primary" onClick={() => void erstellen()}>
              <span className="kern-label">{t.stapelErstellen}</span>
            </button>
          </div>

          <h2 className="kern-heading-medium">{t.offeneStapel}</h2>
          {daten.offeneStapel.length === 0 ? (
            <p className="kern-body">{t.keineOffenenStapel}</p>
          ) : (
            daten.offeneStapel.map((s) => (
              <OffenerStapel key={s.id} stapel={s} heute={daten.heute} melden={setMeldung} neuLaden={laden} />
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
                      <Link className="kern-link" to={`${ROOT}/kandidaten/${b.accountId}`}>
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
    </StaffPage>
  );
}
