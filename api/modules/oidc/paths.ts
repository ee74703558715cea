/**
 * The path of the ID token's exchange, which the HTTP client never refreshes a token for
 * (app/lib/http/http.ts). No imports: that file is in every staff page's first load, which carries
 * no zod (docs/decisions/0063-dashboard-first-load-and-charts.md). ./endpoints.ts declares it.
 */
export const oidcPaths = {
  exchangeIdToken: '/api/auth/oidc',
} as const;
