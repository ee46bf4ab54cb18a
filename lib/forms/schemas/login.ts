import '../zod-setup';
import { z } from 'zod';

// Strings only: an object such as {"$ne": null} is refused here, before any query sees it.
export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
