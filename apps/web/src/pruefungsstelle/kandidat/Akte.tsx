// The digital file: every document by section, each can be opened in the viewer.
import { formatZeitpunkt } from '@examensportal/domain/format';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { messages } from '@examensportal/domain/messages';
import type { KandidatDokument } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { bekanntgabeText } from '../../lib/bekanntgabe';
import { Tabelle } from './Tabelle';

const k = kandidatTexte;
const typName = (typ: string) => (messages.akte.typen as Record<string, string>)[typ] ?? typ;

export function Akte(props: {
  dokumente: KandidatDokument[];
  oeffnen: (dokumentId: string) => void;
  offen: string | null;
}) {
  const abschnitte = [...new Set(props.dokumente.map((d) => d.kategorie))];
  return (
    <section aria-labelledby="kandidat-akte">
      <h2 id="kandidat-akte" className="kern-heading-medium">
        {k.akte}
      </h2>
      {abschnitte.length === 0 && <p className="kern-body">{k.keineDokumente}</p>}
      {abschnitte.map((kategorie) => {
        const name = k.kategorien[kategorie] ?? kategorie;
        return (
          <div key={kategorie}>
            <h3 className="kern-heading-small">{name}</h3>
            <Tabelle label={name} spalten={k.dokumentSpalten}>
              {props.dokumente
                .filter((d) => d.kategorie === kategorie)
                .map((d) => (
                  <tr key={d.id} className="kern-table__row">
                    <th scope="row" className="kern-table__cell staff__umbruch">
                      {/* A tombstone (decision 0058): its name says when it was deleted; nothing to open. */}
                      {d.geloeschtAm ? (
                        d.name
                      ) : (
                        <button
                          type="button"
                          className="kern-btn kern-btn--tertiary"
                          aria-label={k.ansehenName(d.name)}
                          aria-expanded={props.offen === d.id}
                          aria-controls="dokumentansicht"
                          onClick={() => props.oeffnen(d.id)}
                        >
                          <span className="kern-label">{d.name}</span>
                        </button>
                      )}
                    </th>
                    <td className="kern-table__cell">{typName(d.typ)}</td>
                    <td className="kern-table__cell">
                      {k.quellen[d.herkunft]}
                      {d.bekanntgabe && (
                        <>
                          <br />
                          {bekanntgabeText(d.bekanntgabe)}
                        </>
                      )}
                    </td>
                    <td className="kern-table__cell staff__nowrap">{formatZeitpunkt(d.abgelegtAm)}</td>
                    <td className="kern-table__cell staff__nowrap">{k.groesse(d.groesse)}</td>
                  </tr>
                ))}
            </Tabelle>
          </div>
        );
      })}
    </section>
  );
}
