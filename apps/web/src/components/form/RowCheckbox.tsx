/**
 * The selection box of one table row (a batch's choice): a KERN checkbox without a visible label,
 * named by the row (its accessible name is the row's name, read in the row header beside it). The
 * box in a column header that selects every row of the page is the same control, named by what it does.
 */
export function RowCheckbox({
  name,
  checked,
  onChange,
}: {
  /** The row's name, e.g. "Muster, Erika" (or "Erika Muster auswählen"). */
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
