/** Only a Next server (NEXT_RUNTIME set) has a data cache; tests and scripts read the database. */
export function hasNextCache(): boolean {
  return Boolean(process.env.NEXT_RUNTIME);
}
