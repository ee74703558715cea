import type { PlatformDeps } from '../platform/types';
import type { OidcSettings } from './oidc/settings';
import type { Stores } from './stores';

/**
 * What every module's routes are given (api/assemble.ts makes it): the platform's services
 * (api/platform/types.ts) and every module's store (./stores.ts).
 */
export interface ApiDeps extends PlatformDeps {
  stores: Stores;
  /** OpenID Connect sign-in; absent: off */
  oidc?: OidcSettings;
}
