/**
 * OpenID Connect settings (docs/decisions/0041-openid-connect.md). The issuer and client id come
 * from the environment (OIDC_ISSUER, OIDC_CLIENT_ID); without them the provider sign-in is off.
 * Runtime-neutral: the Node server passes process.env, browser mode passes Vite's VITE_ variables.
 */
export interface OidcSettings {
  /** the provider's issuer URL, as its discovery document names it */
  issuer: string;
  /** this app's client id at the provider: the ID token's audience */
  clientId: string;
  /** for tests: how the provider's discovery document and keys are fetched */
  fetch?: typeof fetch;
}

export function oidcSettingsFromEnv(
  env: Record<string, string | undefined>,
): OidcSettings | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer || !clientId) return undefined;
  return { issuer, clientId };
}
