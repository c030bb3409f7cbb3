// The search key of the back-office's person search (issue 28, point 5): one lossy spelling of a
// text, so that "Weiss" finds "Weiß", "Yilmaz" "Yılmaz" and "Muller" as well as "Mueller" "Müller".
// The steps are plain string operations, so the server runs the very same steps in SQL (replace,
// translate, normalize, regexp_replace, lower – PGlite and PostgreSQL both have them, no extension)
// over the stored data, while this function folds the words typed in. Keep both in step: the server
// builds its SQL from the tables below (features/staff/kandidat-suche.ts).

/** Letters that become two (step 1, before the one-letter table, both cases). */
export const SUCH_MEHRFACH: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['Œ', 'oe'],
  ['œ', 'oe'],
  ['Þ', 'th'],
  ['þ', 'th'],
];

/** Letters without a decomposition that still read as a Latin base letter. */
const OHNE_ZERLEGUNG: Record<string, string> = {
  ı: 'i',
  Ø: 'o',
  ø: 'o',
  Ł: 'l',
  ł: 'l',
  Đ: 'd',
  đ: 'd',
  Ð: 'd',
  ð: 'd',
  Ħ: 'h',
  ħ: 'h',
};

/** Characters dropped (step 2): hyphens and apostrophes, so "Müller-Lüdenscheidt" and "O'Brien" match either way. */
const WEG = "-'’`´";

/**
 * The one-letter table of step 2 (SQL `translate(text, von, nach)`): the letters without a
 * decomposition become their base letter; the characters of `WEG` follow `von` without a partner in
 * `nach`, so translate drops them. Kept short on purpose: translate() looks every character up in
 * it (measured on 2,000 people: a table of all 160 accented letters made the search ten times slower
 * than decomposing them in step 3).
 */
export const SUCH_ZEICHEN: { readonly von: string; readonly nach: string } = {
  von: Object.keys(OHNE_ZERLEGUNG).join('') + WEG,
  nach: Object.values(OHNE_ZERLEGUNG).join(''),
};

/** The combining accents step 3 removes after the canonical decomposition (NFD): ä → a, ş → s, İ → i. */
export const SUCH_AKZENTE = '[\u0300-\u036f]';
const AKZENTE = new RegExp(SUCH_AKZENTE, 'g');

/** German transcriptions folded into the plain letter after lower-casing (step 5): Mueller → muller. */
export const SUCH_UMSCHRIFT: readonly (readonly [string, string])[] = [
  ['ae', 'a'],
  ['oe', 'o'],
  ['ue', 'u'],
];

const EINZELN = new Map([...SUCH_ZEICHEN.von].map((z, i) => [z, SUCH_ZEICHEN.nach[i] ?? '']));

/**
 * The search key of a text: (1) two-letter replacements, (2) one-letter table and dropped
 * characters, (3) decomposition (NFD) without the accents, (4) lower case, (5) ae/oe/ue → a/o/u.
 * Lossy on purpose ("Samuel" and "Samul" share a key); a search lists a few more people rather
 * than missing the one sought.
 */
export function suchSchluessel(text: string): string {
  let s = text;
  for (const [von, nach] of SUCH_MEHRFACH) s = s.replaceAll(von, nach);
  s = [...s].map((z) => EINZELN.get(z) ?? z).join('');
  s = s.normalize('NFD').replace(AKZENTE, '').toLowerCase();
  for (const [von, nach] of SUCH_UMSCHRIFT) s = s.replaceAll(von, nach);
  return s;
}

/** A date of birth typed as TT.MM.JJJJ (also T.M.JJJJ) or JJJJ-MM-TT, as the stored ISO day; else null. */
export function suchDatum(text: string): string | null {
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [jahr, monat, tag] = de ? [de[3], de[2], de[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!jahr || !monat || !tag) return null;
  const day = `${jahr}-${monat.padStart(2, '0')}-${tag.padStart(2, '0')}`;
  const probe = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(probe.getTime()) && probe.toISOString().slice(0, 10) === day ? day : null;
}

/**
 * The words of a search as typed and as search key; every word must occur in the person's data
 * (so "Weiß 01.02.1990" narrows to that person). Commas and semicolons separate like spaces
 * ("Weiß, Anna"); a date is first written as the stored ISO day.
 */
export function suchWoerter(suche: string): { wort: string; schluessel: string }[] {
  return suche
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((wort) => ({ wort, schluessel: suchSchluessel(suchDatum(wort) ?? wort) }));
}
