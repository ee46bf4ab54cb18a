// Types for tests that import the plain-JavaScript seed script.
export function seed(options: { uri: string; uploadDir: string; log?: (line: string) => void }): Promise<number>;
