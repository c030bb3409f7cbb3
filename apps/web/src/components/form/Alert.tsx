import type { ReactNode } from 'react';

const variants = {
  danger: { alert: 'kern-alert--danger', icon: 'kern-icon--danger' },
  success: { alert: 'kern-alert--success', icon: 'kern-icon--success' },
  info: { alert: 'kern-alert--info', icon: 'kern-icon--info' },
} as const;

/** A KERN alert box; danger alerts are announced at once (role=alert). */
export function Alert({ variant, children }: { variant: keyof typeof variants; children: ReactNode }) {
  const v = variants[variant];
  return (
    <div className={`kern-alert ${v.alert}`} role={variant === 'danger' ? 'alert' : 'status'}>
      <div className="kern-alert__header">
        <span className={`kern-icon ${v.icon}`} aria-hidden="true" />
        <span className="kern-title">{children}</span>
      </div>
    </div>
  );
}
