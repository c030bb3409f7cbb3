import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { messages } from '@examensportal/domain/messages';
import { DATEI_ACCEPT, formatDateigroesse } from '@examensportal/domain/rules/documents';
import { describedBy, fieldIds } from '../form/fieldIds';
import { FieldError } from '../form/FieldError';
import { RequiredMark } from '../form/RequiredMark';
import { addChosenFiles, type ChosenFile } from './chosenFiles';
import './upload.css';

export interface FileTypeChoice {
  /** The choices of the per-file select, in order. */
  options: readonly { value: string; label: string }[];
  /** The type a newly chosen file gets. */
  defaultValue: string;
}

export interface FileUploadProps {
  /** Form-scoped prefix of the ids (`${formId}-${name}` like the other fields). */
  formId: string;
  name: string;
  label: string;
  /** The chosen files (controlled; e.g. from react-hook-form's Controller). */
  value: readonly ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  /** Several files (default) or one, which a new choice replaces. */
  multiple?: boolean;
  /** A document type per file (the Akteneingang). */
  types?: FileTypeChoice;
  required?: boolean;
  /** The form's own error for this field (e.g. 'Es muss mindestens ein Nachweisdokument …'). */
  error?: string | readonly string[] | undefined;
  disabled?: boolean;
}

/**
 * A KERN file input for JPG, JPEG, PNG, GIF and PDF files with the hint of spec §5 and the list of
 * chosen files. Files of other types (beyond spec §5's silent drop, issue 16), too small and too
 * large ones are named in the field's error. A screen reader hears how many files are chosen after
 * each choice.
 */
export function FileUpload({
  formId,
  name,
  label,
  value,
  onChange,
  multiple = true,
  types,
  required = false,
  error,
  disabled = false,
}: FileUploadProps) {
  const { id, hintId, errorId } = fieldIds(formId, name);
  const buttonText = multiple ? messages.files.dateienAuswaehlen : messages.files.dateiAuswaehlen;
  const [rejected, setRejected] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemove = useRef<string | null>(null);
  // Sending (the form disables the field) moves past the last choice: its refusals go too.
  const [wasDisabled, setWasDisabled] = useState(disabled);
  if (disabled !== wasDisabled) {
    setWasDisabled(disabled);
    if (disabled) {
      setRejected([]);
      setAnnouncement('');
    }
  }

  const ownErrors = error === undefined ? [] : typeof error === 'string' ? [error] : [...error];
  const errors = [...ownErrors, ...rejected];
  const hasError = errors.length > 0;

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    (removeButtons.current.get(target) ?? inputRef.current)?.focus();
  }, [value]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so the same file can be chosen again after removing it.
    event.target.value = '';
    if (picked.length === 0) return;
    const choice = addChosenFiles(value, picked, { multiple, defaultType: types?.defaultValue });
    setRejected(choice.rejected);
    setAnnouncement([messages.files.anzahlAusgewaehlt(choice.files.length), ...choice.rejected].join(' '));
    onChange(choice.files);
  };

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    focusAfterRemove.current = (value[index + 1] ?? value[index - 1])?.id ?? '';
    setRejected([]);
    setAnnouncement(messages.files.anzahlAusgewaehlt(next.length));
    onChange(next);
  };

  const setType = (index: number, type: string) =>
    onChange(value.map((chosen, i) => (i === index ? { ...chosen, type } : chosen)));

  return (
    <div className="file-upload">
      <div className={hasError ? 'kern-form-input kern-form-input--error' : 'kern-form-input'}>
        <label className="kern-label" htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
        <div className="kern-hint" id={hintId}>
          {messages.files.hinweis}
        </div>
        <FieldError id={errorId} message={errors} />
        {/* The browser's own 'Keine Datei ausgewählt' beside its button contradicted the list below (the
            input is emptied after each choice). The input stays the labelled control and the focus
            target, laid over the page's own button with transparent contents: its box is the button's,
            so its focus ring shows and nothing covers it (WCAG 2.4.7, 2.4.11). */}
        <span className="file-upload__picker">
          <span
            className={
              hasError
                ? 'kern-btn kern-btn--secondary file-upload__button file-upload__button--error'
                : 'kern-btn kern-btn--secondary file-upload__button'
            }
            aria-hidden="true"
          >
            <span className="kern-icon kern-icon--add" aria-hidden="true" />
            <span className="kern-label">{buttonText}</span>
          </span>
          <input
            ref={inputRef}
            id={id}
            name={name}
            type="file"
            className="file-upload__input"
            title={buttonText}
            accept={DATEI_ACCEPT}
            multiple={multiple}
            disabled={disabled}
            aria-invalid={hasError || undefined}
            aria-required={required || undefined}
            aria-describedby={describedBy(hintId, hasError && errorId)}
            onChange={choose}
          />
        </span>
      </div>
      <p className="kern-sr-only" role="status">
        {announcement}
      </p>
      {value.length > 0 && (
        <ul className="file-list" aria-label={messages.files.ausgewaehlteDateien}>
          {value.map((chosen, index) => {
            const selectId = `${id}-typ-${chosen.id}`;
            return (
              <li className="file-list__item" key={chosen.id}>
                <span className="file-list__file">
                  <span className="kern-icon kern-icon--draft" aria-hidden="true" />
                  <span className="file-list__name">{chosen.file.name}</span>
                  <span className="kern-body--muted file-list__size">
                    {formatDateigroesse(chosen.file.size)}
                  </span>
                </span>
                {types && (
                  <span className="kern-form-input file-list__type">
                    <label className="kern-label kern-label--small" htmlFor={selectId}>
                      {messages.files.dokumenttyp}
                    </label>
                    <span className="kern-form-input__select-wrapper">
                      <select
                        id={selectId}
                        className="kern-form-input__select"
                        aria-label={messages.files.dokumenttypFuer(chosen.file.name)}
                        value={chosen.type ?? types.defaultValue}
                        disabled={disabled}
                        onChange={(event) => setType(index, event.target.value)}
                      >
                        {types.options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </span>
                  </span>
                )}
                <button
                  type="button"
                  className="kern-btn kern-btn--tertiary file-list__remove"
                  aria-label={messages.files.entfernenLabel(chosen.file.name)}
                  disabled={disabled}
                  ref={(button) => {
                    if (button) removeButtons.current.set(chosen.id, button);
                    else removeButtons.current.delete(chosen.id);
                  }}
                  onClick={() => remove(index)}
                >
                  <span className="kern-icon kern-icon--delete" aria-hidden="true" />
                  <span className="kern-label">{messages.files.entfernen}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
