export function needsBuild(): boolean;
export function standaloneDir(): string;
export function build(options?: { log?: (line: string) => void }): Promise<void>;
export function ensureBuild(options?: { log?: (line: string) => void }): Promise<void>;
