import 'server-only';
import '@/lib/forms/zod-setup';
import { z } from 'zod';

/** `/api/admin/staff/[id]`: a person's id. */
export const staffRouteSchema = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/i, 'Not a staff id') });
