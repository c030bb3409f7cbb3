// The application as sent (issue 26 point 1), in the GOV.UK "check answers" pattern with KERN's
// description lists: every page of the wizard with its rows, each attachment beside its field as a
// button that opens the document viewer. The current application open, earlier ones collapsed.
import { useEffect, useState } from 'react';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { nachteilsausgleich as nt } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import type { NachteilsausgleichBescheid } from '@examensportal/domain/schemas/pruefungsstelle-nachteilsausgleich';
import { messages } from '@examensportal/domain/messages';
import { antragTexte as t } from '@examensportal/domain/messages-pruefungsstelle-antrag';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import {
  type EingereichterAntrag,
  eingereichteAntraegeSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-antrag';
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { Alert } from '../../components/form/Alert';
import { StaffApiError, staffGet } from '../api';
import { NachteilsausgleichBadge } from './NachteilsausgleichBadge';

type Zeile = EingereichterAntrag['abschnitte'][number]['zeilen'][number];

function Wert({ zeile, oeffnen }: { zeile: Zeile; oeffnen: (d: KandidatDokument) => void }) {
  if (zeile.anlagen && zeile.anlagen.length > 0) {
    return (
      <ul className="staff__liste">
        {zeile.anlagen.map((a) => (
          <li key={a.documentId}>
            {a.dokument ? (
              <button
                type="button"
                className="kern-btn kern-btn--tertiary"
                aria-label={t.anlageOeffnen(a.name)}
                onClick={() => a.dokument && oeffnen(a.dokument)}
              >
                <span className="kern-label staff__umbruch">{a.name}</span>
              </button>
            ) : (
              t.anlageFehlt(a.name)
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (zeile.werte.length === 1) return <>{zeile.werte[0]}</>;
  return (
    <ul className="staff__liste">
      {zeile.werte.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}

/** The decided Nachteilsausgleich: the measures granted, or the refusal's reason, with the day. */
function Massnahmen({ bescheid }: { bescheid: NachteilsausgleichBescheid }) {
  return (
    <div className="kern-body">
      <p className="kern-body">
        {bescheid.gewaehrt ? nt.gewaehrt : nt.abgelehnt} ({nt.entschiedenAm(formatDatum(bescheid.am))})
      </p>
      {bescheid.gewaehrt ? (
        <ul className="kern-list">
          {bescheid.massnahmen.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        bescheid.begruendung && <p className="kern-body">{bescheid.begruendung}</p>
      )}
    </div>
  );
}

function Antrag(props: {
  antrag: EingereichterAntrag;
  oeffnen: (d: KandidatDokument) => void;
  ebene: 3 | 4;
}) {
  const { antrag, oeffnen } = props;
  const Unter = props.ebene === 3 ? 'h4' : 'h5';
  return (
    <>
      <p className="kern-body">
        {antrag.eingereichtAm && t.eingereichtAm(formatZeitpunkt(antrag.eingereichtAm))}{' '}
        <span className="kern-badge kern-badge--info">
          {antrag.aufgehobenAm
            ? kandidatTexte.zulassungAufgehoben(formatDatum(antrag.aufgehobenAm))
            : (kandidatTexte.antragStatus[antrag.status] ?? antrag.status)}
        </span>{' '}
        {(antrag.nachteilsausgleich || antrag.nachteilsausgleichBescheid) && (
          <NachteilsausgleichBadge
            entschieden={
              antrag.nachteilsausgleichBescheid &&
              (antrag.nachteilsausgleichBescheid.gewaehrt ? 'gewaehrt' : 'abgelehnt')
            }
          />
        )}
      </p>
      {antrag.nachteilsausgleichBescheid && <Massnahmen bescheid={antrag.nachteilsausgleichBescheid} />}
      {antrag.abschnitte.map((abschnitt, i) => (
        <div key={`${i}-${abschnitt.ueberschrift}`}>
          <Unter className="kern-heading-small">{abschnitt.ueberschrift}</Unter>
          <dl className="kern-description-list">
            {abschnitt.zeilen.map((zeile, j) => (
              <div className="kern-description-list-item" key={`${j}-${zeile.bezeichnung}`}>
                <dt className="kern-description-list-item__key">{zeile.bezeichnung}</dt>
                <dd className="kern-description-list-item__value staff__umbruch">
                  <Wert zeile={zeile} oeffnen={oeffnen} />
                </dd>
              </div>
            ))}
          </dl>
          {abschnitt.hinweis && <p className="kern-body kern-body--small">{abschnitt.hinweis}</p>}
        </div>
      ))}
    </>
  );
}

export function AntragWieEingereicht(props: { kandidatId: string; oeffnen: (d: KandidatDokument) => void }) {
  const { kandidatId, oeffnen } = props;
  const [antraege, setAntraege] = useState<EingereichterAntrag[] | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);

  useEffect(() => {
    let aktiv = true;
    staffGet(eingereichteAntraegeSchema, P.kandidatAntraege, { params: { id: kandidatId } })
      .then((antwort) => aktiv && setAntraege(antwort.antraege))
      .catch((e: unknown) => {
        if (aktiv) setFehler(e instanceof StaffApiError ? e.message : messages.generic.fehler);
      });
    return () => {
      aktiv = false;
    };
  }, [kandidatId]);

  const titel = (a: EingereichterAntrag) => t.antrag(a.versuch, a.termin);
  const [aktuell, ...fruehere] = antraege ?? [];
  return (
    <section aria-labelledby="antrag-wie-eingereicht">
      <h2 id="antrag-wie-eingereicht" className="kern-heading-medium">
        {t.titel}
      </h2>
      {fehler && <Alert variant="danger">{fehler}</Alert>}
      {!antraege && !fehler && (
        <p className="kern-body" role="status">
          {t.laden}
        </p>
      )}
      {antraege && antraege.length === 0 && <p className="kern-body">{t.keinAntrag}</p>}
      {aktuell && (
        <>
          <p className="kern-body">{t.einleitung}</p>
          <h3 className="kern-heading-small">
            {aktuell.aktuell ? `${t.aktuell}: ${titel(aktuell)}` : titel(aktuell)}
          </h3>
          <Antrag antrag={aktuell} oeffnen={oeffnen} ebene={3} />
        </>
      )}
      {fruehere.length > 0 && (
        <>
          <h3 className="kern-heading-small">{t.fruehere}</h3>
          {fruehere.map((a) => (
            <details key={a.id} className="staff__frueher">
              <summary>
                <h4 className="kern-heading-small staff__inline">{titel(a)}</h4>
              </summary>
              <Antrag antrag={a} oeffnen={oeffnen} ebene={4} />
            </details>
          ))}
        </>
      )}
    </section>
  );
}
