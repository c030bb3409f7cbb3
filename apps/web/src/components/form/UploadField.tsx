import { useController, useFormContext } from 'react-hook-form';
import { messages } from '@examensportal/domain/messages';
import { FileUpload } from '../upload/FileUpload';
import type { ChosenFile } from '../upload/chosenFiles';
import { istNeu, type GespeicherterEintrag, type UploadEintrag } from '../../wizard/uploads';

interface UploadFieldProps {
  formId: string;
  /** Path of the list in the form values, e.g. 'uploads.zeugnis'. */
  name: string;
  label: string;
}

/**
 * The upload frame bound by `name` inside a FormProvider (wizards and flows) around the shared upload: files stored by an earlier interim
 * save are listed (removable), new ones are chosen with FileUpload (checks of spec §5) and go with
 * the next save.
 */
export function UploadField({ formId, name, label }: UploadFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const liste = (Array.isArray(field.value) ? field.value : []) as UploadEintrag[];
  const gespeichert = liste.filter((e): e is GespeicherterEintrag => !istNeu(e));
  const neu = liste.filter(istNeu);
  const w = messages.wizard;

  return (
    <div className="wizard-upload">
      {gespeichert.length > 0 && (
        <div className="wizard-upload__stored">
          <p className="kern-label">{`${label} – ${w.dateiGespeichert}`}</p>
          <ul className="file-list" aria-label={`${label} – ${w.dateiGespeichert}`}>
            {gespeichert.map((eintrag) => (
              <li className="file-list__item" key={eintrag.id}>
                <span className="file-list__file">
                  <span className="kern-icon kern-icon--draft" aria-hidden="true" />
                  <span className="file-list__name">{eintrag.gespeichert.originalFileName}</span>
                </span>
                <button
                  type="button"
                  className="kern-btn kern-btn--tertiary file-list__remove"
                  aria-label={w.dateiEntfernen(eintrag.gespeichert.originalFileName)}
                  onClick={() => field.onChange(liste.filter((e) => e.id !== eintrag.id))}
                >
                  <span className="kern-icon kern-icon--delete" aria-hidden="true" />
                  <span className="kern-label">{messages.files.entfernen}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FileUpload
        formId={formId}
        name={name.replace(/\./g, '-')}
        label={label}
        value={neu}
        onChange={(files: ChosenFile[]) => field.onChange([...gespeichert, ...files])}
      />
    </div>
  );
}
