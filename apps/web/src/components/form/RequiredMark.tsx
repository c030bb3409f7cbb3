/** The '*' of '* Pflichtfelder'; the field itself says aria-required. */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}
