// The fact readers' rows as json columns of one statement (issue 29): each reader names its columns
// under the keys its mapping reads, and loadProcedure reads all of them in one round trip instead of
// one each. Every column the readers take is text, a uuid, a date (mode 'string'), a boolean or a
// smallint, whose json value is what drizzle would map the column to; timestamps stay in SQL.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `(select json_agg(json_build_object('key', column, …) order by …) <from>)`: the rows of `from` (its
 * from, joins and where) as a json array of objects under the given keys, '[]' when there are none.
 */
export function jsonRows<T>(fields: Record<string, SQLWrapper>, from: SQL, orderBy: SQL[] = []): SQL<T[]> {
  // The keys are parameters too (text), filled in once with the prepared statement's other values.
  const pairs = Object.entries(fields).map(([key, value]) => sql`${key}::text, ${value}`);
  const order = orderBy.length > 0 ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  return sql<
    T[]
  >`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})${order}), '[]'::json) ${from})`;
}
