export function aptRunner(options?: { isRoot?: boolean; hasSudo?: boolean }): [string, string[]] | null;
export function aptInstall(
  packages: string[],
  options: { purpose: string; tag?: string; log?: (line: string) => void },
): Promise<void>;
