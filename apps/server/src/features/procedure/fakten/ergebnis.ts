// The outcome of a result as it applies now (decision 0032): its correction (§ 42 VwVfG) when there is
// one, else the result as recorded. Every reader of results joins result_corrections and selects this.
import { sql } from 'drizzle-orm';
import { resultCorrections, results } from '../../../db/schema';

export const geltendesErgebnis = sql<
  string | null
>`coalesce(${resultCorrections.ergebnis}, ${results.ergebnis})`;
