import { adminHandler } from '@/lib/auth/admin-handler';
import { newCounts } from '@/lib/inbox/queries';

/** New inquiries and messages: the number on the Inbox tab. */
export const GET = adminHandler('GET /api/admin/counts', 'inbox.read', async () =>
  Response.json(await newCounts(), { headers: { 'Cache-Control': 'no-store' } }),
);
