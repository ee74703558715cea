/**
 * The paths of the auth endpoints that the HTTP client and the session name (app/lib/http/http.ts:
 * which calls never refresh a token; app/lib/session/session.ts: the refresh and the sign-out).
 * No imports: those two files are in every staff page's first load, which carries no zod
 * (docs/decisions/0063-dashboard-first-load-and-charts.md). ./endpoints.ts declares them.
 */
export const authPaths = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  refreshToken: '/api/auth/refresh-token',
  logout: '/api/auth/logout',
} as const;
