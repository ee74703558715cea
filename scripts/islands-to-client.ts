/**
 * Vite plugin: the public pages' islands (app/islands/, docs/decisions/0069) reach the browser
 * build. The root names the islands' script only when it prerenders a public page, so only the
 * server build bundles it (as a worker bundle: its files are assets of that build); React Router
 * moves the script's own file to the browser build's assets, not the chunks it loads nor the
 * faces' stylesheets they name, and the server build does not write them. This writes every
 * script, stylesheet and font the server build holds as an asset and the browser build lacks.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export function islandsToClient(): Plugin {
  return {
    name: 'islands-to-client',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle(options, bundle) {
      if (!options.dir) return;
      const clientDir = join(options.dir, '..', 'client');
      for (const [fileName, output] of Object.entries(bundle)) {
        // the islands' chunks are assets of this build (a worker bundle's files are), and the
        // faces' stylesheets and files they load
        if (output.type !== 'asset' || !/^assets\/.*\.(js|css|woff2?)$/.test(fileName)) continue;
        const target = join(clientDir, fileName);
        if (existsSync(target)) continue;
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, output.source);
      }
    },
  };
}
