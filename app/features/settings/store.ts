/**
 * Moved to app/lib/settings-store.ts: the theme and layout settings are read by the root, the staff
 * providers, the shell and the public site, so they live in a shared place. Kept until
 * app/features/site imports from there; then delete this file.
 */
export * from '../../lib/settings-store';
