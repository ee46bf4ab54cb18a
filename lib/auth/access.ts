import type { StaffRole } from '@/lib/constants/staff';

type Rule = (role: StaffRole) => boolean;

const everyone: Rule = () => true;
const owner: Rule = (role) => role === 'owner';
const ownerOrEditor: Rule = (role) => role === 'owner' || role === 'editor';

/** Who may do what: every admin route names its operation, and the admin island asks the same table. */
export const access = {
  'account.own': everyone,
  /** Drafts and scheduled posts, preview links. */
  'posts.read': ownerOrEditor,
  'posts.write': ownerOrEditor,
  /** Site content: events, the Markdown pages, the key figures (lib/events, lib/pages, lib/figures). */
  'events.read': ownerOrEditor,
  'events.write': ownerOrEditor,
  'pages.read': ownerOrEditor,
  'pages.write': ownerOrEditor,
  'figures.read': ownerOrEditor,
  'figures.write': ownerOrEditor,
  'inbox.read': everyone,
  /** Mark new, handled or archived; send a record's mail again. */
  'inbox.handle': everyone,
  'inbox.delete': owner,
  'inbox.export': owner,
  'inbox.erase': owner,
  'subscribers.read': ownerOrEditor,
  'mail.read': ownerOrEditor,
  'mail.retry': ownerOrEditor,
  /** Newsletter issues: write and preview them; send them (and a test to oneself) to the list. */
  'newsletter.read': ownerOrEditor,
  'newsletter.write': ownerOrEditor,
  'newsletter.send': ownerOrEditor,
  'stats.read': ownerOrEditor,
  'audit.read': owner,
  'staff.read': owner,
  'staff.manage': owner,
  /** Staff-wide settings: requiring two-factor sign-in. */
  'settings.manage': owner,
} satisfies Record<string, Rule>;

export type Operation = keyof typeof access;

export const OPERATIONS = Object.keys(access) as Operation[];

export function allows(role: StaffRole, operation: Operation): boolean {
  return access[operation](role);
}

/** The admin island hides the rest. */
export function allowedOperations(role: StaffRole): Operation[] {
  return OPERATIONS.filter((operation) => allows(role, operation));
}

const LIST_OPERATIONS = {
  inquiries: 'inbox.read',
  messages: 'inbox.read',
  subscribers: 'subscribers.read',
  mail: 'mail.read',
  audit: 'audit.read',
} as const satisfies Record<string, Operation>;

/** An unknown list falls back to the inbox's rule (the route then answers 400). */
export function listOperation(list: string | undefined): Operation {
  return LIST_OPERATIONS[list as keyof typeof LIST_OPERATIONS] ?? 'inbox.read';
}
