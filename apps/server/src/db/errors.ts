/** A PostgreSQL unique violation (23505), as node-postgres or PGlite report it, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
