import { config } from 'zod/mini';

// zod's `new Function` probe shows as a CSP violation on the admin pages; these small forms need no compiled parsers.
config({ jitless: true });
