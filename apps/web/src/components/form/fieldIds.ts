/**
 * Ids of a field and its describing elements, derived from one form-scoped prefix. Form paths may
 * contain dots ('kontaktdaten.plz'); ids use hyphens, so a link '#zulassung-kontaktdaten-plz' is
 * also a plain CSS selector.
 */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name.replace(/\./g, '-')}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** aria-describedby from whichever of hint and error are present. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

/** Focuses a field by id and brings it into view (error summary links, another page's field). */
export function focusField(id: string): boolean {
  const field = document.getElementById(id);
  if (!field) return false;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
  return true;
}
