// Types for the e2e specs that read the mail captured by the e2e server's SMTP server.
export function mailboxFile(port: number): string;
export function startMailbox(port: number): Promise<{ url: string; stop: () => Promise<void> }>;
