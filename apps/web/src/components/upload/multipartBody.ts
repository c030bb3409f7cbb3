// The multipart bodies of spec §7: JSON parts as text, then every file list; a list without files
// is sent as the text '[]', so the server sees each list either way.

const EMPTY_LIST = '[]';

/** JSON parts by name, built from the form's values (request data, never a server answer). */
type JsonTeile = Readonly<Record<string, object>>;

export interface MultipartParts {
  /** Parts sent as JSON text (e.g. `{ zulassung: {...} }`), before the files. */
  json?: JsonTeile;
  /** File lists in order; each file part is named after its list. */
  lists: Iterable<readonly [name: string, files: readonly File[]]>;
}

export function multipartBody({ json = {}, lists }: MultipartParts): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(json)) form.append(name, JSON.stringify(value));
  for (const [name, files] of lists) {
    if (files.length === 0) form.append(name, EMPTY_LIST);
    for (const file of files) form.append(name, file, file.name);
  }
  return form;
}
