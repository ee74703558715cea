/**
 * What an island is (docs/decisions/0069-public-pages-as-islands.md): a module that gives one
 * element of a prerendered public page its behaviour. The page's HTML carries everything the
 * island shows, in the page's language (text, templates, `data-*` attributes written by the React
 * components at prerender), so an island needs no translations, no React and no router.
 */
export interface Island {
  /** Called once per element that names the island in `data-island`. */
  mount(element: HTMLElement): void | Promise<void>;
}

/** The JSON of a `data-*` attribute the prerender wrote, or `fallback`. */
export function readJson<T>(element: HTMLElement, attribute: string, fallback: T): T {
  const text = element.getAttribute(attribute);
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
