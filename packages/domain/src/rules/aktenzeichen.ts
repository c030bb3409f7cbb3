// Aktenzeichen: the candidate's file number. The portal has no number of its own; the account id is
// the stable key of the file, so the number is derived from it: the kind's letters and the first 12
// hex digits of the account id in groups of four ('WP-3F2A-9C1B-7D4E', 'EP-…'). 48 bits keep a
// collision unlikely far beyond the office's numbers; the kind of an account never changes.
// The letters of the office (rules/bescheid.ts) carry the same number.

const PREFIX = { WP: 'WP', EIGNUNG: 'EP' } as const;

export function aktenzeichen(accountId: string, art: 'WP' | 'EIGNUNG'): string {
  const hex = accountId.replace(/-/g, '').slice(0, 12).toUpperCase();
  return `${PREFIX[art]}-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}

/**
 * The account-id prefix a search term names when it is (part of) a file number: optional 'WP'/'EP',
 * then at least four hex digits (dashes and spaces ignored). The prefix is in the uuid's text form
 * ('3f2a9c1b-7d4e'), ready for a LIKE on accounts.id::text. Undefined when the term is no file number.
 */
export function aktenzeichenPraefix(
  suche: string,
): { art: 'WP' | 'EIGNUNG' | undefined; idPraefix: string } | undefined {
  const compact = suche.replace(/[\s-]+/g, '').toUpperCase();
  const match = /^(WP|EP)?([0-9A-F]{4,12})$/.exec(compact);
  if (!match?.[2]) return undefined;
  const hex = match[2].toLowerCase();
  const idPraefix = hex.length > 8 ? `${hex.slice(0, 8)}-${hex.slice(8)}` : hex;
  const art = match[1] === 'WP' ? 'WP' : match[1] === 'EP' ? 'EIGNUNG' : undefined;
  return { art, idPraefix };
}
