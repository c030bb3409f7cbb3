import { formatEuro } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import type { Gebuehrenfolge } from '@examensportal/domain/rules/fees';

const g = messages.gebuehren;

const posten = (folge: Gebuehrenfolge) =>
  folge.modul ? `${g[folge.posten]} ${messages.antrag.modulNamen[folge.modul]}` : g[folge.posten];

/** The fee consequences of a declaration (domain rules/fees.ts) as a KERN table. */
export function Gebuehrenfolgen({ titel, folgen }: { titel: string; folgen: readonly Gebuehrenfolge[] }) {
  if (folgen.length === 0) return <p className="kern-body">{messages.ruecknahme.keineGebuehren}</p>;
  const r = messages.ruecknahme;
  return (
    // The scroll box of a narrow screen is reachable by keyboard and named (WCAG 2.1.1, issue 16 point 5).
    <div className="kern-table-responsive wizard-fees" tabIndex={0} role="region" aria-label={titel}>
      <table className="kern-table">
        <caption className="kern-title">{titel}</caption>
        <thead className="kern-table__header">
          <tr className="kern-table__row">
            <th className="kern-table__header" scope="col">
              {r.posten}
            </th>
            <th className="kern-table__header kern-table__header--numeric" scope="col">
              {r.betrag}
            </th>
            <th className="kern-table__header kern-table__header--numeric" scope="col">
              {g.faellig}
            </th>
            <th className="kern-table__header kern-table__header--numeric" scope="col">
              {g.erstattung}
            </th>
          </tr>
        </thead>
        <tbody className="kern-table__body">
          {folgen.map((folge, index) => (
            <tr className="kern-table__row" key={index}>
              <th className="kern-table__cell" scope="row">
                {posten(folge)}
              </th>
              <td className="kern-table__cell kern-table__cell--numeric">{formatEuro(folge.gebuehr)}</td>
              <td className="kern-table__cell kern-table__cell--numeric">{formatEuro(folge.faellig)}</td>
              <td className="kern-table__cell kern-table__cell--numeric">
                {formatEuro(folge.erstattungFallsBezahlt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
