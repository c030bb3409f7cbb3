import { useEffect, useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { messages } from '@examensportal/domain/messages';

interface ConfirmDialogProps {
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal yes/no question on the native <dialog> (KERN dialog). It opens when rendered, focuses
 * 'Nein' (the harmless answer), and Escape answers 'Nein'. The caller returns the focus afterwards.
 */
export function ConfirmDialog({ title, text, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Without showModal (old browsers, jsdom) the dialog still opens, just not modal.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.open = true;
    }
    noRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.open = false;
    };
  }, []);

  // The browser's own Escape handling closes the dialog behind React's back: answer 'Nein' instead.
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
      aria-describedby={textId}
      onCancel={cancel}
      onKeyDown={onKeyDown}
    >
      <header className="kern-dialog__header">
        <h2 className="kern-title" id={titleId}>
          {title}
        </h2>
      </header>
      <section className="kern-dialog__body">
        <p className="kern-body" id={textId}>
          {text}
        </p>
      </section>
      <footer className="kern-dialog__footer">
        <button type="button" className="kern-btn kern-btn--secondary" ref={noRef} onClick={onCancel}>
          <span className="kern-label">{messages.generic.nein}</span>
        </button>
        <button type="button" className="kern-btn kern-btn--primary" onClick={onConfirm}>
          <span className="kern-label">{messages.generic.ja}</span>
        </button>
      </footer>
    </dialog>
  );
}
