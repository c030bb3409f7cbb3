import type { ReactNode } from 'react';

/**
 * A KERN UX table in a focusable, labelled region: at 320 px the table scrolls inside itself, not the
 * page (WCAG 1.4.10), and keyboard users can scroll it.
 */
export function Tabelle({
  label,
  spalten,
  children,
}: {
  label: string;
  spalten: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="kern-table-responsive" tabIndex={0} role="region" aria-label={label}>
      <table className="kern-table">
        <thead className="kern-table__head">
          <tr className="kern-table__row">
            {spalten.map((h, i) => (
              <th key={i} scope="col" className="kern-table__header">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="kern-table__body">{children}</tbody>
      </table>
    </div>
  );
}
