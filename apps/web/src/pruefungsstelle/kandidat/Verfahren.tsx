// The candidate's procedure as the server's rules derived it: the career's state, the six years,
// every application, per module the registrations, invitations, results and attempts, and the
// aptitude test's attempts. Read-only: the page only shows what the rules say.
import { sitzungText } from '@examensportal/domain/rules/sitzung';
import { formatDatum } from '@examensportal/domain/format';
import { notenKurz } from '@examensportal/domain/rules/modulnote';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import type { KandidatAnsicht, KandidatModul } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { Tabelle } from './Tabelle';

const k = kandidatTexte;
type Verfahren = KandidatAnsicht['verfahren'];
type Anmeldung = KandidatModul['anmeldungen'][number];

function anmeldungZeilen(a: Anmeldung): string[] {
  return [
    k.angemeldetAm(formatDatum(a.angemeldetAm)),
    ...(a.verschiebung ? [k.verschobenNach(a.verschiebung.nachTermin, formatDatum(a.verschiebung.am))] : []),
    ...(a.abgemeldetAm ? [k.abgemeldetAm(formatDatum(a.abgemeldetAm))] : []),
    ...(['schriftlich', 'muendlich'] as const).flatMap((teil) => {
      const am = a.geladenAm[teil];
      return am ? [k.geladenAm(k.teile[teil] ?? teil, formatDatum(am))] : [];
    }),
    ...(a.ruecktrittAm ? [k.ruecktrittAm(formatDatum(a.ruecktrittAm))] : []),
    ...a.triftigeGruende.map((f) =>
      k.triftigerGrundFall(
        k.teile[f.teil] ?? f.teil,
        formatDatum(f.gemeldetAm),
        k.entscheidung[f.status] ?? f.status,
      ),
    ),
    ...(a.ergebnis ? [k.ergebnisText(k.ergebnis[a.ergebnis] ?? a.ergebnis)] : []),
    // The parts of the result that applies (decision 0056), a correction's when corrected.
    ...(a.ergebnis && a.noten ? [notenKurz(a.noten)] : []),
    ...(a.berichtigtAm ? [k.berichtigt(formatDatum(a.berichtigtAm))] : []),
  ];
}

function Anmeldungen({ modul }: { modul: KandidatModul }) {
  if (modul.anmeldungen.length === 0) return <>{k.keineAnmeldungen}</>;
  return (
    <ul className="staff__liste">
      {modul.anmeldungen.map((a, i) => (
        <li key={i}>
          <strong>{k.anmeldung(a.termin, sitzungText(a.termin, a.vorgezogen && !a.verschiebung))}</strong>
          <ul className="staff__liste">
            {anmeldungZeilen(a).map((z) => (
              <li key={z}>{z}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function Module({ module }: { module: Verfahren['module'] }) {
  if (module.length === 0) return null;
  return (
    <>
      <h3 className="kern-heading-small">{k.modulpruefungen}</h3>
      <Tabelle label={k.modulpruefungen} spalten={k.modulSpalten}>
        {module.map((m) => (
          <tr key={m.modul} className="kern-table__row">
            <th scope="row" className="kern-table__cell">
              {k.module[m.modul]}
            </th>
            <td className="kern-table__cell">{k.modulStatus[m.status] ?? m.status}</td>
            <td className="kern-table__cell staff__nowrap">
              {k.versucheVon(m.versucheVerbraucht, m.versucheMoeglich)}
            </td>
            <td className="kern-table__cell">
              <Anmeldungen modul={m} />
            </td>
            <td className="kern-table__cell">
              {m.anrechnungen
                .map((a) =>
                  k.anrechnungText(formatDatum(a.beantragtAm), k.entscheidung[a.status] ?? a.status),
                )
                .join('; ') || '–'}
            </td>
          </tr>
        ))}
      </Tabelle>
    </>
  );
}

function EignungVersuche({ verfahren }: { verfahren: Verfahren }) {
  if (verfahren.eignungVersucheVerbleibend === null) return null;
  const versuche = verfahren.eignungVersuche;
  return (
    <>
      <h3 className="kern-heading-small">{k.eignungVersuche}</h3>
      <p className="kern-body">{k.verbleibend(verfahren.eignungVersucheVerbleibend)}</p>
      {versuche.length === 0 ? (
        <p className="kern-body">{k.keineEignungVersuche}</p>
      ) : (
        <Tabelle label={k.eignungVersuche} spalten={k.eignungSpalten}>
          {versuche.map((v) => (
            <tr key={v.nummer} className="kern-table__row">
              <th scope="row" className="kern-table__cell">
                {v.nummer}
              </th>
              <td className="kern-table__cell">{v.termin}</td>
              <td className="kern-table__cell">
                {(['awr', 'ast', 'mp'] as const)
                  .flatMap((teil) => {
                    const am = v.geladenAm[teil];
                    return am ? [k.geladenAm(k.teile[teil] ?? teil, formatDatum(am))] : [];
                  })
                  .join('; ') || '–'}
              </td>
              <td className="kern-table__cell">{formatDatum(v.ruecktrittAm) || '–'}</td>
              <td className="kern-table__cell">
                {v.triftigeGruende
                  .map((f) =>
                    k.triftigerGrundFall(
                      k.teile[f.teil] ?? f.teil,
                      formatDatum(f.gemeldetAm),
                      k.entscheidung[f.status] ?? f.status,
                    ),
                  )
                  .join('; ') || '–'}
              </td>
              <td className="kern-table__cell">
                {v.ergebnis ? k.ergebnis[v.ergebnis] : '–'}
                {v.berichtigtAm ? `, ${k.berichtigt(formatDatum(v.berichtigtAm))}` : ''}
              </td>
            </tr>
          ))}
        </Tabelle>
      )}
    </>
  );
}

export function VerfahrenAbschnitt({ verfahren }: { verfahren: Verfahren }) {
  const eckdaten: [string, string][] = [
    [k.stand, k.laufbahnStand[verfahren.laufbahnStand] ?? verfahren.laufbahnStand],
    [k.versuchLabel, k.versucheVon(verfahren.versuch, verfahren.versucheMoeglich)],
    [k.sechsJahresFrist, formatDatum(verfahren.sechsJahresFrist) || k.nichtZugelassen],
    [k.letzterTermin, verfahren.letzterAnmeldbarerTermin ?? k.nichtZugelassen],
  ];
  return (
    <section aria-labelledby="kandidat-verfahren">
      <h2 id="kandidat-verfahren" className="kern-heading-medium">
        {k.verfahren}
      </h2>
      <dl className="kern-description-list">
        {eckdaten.map(([key, value]) => (
          <div key={key} className="kern-description-list-item">
            <dt className="kern-description-list-item__key">{key}</dt>
            <dd className="kern-description-list-item__value">{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="kern-heading-small">{k.antraege}</h3>
      {verfahren.antraege.length === 0 ? (
        <p className="kern-body">{k.keineAntraege}</p>
      ) : (
        <Tabelle label={k.antraege} spalten={k.antragSpalten}>
          {verfahren.antraege.map((a) => (
            <tr key={a.id} className="kern-table__row">
              <th scope="row" className="kern-table__cell">
                {a.versuch}
              </th>
              <td className="kern-table__cell">{k.arten[a.art]}</td>
              <td className="kern-table__cell">
                <span className={`kern-badge ${badge(a.status)}`}>
                  <span className="kern-label kern-label--small">
                    {a.aufgehobenAm
                      ? k.zulassungAufgehoben(formatDatum(a.aufgehobenAm))
                      : k.antragStatus[a.status]}
                  </span>
                </span>
                {a.aktuell ? ` ${k.aktuell}` : ''}
              </td>
              <td className="kern-table__cell">{a.termin ?? '–'}</td>
              <td className="kern-table__cell">{formatDatum(a.eingereichtAm ?? a.antragsdatum) || '–'}</td>
              <td className="kern-table__cell">{formatDatum(a.entschiedenAm) || '–'}</td>
              <td className="kern-table__cell">{formatDatum(a.ersteszulassungsdatum) || '–'}</td>
            </tr>
          ))}
        </Tabelle>
      )}
      <Module module={verfahren.module} />
      <EignungVersuche verfahren={verfahren} />
    </section>
  );
}

const badge = (status: string) =>
  status === 'admitted'
    ? 'kern-badge--success'
    : status === 'rejected' || status === 'withdrawn'
      ? 'kern-badge--danger'
      : status === 'submitted'
        ? 'kern-badge--warning'
        : 'kern-badge--info';
