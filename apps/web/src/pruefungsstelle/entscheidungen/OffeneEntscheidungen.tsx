// What is open for decision for one candidate, each with its facts and its own form – or, once a
// draft is saved (issue 26), the draft with its letter, release and discard. A decided item
// disappears (the list is read again) and the success message names the letter now in the file.
import { AUFSICHTSARBEITEN } from '@examensportal/domain/rules/aufsichtsarbeiten';
import { notenKurz } from '@examensportal/domain/rules/modulnote';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { entscheidungen as e } from '@examensportal/domain/messages-pruefungsstelle-entscheidungen';
import { berichtigungTexte as bt } from '@examensportal/domain/messages-pruefungsstelle-berichtigung';
import { freigabe } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import type { OffeneEntscheidungen as Offen } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import type { ReactNode } from 'react';
import { nachteilsausgleich as nt } from '@examensportal/domain/messages-pruefungsstelle-nachteilsausgleich';
import { EntscheidungForm } from './EntscheidungForm';
import { NachteilsausgleichForm } from './NachteilsausgleichForm';
import { EntwurfPanel } from './EntwurfPanel';
import { useStaff } from '../StaffContext';
import { Fakten } from './Fakten';

const modulName = (modul: string) =>
  (messages.antrag.modulNamen as Record<string, string>)[modul] ?? modul.toUpperCase();
const terminName = (term: string | null) => {
  const [jahr, nummer] = (term ?? '').split('/');
  return jahr && nummer ? `${nummer}/${jahr}` : '–';
};

const Nachweise = ({ liste }: { liste: readonly { documentId: string; originalFileName: string }[] }) =>
  liste.length === 0 ? (
    <>{e.keineNachweise}</>
  ) : (
    <ul className="kern-list">
      {liste.map((n) => (
        <li key={n.documentId}>{n.originalFileName}</li>
      ))}
    </ul>
  );

interface Props {
  offen: Offen;
  onErfolg(message: string): void;
  /** The legal checklist, shown beside the admission form (issue 26 point 2). */
  pruefliste?: ReactNode;
  /** Labels of its points not marked geprüft: admitting then needs a written reason. */
  offenePunkte?: readonly string[];
}

export function OffeneEntscheidungen({ offen, onErfolg, pruefliste, offenePunkte = [] }: Props) {
  const { kandidat, antrag } = offen;
  const leitung = useStaff().sitzung?.rolle === 'leitung';
  /**
   * The case's open draft replaces its form: one open draft per case and kind (an application has two
   * kinds: its admission and its Nachteilsausgleich).
   */
  const entwurfOder = (fallId: string, form: ReactNode, nachteilsausgleich = false) => {
    const entwurf = offen.entwuerfe.find(
      (w) => w.fallId === fallId && (w.art === 'nachteilsausgleich') === nachteilsausgleich,
    );
    return entwurf ? (
      <EntwurfPanel
        key={entwurf.id}
        kandidatId={kandidat.id}
        entwurf={entwurf}
        onErfolg={onErfolg}
        ebene={fallId === antrag?.id || nachteilsausgleich ? 3 : 4}
      />
    ) : (
      form
    );
  };
  const fallOptionen = [
    { value: 'anerkennen', label: e.anerkennen },
    { value: 'ablehnen', label: e.ablehnen },
  ];
  const na = offen.nachteilsausgleich;
  const nichts = !antrag && !na && offen.triftigeGruende.length === 0 && offen.anrechnungen.length === 0;
  return (
    <>
      <Fakten
        zeilen={[
          [e.kandidat, `${kandidat.vorname} ${kandidat.nachname}`],
          [e.email, kandidat.email],
          [e.art, e.arten[kandidat.art]],
        ]}
      />
      {nichts && <p className="kern-body">{e.nichtsOffen}</p>}

      {antrag && (
        <section aria-labelledby="antrag-titel">
          <h2 className="kern-heading-medium" id="antrag-titel">
            {e.antragTitel}
          </h2>
          <Fakten
            zeilen={[
              [e.termin, terminName(antrag.termin)],
              [e.antragsdatum, antrag.antragsdatum ? formatDatum(antrag.antragsdatum) : '–'],
              ...(antrag.lgs ? ([[e.lgs, antrag.lgs]] as [string, string][]) : []),
              [e.eingereichtAm, antrag.eingereichtAm ? formatZeitpunkt(antrag.eingereichtAm) : '–'],
              [e.module, antrag.module.length > 0 ? antrag.module.map(modulName).join(', ') : e.keineModule],
            ]}
          />
          {pruefliste}
          {entwurfOder(
            antrag.id,
            <EntscheidungForm
              key={antrag.id}
              formId={`zulassung-${antrag.id}`}
              aufruf={P.zulassungEntwerfen}
              params={{ id: kandidat.id }}
              optionen={[
                { value: 'zulassen', label: e.zulassen },
                { value: 'ablehnen', label: e.ablehnen },
              ]}
              hinweis={freigabe.ablehnungHinweis}
              offenePunkte={offenePunkte}
              mitDatum
              heute={offen.heute}
              onErfolg={onErfolg}
            />,
          )}
        </section>
      )}

      {na && (
        <section aria-labelledby="nachteilsausgleich-titel">
          <h2 className="kern-heading-medium" id="nachteilsausgleich-titel">
            {nt.titel}
          </h2>
          <p className="kern-body">{na.beantragt ? nt.einleitung : nt.nichtBeantragt}</p>
          <Fakten
            zeilen={[
              [
                nt.bisher,
                na.entscheidung ? (
                  <>
                    {na.entscheidung.gewaehrt ? nt.gewaehrt : nt.abgelehnt} (
                    {nt.entschiedenAm(formatDatum(na.entscheidung.am))})
                    {na.entscheidung.massnahmen.length > 0 && (
                      <ul className="kern-list">
                        {na.entscheidung.massnahmen.map((m) => (
                          <li key={m}>{m}</li>
                        ))}
                      </ul>
                    )}
                  </>
                ) : (
                  nt.keineEntscheidung
                ),
              ],
            ]}
          />
          {na.beantragt &&
            entwurfOder(
              na.antragId,
              <NachteilsausgleichForm
                formId={`nachteilsausgleich-${na.antragId}`}
                aufruf={P.nachteilsausgleichEntwerfen}
                params={{ id: kandidat.id }}
                onErfolg={onErfolg}
              />,
              true,
            )}
        </section>
      )}

      {offen.triftigeGruende.length > 0 && (
        <section aria-labelledby="gruende-titel">
          <h2 className="kern-heading-medium" id="gruende-titel">
            {e.gruendeTitel}
          </h2>
          {offen.triftigeGruende.map((g) => (
            <article key={g.id} aria-labelledby={`grund-${g.id}`}>
              <h3 className="kern-heading-small" id={`grund-${g.id}`}>
                {e.grundTitel(g.modul ? e.modulpruefung(modulName(g.modul)) : e.eignungspruefung, g.teilName)}
              </h3>
              <Fakten
                zeilen={[
                  [e.ladungVom, formatDatum(g.ladungVom)],
                  [e.gemeldetAm, formatDatum(g.gemeldetAm)],
                  [e.nachweise, <Nachweise key="n" liste={g.nachweise} />],
                ]}
              />
              {entwurfOder(
                g.id,
                <EntscheidungForm
                  formId={`grund-${g.id}-form`}
                  aufruf={P.triftigerGrundEntwerfen}
                  params={{ id: kandidat.id, fallId: g.id }}
                  optionen={fallOptionen}
                  heute={offen.heute}
                  onErfolg={onErfolg}
                />,
              )}
            </article>
          ))}
        </section>
      )}

      {offen.ergebnisse.length > 0 && (
        <section aria-labelledby="ergebnisse-titel">
          <h2 className="kern-heading-medium" id="ergebnisse-titel">
            {bt.ergebnisseTitel}
          </h2>
          <p className="kern-body">{bt.ergebnisseText}</p>
          {offen.ergebnisse.map((r) => (
            <article key={r.id} aria-labelledby={`ergebnis-${r.id}`}>
              <h3 className="kern-heading-small" id={`ergebnis-${r.id}`}>
                {bt.ergebnisTitel(
                  r.modul ? e.modulpruefung(modulName(r.modul)) : e.eignungspruefung,
                  formatDatum(r.am),
                )}
              </h3>
              <Fakten
                zeilen={[
                  [
                    bt.ergebnisGilt,
                    // The parts that apply beside the outcome (decision 0056).
                    r.noten
                      ? `${bt.ergebnisse[r.ergebnis]} – ${notenKurz(r.noten)}`
                      : bt.ergebnisse[r.ergebnis],
                  ],
                  [bt.berichtigtAm, r.berichtigtAm ? formatDatum(r.berichtigtAm) : bt.nichtBerichtigt],
                ]}
              />
              {!r.berichtigtAm &&
                entwurfOder(
                  r.id,
                  leitung ? (
                    <EntscheidungForm
                      formId={`berichtigung-${r.id}-form`}
                      aufruf={P.berichtigungEntwerfen}
                      params={{ id: kandidat.id, fallId: r.id }}
                      optionen={[
                        { value: 'passed', label: bt.ergebnisse.passed },
                        { value: 'failed', label: bt.ergebnisse.failed },
                      ]}
                      hinweis={bt.hinweisBerichtigung}
                      wahlFeld="ergebnis"
                      wahlLabel={bt.berichtigtesErgebnis}
                      mitNoten={r.modul !== null}
                      arbeiten={
                        r.modul !== null ? ((AUFSICHTSARBEITEN as Record<string, number>)[r.modul] ?? 0) : 0
                      }
                      grundPflicht
                      grundHinweis={bt.begruendungHinweis}
                      heute={offen.heute}
                      onErfolg={onErfolg}
                    />
                  ) : (
                    <p className="kern-body kern-body--small">{bt.nurLeitungHinweis}</p>
                  ),
                )}
            </article>
          ))}
        </section>
      )}

      {offen.anrechnungen.length > 0 && (
        <section aria-labelledby="anrechnungen-titel">
          <h2 className="kern-heading-medium" id="anrechnungen-titel">
            {e.anrechnungenTitel}
          </h2>
          {offen.anrechnungen.map((a) => (
            <article key={a.id} aria-labelledby={`anrechnung-${a.id}`}>
              <h3 className="kern-heading-small" id={`anrechnung-${a.id}`}>
                {e.anrechnungTitel(modulName(a.modul))}
              </h3>
              <Fakten
                zeilen={[
                  [e.beantragtAm, formatDatum(a.beantragtAm)],
                  [e.nachweise, <Nachweise key="n" liste={a.nachweise} />],
                ]}
              />
              {entwurfOder(
                a.id,
                <EntscheidungForm
                  formId={`anrechnung-${a.id}-form`}
                  aufruf={P.anrechnungEntwerfen}
                  params={{ id: kandidat.id, fallId: a.id }}
                  optionen={fallOptionen}
                  heute={offen.heute}
                  onErfolg={onErfolg}
                />,
              )}
            </article>
          ))}
        </section>
      )}
    </>
  );
}
