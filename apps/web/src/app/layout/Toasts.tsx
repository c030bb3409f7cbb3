import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { messages } from '@examensportal/domain/messages';
import { dismissToast, getToasts, subscribeToasts, TOAST_AUTO_CLOSE_MS, type Toast } from '../../lib/toast';

const alertClass: Record<Toast['kind'], string> = {
  success: 'kern-alert--success',
  error: 'kern-alert--danger',
  info: 'kern-alert--info',
};

const iconClass: Record<Toast['kind'], string> = {
  success: 'kern-icon--success',
  error: 'kern-icon--danger',
  info: 'kern-icon--info',
};

function ToastItem({ toast }: { toast: Toast }) {
  // Pointer or focus on a toast holds it open (WCAG 2.2.1); it closes 7000 ms after being left.
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (held) return;
    timer.current = setTimeout(() => dismissToast(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [held, toast.id]);

  return (
    <div
      className={`toast kern-alert ${alertClass[toast.kind]}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="kern-alert__header">
        <span className={`kern-icon ${iconClass[toast.kind]}`} aria-hidden="true" />
        <span className="kern-title toast__message">{toast.message}</span>
        <button
          type="button"
          className="toast__close kern-btn kern-btn--tertiary"
          aria-label={messages.layout.toastSchliessen}
          onClick={() => dismissToast(toast.id)}
        >
          <span className="kern-icon kern-icon--close" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** Live region for toasts; each closes itself after 7000 ms or by its close button. */
export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className="toast-container" aria-live="polite" aria-label={messages.layout.benachrichtigungen}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
