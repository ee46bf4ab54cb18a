// Types of the Chromium helpers that playwright.config.ts imports.
export const CHROMIUM_ARGS: string[];
export function chromiumPath(): string;
export function ensureChromium(options?: { log?: (line: string) => void }): Promise<void>;
