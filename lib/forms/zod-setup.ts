import { config } from 'zod/mini';

// zod probes `new Function` once to decide whether to compile faster parsers. The probe is
// caught, but under the admin pages' strict CSP the browser still reports it as a violation.
// These forms are small, so parsing without the compiled fast path costs nothing noticeable.
config({ jitless: true });
