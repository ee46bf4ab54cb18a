/**
 * Whether this code runs inside a Next server, the only place with a data cache to read and
 * revalidate. Next sets NEXT_RUNTIME in its server; the integration tests and scripts import the
 * same modules without it, and there every read goes to the database.
 */
export function hasNextCache(): boolean {
  return Boolean(process.env.NEXT_RUNTIME);
}
