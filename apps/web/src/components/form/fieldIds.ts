/** Ids of a field and its describing elements, derived from one form-scoped prefix. */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** aria-describedby from whichever of hint and error are present. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}
