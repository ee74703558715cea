import { z } from 'zod';

/**
 * Imported by every contract module that builds schemas (so by whatever uses one, and only then)
 * and by the in-browser back end: zod must not compile
 * its parsers with `new Function`, nor probe whether it may. The page's Content-Security-Policy
 * has no 'unsafe-eval' (docs/decisions/0016-security-headers.md), and even the caught probe is
 * reported as a CSP violation in the console.
 */
z.config({ jitless: true });
