/**
 * The data list's query keys: one read, every product, which each change makes stale (the list,
 * the thumbs, the tables and the export screens all show it).
 */
export const dataListKeys = {
  all: ['data-list'] as const,
  products: ['data-list', 'products'] as const,
};
