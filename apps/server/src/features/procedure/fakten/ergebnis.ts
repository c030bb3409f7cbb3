// The outcome of a result as it applies now (decision 0032): its correction (§ 42 VwVfG) when there is
// one, else the result as recorded. Every reader of results joins result_corrections and selects this.
import { sql } from 'drizzle-orm';
import { resultCorrections, results } from '../../../db/schema';

export const geltendesErgebnis = sql<
  string | null
>`coalesce(${resultCorrections.ergebnis}, ${results.ergebnis})`;

/**
 * The parts of the result that applies (decision 0056): a correction's parts replace the recorded ones
 * as a whole – a correction entered without grades leaves none, it never mixes with the old ones.
 */
const geltend = (spalte: 'noteSchriftlich' | 'noteMuendlich' | 'modulnote' | 'noteArbeit1' | 'noteArbeit2') =>
  sql<
    number | null
  >`case when ${resultCorrections.id} is null then ${results[spalte]} else ${resultCorrections[spalte]} end`;

export const geltendeNoten = {
  noteSchriftlich: geltend('noteSchriftlich'),
  noteMuendlich: geltend('noteMuendlich'),
  modulnote: geltend('modulnote'),
  // The papers (decision 0068) go with the parts they give.
  noteArbeit1: geltend('noteArbeit1'),
  noteArbeit2: geltend('noteArbeit2'),
};
