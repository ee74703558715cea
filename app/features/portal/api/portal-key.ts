/** Every read of the portal starts with this key (the staff app's reads have their own). */
export const PORTAL_KEY = ['portal'] as const;
