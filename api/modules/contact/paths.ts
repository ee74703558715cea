/**
 * The contact module's paths, with no import at all: the website's contact-form island
 * (app/islands/contact-form.ts) takes them without the validation library
 * (docs/decisions/0069-public-pages-as-islands.md); ./endpoints.ts declares them.
 */
export const contactPaths = {
  send: '/api/contact',
} as const;
