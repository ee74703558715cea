/**
 * The Node version README gives is the one the installed packages accept: `npm install` warns about
 * every package whose `engines.node` leaves that version out, and each such package must be one
 * README names and explains (browser code that declares a newer Node for its own build tools),
 * never one the server or the scripts run.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }>;
};
const readme = readFileSync('README.md', 'utf8');

/** The oldest Node the project says it runs on (package.json engines, README's prerequisites). */
const oldestNode = semver.minVersion(packageJson.engines.node)!.version;

/** The packages of the lock file whose declared Node range leaves out the oldest supported Node. */
function packagesRefusingOldestNode(): string[] {
  const names = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!path || !range) continue;
    if (!semver.satisfies(oldestNode, range, { includePrerelease: true })) {
      names.add(path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    }
  }
  return [...names].sort();
}

/** The packages README's "Node version" part names as declaring a newer Node (in backticks). */
function packagesReadmeExplains(): string[] {
  const start = readme.indexOf('### Node version');
  expect(start, 'README has a "### Node version" part').toBeGreaterThan(-1);
  const part = readme.slice(start, readme.indexOf('\n## ', start));
  return [...part.matchAll(/`(@?[a-z0-9-]+(?:\/[a-z0-9-]+)?)@[0-9][^`]*`/g)]
    .map((m) => m[1])
    .sort();
}

/** Every import specifier of the files under `dir` (TypeScript and JavaScript). */
function importsUnder(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx|mjs|js)$/.test(file) || file.includes('node_modules')) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import\()\s*['"]([^'".][^'"]*)['"]/g)) found.add(m[1]);
  }
  return found;
}

describe('the Node version', () => {
  it('README gives the oldest version package.json accepts', () => {
    expect(readme).toContain(`Node.js ${packageJson.engines.node.replace('>=', '')} or newer`);
  });

  it('this suite runs on a Node the project accepts', () => {
    expect(semver.satisfies(process.versions.node, packageJson.engines.node)).toBe(true);
  });

  it('every package that declares a newer Node is one README names, and names its version', () => {
    expect(packagesRefusingOldestNode()).toEqual(packagesReadmeExplains());
    for (const name of packagesReadmeExplains()) {
      const version = (lock.packages[`node_modules/${name}`] as { version?: string }).version;
      expect(readme, `README names ${name} at its installed version`).toContain(
        `\`${name}@${version}\``,
      );
    }
  });

  it('none of them is run by the server, the API or the scripts: only the browser app imports them', () => {
    const serverSide = new Set([
      ...importsUnder('server'),
      ...importsUnder('api'),
      ...importsUnder('scripts'),
    ]);
    for (const name of packagesRefusingOldestNode()) {
      const used = [...serverSide].filter((spec) => spec === name || spec.startsWith(`${name}/`));
      expect(used, `${name} imported outside app/`).toEqual([]);
    }
  });
});
