/**
 * App start with an identity-provider sign-in (docs/product.md section 7,
 * docs/decisions/0041-openid-connect.md): the first read of the signed-in state (./auth-state.ts)
 * renews the provider's tokens silently. oidc-client-ts is loaded only when a provider user is
 * stored (never on a plain first load). Only ./auth-state.ts imports this module, and nothing that
 * ./oidc.ts imports leads back here: the lazy import below closes no cycle (scripts/import-cycles.mjs and
 * the lint rule follow lazy imports too).
 */
import { providerUserKeys } from './provider-user';

let started = false;

/** Not `import(...).then(...)`: Vite would count a failed renew as a failed chunk load. */
async function renew() {
  const oidc = await import('./oidc');
  await oidc.renewOnStart();
}

/** Once per page, in the browser: starts the silent renew when a provider user is stored. */
export function renewProviderSessionOnce() {
  if (started) return;
  started = true;
  // not inside the popup or the silent-renew frame, nor on the callback screen itself
  if (window.opener || window.top !== window || window.location.pathname === '/callback') return;
  if (providerUserKeys().length === 0) return;
  setTimeout(() => {
    void renew().catch((error: unknown) => {
      console.warn('[auth] silent renew failed', error);
    });
  }, 0);
}
