/**
 * The popup's return to /callback swaps it into another browsing-context group (the app's
 * Cross-Origin-Opener-Policy), so to the opening page it looks closed although it is about to
 * answer. /callback says "started" on this channel first thing; the opener then waits for the
 * answer instead of reporting a popup the user closed. Kept tiny: /callback posts it before any
 * sign-in code loads.
 */
export const CALLBACK_CHANNEL = 'freight-oidc-callback';

export function announceCallbackStarted() {
  try {
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    channel.postMessage('started');
    channel.close();
  } catch {
    // no BroadcastChannel: the opener falls back to its grace period
  }
}
