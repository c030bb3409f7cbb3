// Why an option of a selection rule is disabled (issue 16 point 2): the chosen option that blocks it.
// Read from the rule itself (a `…Gesperrt` function of selection.ts), so the reason never drifts from it.

/**
 * The chosen option whose removal would free `option`, or null when `option` is not disabled (or no
 * single choice explains it).
 */
export function sperrendeWahl<O extends string>(
  v: Readonly<Record<O, boolean>>,
  gesperrt: (v: Record<NoInfer<O>, boolean>) => Readonly<Record<NoInfer<O>, boolean>>,
  option: NoInfer<O>,
): O | null {
  if (!gesperrt({ ...v })[option]) return null;
  const gewaehlt = (Object.keys(v) as O[]).filter((o) => o !== option && v[o]);
  return gewaehlt.find((o) => !gesperrt({ ...v, [o]: false })[option]) ?? null;
}
