// The legal checklist beside the admission decision and on the Kandidat page (issue 26 point 2): each
// point with its rule, the evidence it needs, the attachments (opened in the document viewer) and the
// mark that counts; on the decision page each point also has its mark form. A case-working checklist
// in the manner of the UK MoJ's case tools, as KERN description lists.
import { formatZeitpunkt } from '@examensportal/domain/format';
import { prueflisteTexte as t } from '@examensportal/domain/messages-pruefungsstelle-pruefliste';
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import type { Pruefliste } from '@examensportal/domain/schemas/pruefungsstelle-pruefliste';
import { Alert } from '../../components/form/Alert';
import { PunktMarkieren } from './PunktMarkieren';

type Punkt = Pruefliste['punkte'][number];

function Markierung({ punkt }: { punkt: Punkt }) {
  const m = punkt.markierung;
  if (!m) return <span className="kern-badge kern-badge--info">{t.offen}</span>;
  return (
    <>
      <span
        className={
          m.status === 'geprueft' ? 'kern-badge kern-badge--success' : 'kern-badge kern-badge--danger'
        }
      >
        {m.status === 'geprueft' ? t.geprueft : t.fehlt}
      </span>{' '}
      {t.markiertVon(m.von, formatZeitpunkt(m.am))}
      {m.notiz && <p className="kern-body kern-body--small staff__umbruch">{m.notiz}</p>}
    </>
  );
}

function Anlagen({ punkt, oeffnen }: { punkt: Punkt; oeffnen: (d: KandidatDokument) => void }) {
  if (punkt.nachweise.length === 0) return <>{t.keinNachweis}</>;
  return (
    <>
      <ul className="staff__liste">
        {punkt.nachweise.map((n) => (
          <li key={n.liste}>{n.bezeichnung}</li>
        ))}
      </ul>
      {punkt.anlagen.length === 0 ? (
        <span className="kern-badge kern-badge--warning">{t.nachweisFehlt}</span>
      ) : (
        <ul className="staff__liste">
          {punkt.anlagen.map((a) => (
            <li key={a.documentId}>
              {a.dokument ? (
                <button
                  type="button"
                  className="kern-btn kern-btn--tertiary"
                  aria-label={t.oeffnen(a.name)}
                  onClick={() => a.dokument && oeffnen(a.dokument)}
                >
                  <span className="kern-label staff__umbruch">{a.name}</span>
                </button>
              ) : (
                a.name
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

interface Props {
  kandidatId: string;
  liste: Pruefliste | null | undefined;
  fehler: string | null;
  oeffnen(dokument: KandidatDokument): void;
  /** The decision page: each point gets its mark form. */
  bearbeitbar?: boolean;
  onGespeichert?(liste: Pruefliste): void;
  /** The heading level of the section (its points one below). */
  ebene: 2 | 3;
}

export function PrueflisteAbschnitt({
  kandidatId,
  liste,
  fehler,
  oeffnen,
  bearbeitbar = false,
  onGespeichert,
  ebene,
}: Props) {
  const Titel = ebene === 2 ? 'h2' : 'h3';
  const Punkt = ebene === 2 ? 'h3' : 'h4';
  const titelId = `pruefliste-titel-${bearbeitbar ? 'entscheidung' : 'kandidat'}`;
  if (liste === null) return null;
  const geprueft = liste ? liste.punkte.filter((p) => p.markierung?.status === 'geprueft').length : 0;
  return (
    <section aria-labelledby={titelId} className="staff__pruefliste">
      <Titel className={ebene === 2 ? 'kern-heading-medium' : 'kern-heading-small'} id={titelId}>
        {t.titel}
      </Titel>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      {liste?.inhaltGeloescht && <p className="kern-body">{liste.inhaltGeloescht}</p>}
      {liste && !liste.inhaltGeloescht && (
        <>
          {bearbeitbar && <p className="kern-body">{t.einleitung}</p>}
          <p className="kern-body" role="status">
            {liste.offen.length === 0 ? t.vollstaendig : t.stand(geprueft, liste.punkte.length)}{' '}
            {liste.nachweiseFehlen && (
              <span className="kern-badge kern-badge--warning">{t.fehlendeNachweise}</span>
            )}
          </p>
          <ol className="staff__pruefpunkte">
            {liste.punkte.map((punkt) => (
              <li key={punkt.key} className="staff__pruefpunkt">
                <Punkt className="kern-heading-small">{punkt.bezeichnung}</Punkt>
                <dl className="kern-description-list">
                  <div className="kern-description-list-item">
                    <dt className="kern-description-list-item__key">{t.regel}</dt>
                    <dd className="kern-description-list-item__value">{punkt.regel}</dd>
                  </div>
                  <div className="kern-description-list-item">
                    <dt className="kern-description-list-item__key">{t.nachweis}</dt>
                    <dd className="kern-description-list-item__value">
                      <Anlagen punkt={punkt} oeffnen={oeffnen} />
                    </dd>
                  </div>
                  <div className="kern-description-list-item">
                    <dt className="kern-description-list-item__key">{t.markierung}</dt>
                    <dd className="kern-description-list-item__value">
                      <Markierung punkt={punkt} />
                    </dd>
                  </div>
                </dl>
                {bearbeitbar && liste.offenFuerMarkierung && onGespeichert && (
                  <PunktMarkieren
                    kandidatId={kandidatId}
                    antragId={liste.antragId}
                    punkt={punkt}
                    onGespeichert={onGespeichert}
                  />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
