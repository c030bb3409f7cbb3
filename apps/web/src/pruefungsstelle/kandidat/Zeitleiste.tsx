// Every declaration the candidate made, newest first, each with its receipt; then the office's
// actions on this candidate. Read-only (MoJ timeline pattern).
import { formatZeitpunkt } from '@examensportal/domain/format';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import type { KandidatAnsicht } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { Tabelle } from './Tabelle';

const k = kandidatTexte;
const p = pruefungsstelle;

export function Erklaerungen(props: {
  erklaerungen: KandidatAnsicht['erklaerungen'];
  oeffnen: (dokumentId: string) => void;
}) {
  return (
    <section aria-labelledby="kandidat-erklaerungen">
      <h2 id="kandidat-erklaerungen" className="kern-heading-medium">
        {k.erklaerungen}
      </h2>
      <p className="kern-body">{k.erklaerungenText}</p>
      {props.erklaerungen.length === 0 ? (
        <p className="kern-body">{k.keineErklaerungen}</p>
      ) : (
        <ol className="staff__zeitleiste">
          {props.erklaerungen.map((e) => {
            const titel = k.vorgaenge[e.vorgang] ?? e.vorgang;
            return (
              <li key={e.id} className="staff__ereignis">
                <h3 className="kern-heading-small">{titel}</h3>
                <p className="kern-body">
                  {k.eingegangenAm(formatZeitpunkt(e.eingegangenAm))}
                  {e.termin ? ` · ${k.pruefungstermin(e.termin)}` : ''}
                  {e.vonPruefungsstelle ? ` · ${k.vonPruefungsstelle}` : ''}
                </p>
                {e.quittungId ? (
                  <button
                    type="button"
                    className="kern-btn kern-btn--tertiary"
                    onClick={() => e.quittungId && props.oeffnen(e.quittungId)}
                    aria-label={`${k.quittungAnsehen}: ${titel}, ${formatZeitpunkt(e.eingegangenAm)}`}
                  >
                    <span className="kern-label">{k.quittungAnsehen}</span>
                  </button>
                ) : (
                  <p className="kern-body">{k.quittungFehlt}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export function Aktionen({ aktionen }: { aktionen: KandidatAnsicht['aktionen'] }) {
  return (
    <section aria-labelledby="kandidat-aktionen">
      <h2 id="kandidat-aktionen" className="kern-heading-medium">
        {k.aktionenDerPruefungsstelle}
      </h2>
      {aktionen.length === 0 ? (
        <p className="kern-body">{k.keineAktionen}</p>
      ) : (
        <Tabelle label={k.aktionenDerPruefungsstelle} spalten={k.aktionSpalten}>
          {aktionen.map((a) => (
            <tr key={a.id} className="kern-table__row">
              <td className="kern-table__cell staff__nowrap">{formatZeitpunkt(a.at)}</td>
              <td className="kern-table__cell">{a.wer}</td>
              <td className="kern-table__cell">{p.aktionen[a.aktion] ?? a.aktion}</td>
              <td className="kern-table__cell">{p.quellen[a.quelle] ?? a.quelle}</td>
            </tr>
          ))}
        </Tabelle>
      )}
    </section>
  );
}
