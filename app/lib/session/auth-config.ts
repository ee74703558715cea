/**
 * GET /api/auth/config, read once per page: whether the demo accounts exist, the OpenID Connect
 * provider (or null), and how long a sign-in lasts. One build works with any server configuration.
 */
import type { AuthConfig } from '../../../api/modules/oidc/contract';
import { getAuthConfig } from '../../../api/modules/oidc/endpoints';
import { apiRequest } from '../http/api-client';
import { setSessionTtl } from './session-lifetime';

const fallback: AuthConfig = {
  demoAccounts: false,
  oidc: null,
  sessionTtlSeconds: 60 * 60 * 24 * 14,
};

let loading: Promise<AuthConfig> | undefined;

export function loadAuthConfig(): Promise<AuthConfig> {
  loading ??= apiRequest(getAuthConfig).then(
    (config) => {
      setSessionTtl(config.sessionTtlSeconds);
      return config;
    },
    () => {
      loading = undefined; // try again next time
      return fallback;
    },
  );
  return loading;
}
