import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';

interface WizardDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons; the first one gets the focus when the dialog opens. */
  actions: ReactNode;
  /** Escape and the browser's own cancel. */
  onCancel: () => void;
}

/**
 * A modal question on the native <dialog> (KERN dialog): opens when rendered, focuses its first
 * action, Escape cancels. Without showModal (jsdom, old browsers) it still opens, just not modal.
 */
export function WizardDialog({ title, children, actions, onCancel }: WizardDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.open = true;
    }
    dialog.querySelector<HTMLElement>('.kern-dialog__footer button, .kern-dialog__footer a')?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.open = false;
    };
  }, []);

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onCancel();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel(event);
  };

  return (
    <dialog
      ref={ref}
      className="kern-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={cancel}
      onKeyDown={onKeyDown}
    >
      <header className="kern-dialog__header">
        <h2 className="kern-title" id={titleId}>
          {title}
        </h2>
      </header>
      <section className="kern-dialog__body" id={bodyId}>
        {children}
      </section>
      <footer className="kern-dialog__footer">{actions}</footer>
    </dialog>
  );
}
