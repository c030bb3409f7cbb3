// Facts of a decision's case as a KERN description list.
import type { ReactNode } from 'react';

export function Fakten({ zeilen }: { zeilen: readonly [string, ReactNode][] }) {
  return (
    <dl className="kern-description-list">
      {zeilen.map(([name, wert]) => (
        <div className="kern-description-list-item" key={name}>
          <dt className="kern-description-list-item__key">{name}</dt>
          <dd className="kern-description-list-item__value">{wert}</dd>
        </div>
      ))}
    </dl>
  );
}
