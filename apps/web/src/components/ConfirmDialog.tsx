import { messages } from '@examensportal/domain/messages';
import { WizardDialog } from '../wizard/twoStep/WizardDialog';

interface ConfirmDialogProps {
  title: string;
  /** One paragraph each (e.g. the document's name, then the question). */
  text: string | readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal yes/no question (the shared KERN dialog). 'Nein' comes first, so it gets the focus (the
 * harmless answer), and Escape answers 'Nein'. The caller returns the focus afterwards.
 */
export function ConfirmDialog({ title, text, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <WizardDialog
      title={title}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={onCancel}>
            <span className="kern-label">{messages.generic.nein}</span>
          </button>
          <button type="button" className="kern-btn kern-btn--primary" onClick={onConfirm}>
            <span className="kern-label">{messages.generic.ja}</span>
          </button>
        </>
      }
    >
      {(typeof text === 'string' ? [text] : text).map((paragraph) => (
        <p className="kern-body" key={paragraph}>
          {paragraph}
        </p>
      ))}
    </WizardDialog>
  );
}
