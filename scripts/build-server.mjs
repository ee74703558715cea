#!/usr/bin/env node
/**
 * Compiles the Node server (server/main.ts and what it imports of api/ and server/) to one
 * JavaScript file, build-server/main.mjs, with the SQL migrations beside it. Production runs it
 * with plain node: no TypeScript loader, so it starts in about 0.8 s instead of 1.3 s and idles
 * at about 60 MiB less (docs/decisions/0046-api-speed-and-memory.md). Packages stay in
 * node_modules. Part of `npm run build`; `npm start` runs it before every start (0.2 s).
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuildDir = join(root, 'build-server');

/** `outDir`: another folder of the project (build-*), e.g. one per test process (server/spawn-server.ts) */
export async function buildServer(outDir = serverBuildDir) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'server/main.ts')],
    outfile: join(outDir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // migrate.server.ts reads them from beside the running file: the platform's and each module's
  const folders = [
    join(root, 'api/platform/sql/migrations'),
    ...readdirSync(join(root, 'api/modules')).map((name) =>
      join(root, 'api/modules', name, 'migrations'),
    ),
  ].filter((folder) => existsSync(folder));
  for (const folder of folders) {
    cpSync(folder, join(outDir, 'migrations'), { recursive: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv.indexOf('--out');
  await buildServer(out > 0 ? join(root, process.argv[out + 1]) : serverBuildDir);
}
