/**
 * The selection box of one table row (a batch's choice): a KERN checkbox without a visible label,
 * named by the row (its accessible name is the row's name, read in the row header beside it).
 */
export function RowCheckbox({
  name,
  checked,
  onChange,
}: {
  /** The row's name, e.g. "Muster, Erika". */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="kern-form-check__checkbox"
      aria-label={name}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
