import type { ReactNode } from 'react';

/** A KERN UX badge (MoJ case-working: the state of a row at a glance, always with its word). */
export function Badge({
  variant,
  children,
}: {
  variant: 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
}) {
  return (
    <span className={`kern-badge kern-badge--${variant}`}>
      <span className="kern-label">{children}</span>
    </span>
  );
}
