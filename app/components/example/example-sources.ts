/**
 * The "Show code" of a page's examples: each example's own file, read at build time as text
 * (Vite's `?raw`), so the code shown is the code that runs (docs/decisions/0064). A page hands in
 * `import.meta.glob('../examples/<page>/*.tsx', { query: '?raw', import: 'default' })`; each file
 * is its own small chunk, fetched when its code is first shown.
 */
export type SourceLoader = () => Promise<string>;
export type SourceFiles = Record<string, () => Promise<unknown>>;

/**
 * The loader of an example's source by its file name without `.tsx` (`colors` for colors.tsx);
 * the same loader each time for a name. A name without a file is a mistake of the page: it throws.
 */
export function exampleSources(files: SourceFiles): (name: string) => SourceLoader {
  const loaders = new Map<string, SourceLoader>();
  return (name) => {
    const known = loaders.get(name);
    if (known) return known;
    const path = Object.keys(files).find((file) => file.endsWith(`/${name}.tsx`));
    if (!path)
      throw new Error(`No example file ${name}.tsx among ${Object.keys(files).join(', ')}`);
    const loader = async () => String(await files[path]());
    loaders.set(name, loader);
    return loader;
  };
}
