// Joining the rows of the fact readers in memory: each reads one table for the whole candidate.

/** Rows grouped by a key; rows without one are left out. */
export const byKey = <T, K>(rows: readonly T[], key: (row: T) => K | null): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k) ?? [];
    list.push(row);
    map.set(k, list);
  }
  return map;
};
