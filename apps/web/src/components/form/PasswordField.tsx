import { useState } from 'react';
import { messages } from '@examensportal/domain/messages';
import { fieldIds } from './fieldIds';
import { TextField, type TextFieldProps } from './TextField';

/** A password input whose text can be shown and hidden again (spec §5). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  const { id } = fieldIds(props.formId, props.registration.name);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="kern-btn kern-btn--secondary"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <span
            className={`kern-icon ${visible ? 'kern-icon--visibility-off' : 'kern-icon--visibility'}`}
            aria-hidden="true"
          />
          <span className="kern-label">{messages.web.passwortAnzeigen}</span>
        </button>
      }
    />
  );
}
