export function goUnavailableMessage(proxy: string, reason: string): string;
export function moduleProxyMessage(proxy: string): string;
export function aptNeedsRootMessage(packages: string[], purpose: string): string;
export function fetchFailureReason(error: unknown): string;
