// A KERN table in a focusable, labelled region, so a wide table scrolls inside itself at 320 px
// instead of the page (WCAG 1.4.10) and keyboard users can scroll it. Its name says 'Tabelle', so it
// never repeats the name of the section around it.
import type { ReactNode } from 'react';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';

export function Tabelle(props: { label: string; spalten: readonly string[]; children: ReactNode }) {
  return (
    <div
      className="kern-table-responsive"
      tabIndex={0}
      role="region"
      aria-label={kandidatTexte.tabelle(props.label)}
    >
      <table className="kern-table">
        <thead className="kern-table__head">
          <tr className="kern-table__row">
            {props.spalten.map((h) => (
              <th key={h} scope="col" className="kern-table__header">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="kern-table__body">{props.children}</tbody>
      </table>
    </div>
  );
}
