const PG_UNIQUE_VIOLATION = '23505';

/** A unique index refused the row (drivers put the SQLSTATE on the error or on its cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === PG_UNIQUE_VIOLATION || e?.cause?.code === PG_UNIQUE_VIOLATION;
}
