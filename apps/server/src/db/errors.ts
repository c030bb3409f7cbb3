// Errors of the database that features answer on their own rather than as a 503.

/** A unique index refused the row (PostgreSQL 23505; drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
