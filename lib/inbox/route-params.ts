import 'server-only';
import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { INBOX_LISTS, INBOX_STATUSES, RECORD_LISTS } from '@/lib/constants/inbox-status';

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Not a record id');

export const listRouteSchema = z.object({ list: z.enum(INBOX_LISTS, 'Unknown list') });

export const recordRouteSchema = z.object({ list: z.enum(RECORD_LISTS, 'Unknown list'), id: objectId });

export const statusChangeSchema = z.strictObject({ status: z.enum(INBOX_STATUSES, 'Unknown status') });

export const retrySchema = z.strictObject({ id: objectId.optional() });

export const eraseSchema = z.strictObject({ email: z.email('Expected an email address').max(254) });
