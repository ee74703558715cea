/**
 * Sign-in with an external OpenID Connect provider (docs/product.md section 7,
 * docs/decisions/0041-openid-connect.md).
 * oidc-client-ts is imported here only; this module is loaded lazily: by the login and callback
 * screens, and at app start only when a provider session is present (provider-renew.ts).
 *
 * - Hosted sign-in: redirect with scope `openid profile email`, back to /callback.
 * - Popup sign-in with a provider hint (`idp`): google, facebook, twitter, github.
 * - Silent renew at app start.
 * The provider's ID token is exchanged with the API (POST /api/auth/oidc) for the product's own
 * session; the role always comes from the server's user record.
 */
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { AuthReply } from '../../../api/modules/auth/contract';
import { exchangeIdToken } from '../../../api/modules/oidc/endpoints';
import { loadAuthConfig } from './auth-config';
import { clearAuthState, startSession } from './session';
import { ownSessionValid, sessionTtl } from './session-lifetime';
import { ApiRequestError, apiRequest } from '../http/api-client';
import { CALLBACK_CHANNEL } from './oidc-channel';

export type ProviderHint = 'google' | 'facebook' | 'twitter' | 'github';
export const providerHints: ProviderHint[] = ['google', 'facebook', 'twitter', 'github'];

/** What travels through the provider and back (oidc-client-ts keeps it with the request state). */
interface SignInState {
  /** `?to=` of the sign-in page; null: the landing page by role (app/lib/session/landing.ts) */
  to: string | null;
  remember: boolean;
}

const managers = new Map<string, UserManager>();

/** The provider's message, or the error's. */
export function providerMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { error_description?: unknown; message?: unknown; error?: unknown };
    for (const v of [e.error_description, e.message, e.error])
      if (typeof v === 'string' && v) return v;
  }
  return String(error);
}

/** The UserManager keeping its user in localStorage ("remember me") or sessionStorage; null: no provider. */
export async function userManager(remember = false): Promise<UserManager | null> {
  const config = await loadAuthConfig();
  if (!config.oidc) return null;
  const key = `${config.oidc.authority}|${config.oidc.clientId}|${remember}`;
  let manager = managers.get(key);
  if (!manager) {
    const origin = window.location.origin;
    manager = new UserManager({
      authority: config.oidc.authority,
      client_id: config.oidc.clientId,
      redirect_uri: `${origin}/callback`,
      popup_redirect_uri: `${origin}/callback`,
      silent_redirect_uri: `${origin}/callback`,
      post_logout_redirect_uri: `${origin}/home`,
      response_type: 'code',
      scope: 'openid profile email',
      loadUserInfo: true,
      automaticSilentRenew: false,
      monitorSession: false,
      silentRequestTimeoutInSeconds: 8,
      userStore: new WebStorageStateStore({
        store: remember ? window.localStorage : window.sessionStorage,
      }),
      stateStore: new WebStorageStateStore({ store: window.localStorage }),
    });
    managers.set(key, manager);
  }
  return manager;
}

/** Exchanges the provider's ID token for the product's session and stores it. */
export async function exchange(user: User, remember: boolean): Promise<AuthReply> {
  if (!user.id_token) throw new Error('The identity provider sent no ID token');
  // refusals throw ApiRequestError with the API's code (invalidIdToken, providerUnavailable, ...)
  const reply = await apiRequest(exchangeIdToken, {}, { idToken: user.id_token, remember });
  await loadAuthConfig();
  const profile = user.profile;
  startSession({
    ...reply,
    remember,
    ttlSeconds: sessionTtl(),
    profile: {
      ...(typeof profile.email === 'string' && profile.email ? { email: profile.email } : {}),
      ...(typeof profile.picture === 'string' && profile.picture
        ? { photoURL: profile.picture }
        : {}),
      ...(typeof profile.sub === 'string' ? { sub: profile.sub } : {}),
      providerId: reply.userData.providerId,
    },
  });
  return reply;
}

/** Hosted sign-in: leaves the app for the provider, comes back to /callback. */
export async function signInRedirect(to: string | null, remember: boolean) {
  const manager = await userManager(remember);
  if (!manager)
    throw new ApiRequestError(404, 'notConfigured', 'no identity provider is configured');
  const state: SignInState = { to, remember };
  await manager.signinRedirect({ state });
}

const POPUP_NAME = 'freight-oidc-popup';
/** how long a popup that looks closed may still answer (see oidc-channel.ts) */
const POPUP_CLOSED_GRACE_MS = 4000;
/** the longest a popup sign-in may take */
const POPUP_MAX_MS = 10 * 60 * 1000;

/**
 * Popup sign-in, with a hint naming the provider to use at the identity provider. Call it straight
 * from the click (the popup is opened before anything is awaited, so popup blockers let it be).
 * A popup the user closes ends the attempt with "Popup closed by user": nothing waits forever.
 */
export async function signInPopup(
  hint: ProviderHint | undefined,
  remember: boolean,
): Promise<AuthReply> {
  const popup = window.open('about:blank', POPUP_NAME, 'popup,width=500,height=640');
  const controller = new AbortController();
  let started = false;
  let closedSince = 0;
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CALLBACK_CHANNEL);
  if (channel) channel.onmessage = () => (started = true);
  const watch = setInterval(() => {
    if (started || (popup && !popup.closed)) return;
    closedSince ||= Date.now();
    if (Date.now() - closedSince > POPUP_CLOSED_GRACE_MS) controller.abort('Popup closed by user');
  }, 250);
  const limit = setTimeout(() => controller.abort('The sign-in took too long'), POPUP_MAX_MS);
  try {
    const manager = await userManager(remember);
    if (!manager)
      throw new ApiRequestError(404, 'notConfigured', 'no identity provider is configured');
    const user = await manager.signinPopup({
      popupWindowTarget: POPUP_NAME,
      popupSignal: controller.signal,
      ...(hint ? { extraQueryParams: { idp: hint } } : {}),
    });
    await keepUserIn(remember, user);
    return await exchange(user, remember);
  } catch (error) {
    if (popup && !popup.closed) popup.close();
    throw error;
  } finally {
    clearInterval(watch);
    clearTimeout(limit);
    channel?.close();
  }
}

/**
 * /callback: finishes a redirect sign-in (returns where to go next), or, in a popup or the
 * silent-renew frame, hands the answer to the opening page (returns null).
 */
export async function handleCallback(): Promise<{ to: string | null } | null> {
  const manager = await userManager(false);
  if (!manager)
    throw new ApiRequestError(404, 'notConfigured', 'no identity provider is configured');
  const user = await manager.signinCallback();
  if (!user) return null;
  const state = (user.state ?? {}) as Partial<SignInState>;
  const remember = state.remember === true;
  await keepUserIn(remember, user);
  await exchange(user, remember);
  return { to: typeof state.to === 'string' ? state.to : null };
}

/** The provider's user lives where our session lives: localStorage or sessionStorage. */
async function keepUserIn(remember: boolean, user: User) {
  const wanted = await userManager(remember);
  const other = await userManager(!remember);
  await other?.removeUser();
  await wanted?.storeUser(user);
}

function storedInLocal(): boolean {
  try {
    return Object.keys(window.localStorage).some((k) => k.startsWith('oidc.user:'));
  } catch {
    return false;
  }
}

/**
 * App start with a provider session: renew the provider's tokens silently; when the product's own
 * session has ended meanwhile, exchange the new ID token for a fresh one. A failed renew removes
 * the provider's user (the provider session is over).
 */
export async function renewOnStart(): Promise<void> {
  const remember = storedInLocal();
  const manager = await userManager(remember);
  if (!manager) return;
  try {
    const user = await manager.signinSilent();
    if (!user) return;
    if (!ownSessionValid()) await exchange(user, remember);
  } catch (error) {
    console.warn(
      '[auth] the identity provider session could not be renewed:',
      providerMessage(error),
    );
    await manager.removeUser();
    if (!ownSessionValid()) clearAuthState({ revoke: false });
  }
}
