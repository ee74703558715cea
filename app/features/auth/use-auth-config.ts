import { useEffect, useState } from 'react';
import type { AuthConfig } from '../../../api/modules/oidc/contract';
import { loadAuthConfig } from '../../lib/session/auth-config';

/** GET /api/auth/config for the sign-in screens; undefined while it loads. */
export function useAuthConfig(): AuthConfig | undefined {
  const [config, setConfig] = useState<AuthConfig>();
  useEffect(() => {
    let live = true;
    void loadAuthConfig().then((c) => {
      if (live) setConfig(c);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
