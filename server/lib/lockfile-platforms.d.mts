type Platform = { os?: string[]; cpu: string[]; libc?: string[] };
type Lock = {
  packages: Record<string, { version?: string; optionalDependencies?: Record<string, string> } & Partial<Platform>>;
};
export function platformOf(name: string): Platform | null;
export function completeLockfile(lock: Lock): number;
export function completeProjectLockfile(root?: string): number;
