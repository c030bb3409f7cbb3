import { useEffect, useId, useRef } from 'react';
import { messages } from '@examensportal/domain/messages';
import './upload.css';

interface UploadProgressProps {
  /** 0–100 */
  percent: number;
  onCancel: () => void;
  /** Label of the bar; 'Fortschritt des Hochladens' unless given. */
  label?: string;
}

/**
 * The bar of a running upload with its percent text and 'Abbrechen'. It takes the focus when it
 * appears (the button that started the upload is gone), so keyboard and screen-reader users land
 * on the running upload and can cancel it from there.
 */
export function UploadProgress({
  percent,
  onCancel,
  label = messages.files.fortschritt,
}: UploadProgressProps) {
  const id = useId();
  const barRef = useRef<HTMLProgressElement>(null);
  const text = messages.files.prozent(percent);

  useEffect(() => {
    barRef.current?.focus();
  }, []);

  return (
    <div className="upload-progress">
      <div className="kern-progress upload-progress__bar">
        <label className="kern-label" htmlFor={id}>
          {label}
        </label>
        <progress id={id} ref={barRef} tabIndex={-1} max={100} value={percent} aria-valuetext={text}>
          {text}
        </progress>
        <span className="kern-body" aria-hidden="true">
          {text}
        </span>
      </div>
      <button type="button" className="kern-btn kern-btn--secondary" onClick={onCancel}>
        <span className="kern-label">{messages.files.abbrechen}</span>
      </button>
    </div>
  );
}
