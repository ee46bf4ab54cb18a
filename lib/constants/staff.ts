// Shared by the staff model, the admin routes' zod schemas and the admin island (no server imports).

/** Owner: everything. Editor: posts and the inbox's daily work. Viewer: reads the inbox, marks records handled. */
export const STAFF_ROLES = ['owner', 'editor', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Invited: has a link but no password yet. Disabled: kept (with its name on posts), cannot sign in. */
export const STAFF_STATUSES = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
