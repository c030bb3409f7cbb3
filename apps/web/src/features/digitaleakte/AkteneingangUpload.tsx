import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import type { Art } from '@examensportal/domain/rules/facts';
import {
  AKTENEINGANG_TYPEN,
  dokumenttypBezeichnung,
  STANDARD_DOKUMENTTYP,
  uploadListen,
} from '@examensportal/domain/rules/documents';
import { fieldIds } from '../../components/form/fieldIds';
import type { ChosenFile } from '../../components/upload/chosenFiles';
import { FileUpload, type FileTypeChoice } from '../../components/upload/FileUpload';
import { multipartBody } from '../../components/upload/multipartBody';
import { UploadProgress } from '../../components/upload/UploadProgress';
import { useUpload } from '../../components/upload/useUpload';
import { toast } from '../../lib/toast';
import { IdempotencyKeys } from '../../wizard/send';
import { failureText } from './failureText';

const FORM_ID = 'akteneingang';
const FIELD = 'dateien';

/** The upload form of the Akteneingang: files, a type per file, progress and cancel (spec §5, §7). */
export function AkteneingangUpload({ art, onUploaded }: { art: Art; onUploaded: () => void }) {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [error, setError] = useState<string[] | undefined>();
  const upload = useUpload();
  const headingId = useId();
  const inputId = fieldIds(FORM_ID, FIELD).id;
  const wasRunning = useRef(false);
  // One key per chosen set of files: a retry after a lost answer or a cancel is stored once.
  const keys = useRef(new IdempotencyKeys());

  const types = useMemo<FileTypeChoice>(
    () => ({
      options: AKTENEINGANG_TYPEN[art].map((typ) => ({ value: typ, label: dokumenttypBezeichnung(typ) })),
      defaultValue: STANDARD_DOKUMENTTYP[art],
    }),
    [art],
  );

  // The progress bar held the focus; when it goes, the focus returns to the file input.
  useEffect(() => {
    if (wasRunning.current && !upload.running) document.getElementById(inputId)?.focus();
    wasRunning.current = upload.running;
  }, [upload.running, inputId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError([messages.files.keineAuswahl]);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(undefined);
    const lists = uploadListen(
      art,
      chosen.map((c) => ({ datei: c.file, typ: c.type ?? types.defaultValue })),
    );
    const result = await upload.start(apiPath(API.dokumenteHochladen), multipartBody({ lists }), {
      headers: { 'Idempotency-Key': keys.current.key() },
    });
    if (result.status === 'done') {
      keys.current.reset();
      toast.success(messages.files.hochgeladen);
      setChosen([]);
      onUploaded();
    } else if (result.status === 'cancelled') {
      toast.info(messages.files.abgebrochen);
    } else {
      // A refusal (4xx) was not stored: the next try is a new sending. Otherwise the answer may be lost.
      if (result.error.status >= 400 && result.error.status < 500) keys.current.reset();
      toast.error(failureText(messages.files.nichtHochgeladen, result.error));
      const fieldErrors = Object.values(result.error.fieldErrors ?? {});
      if (fieldErrors.length > 0) setError(fieldErrors);
    }
  };

  return (
    <section className="akte-upload" aria-labelledby={headingId}>
      <h2 className="kern-heading-medium" id={headingId}>
        {messages.akte.hochladenTitel}
      </h2>
      <p className="kern-body">{messages.akte.hochladenIntro}</p>
      <form noValidate onSubmit={submit} aria-busy={upload.running || undefined}>
        <FileUpload
          formId={FORM_ID}
          name={FIELD}
          label={messages.akte.dateien}
          value={chosen}
          onChange={(files) => {
            keys.current.reset();
            setChosen(files);
            setError(undefined);
          }}
          types={types}
          error={error}
          disabled={upload.running}
        />
        {upload.running ? (
          <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
        ) : (
          <div className="form-actions">
            <button type="submit" className="kern-btn kern-btn--primary">
              <span className="kern-icon kern-icon--drive-folder-upload" aria-hidden="true" />
              <span className="kern-label">{messages.files.hochladen}</span>
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
