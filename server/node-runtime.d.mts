export const NODE_VERSION: string;
export const NODE_MAJOR: number;
export function isSupportedNode(version: string): boolean;
export function toolNodeBinary(): string;
export function nodeDownloadMessage(version: string, found: string, reason: string): string;
