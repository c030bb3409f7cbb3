/** A labelled KERN UX select of the back-office's own forms (choice of term, exam, part; a list filter). */
export function Auswahl({
  id,
  label,
  optionen,
  ...select
}: {
  id: string;
  label: string;
  optionen: readonly { value: string; text: string | undefined }[];
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div className="kern-form-input">
      <label className="kern-label" htmlFor={id}>
        {label}
      </label>
      <div className="kern-form-input__select-wrapper">
        <select id={id} className="kern-form-input__select" {...select}>
          {optionen.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
