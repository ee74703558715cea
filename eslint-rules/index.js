/**
 * The project's own lint rules (docs/conventions.md, "Code"): import cycles, the boundaries of
 * app/features and app/showcase, kebab-case file names. Loaded by eslint.config.js as the plugin
 * `local`.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.RuleContext} RuleContext */

/** A path relative to the directory ESLint runs in, with forward slashes, for messages. */
function projectPath(/** @type {string} */ cwd, /** @type {string} */ file) {
  return path.relative(cwd, file).split(path.sep).join('/');
}

// ---------------------------------------------------------------------------------------------
// no-import-cycle
// ---------------------------------------------------------------------------------------------

/** Extensions and index files tried, in order, for an import without an extension. */
const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const codeFile = /\.(ts|tsx|js|mjs)$/;

/**
 * The file a relative specifier names, or undefined (a package, a stylesheet, JSON, a missing file).
 * @param {string} fromFile absolute path of the importing file
 * @param {string} specifier
 */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of candidates) {
    const file = base + suffix;
    if (!codeFile.test(file)) continue;
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * Imports and re-exports at the start of a line, `import type` and `export type` too (a type
 * circle is a circle of design): `import x from './a'`, `import {\n a,\n} from './a'`,
 * `import './a'`, `export * from './a'`, `import type { A } from './a'`.
 */
const importPattern =
  /^[ \t]*(?:import|export)\s+(?:type\s+(?!from\b))?(?:[\w$*{},\s]*?\bfrom\s*)?['"](\.{1,2}\/[^'"\n]*)['"]/gm;

/** A lazy `import('./a')` anywhere: loaded later, it still makes the two files depend on each other. */
const lazyImportPattern = /\bimport\(\s*['"](\.{1,2}\/[^'"\n]*)['"]\s*\)/g;

/**
 * What each file read from disk imports (resolved absolute paths), for the whole lint run; an
 * entry is read again when the file's modification time changes (an editor's long-lived ESLint).
 * @type {Map<string, {mtimeMs: number, imports: string[]}>}
 */
const importsOnDisk = new Map();

/** @param {string} file */
function readImports(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    importsOnDisk.delete(file);
    return [];
  }
  const cached = importsOnDisk.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  const imports = [];
  const text = readFileSync(file, 'utf8');
  for (const match of [...text.matchAll(importPattern), ...text.matchAll(lazyImportPattern)]) {
    const target = resolveRelative(file, match[1]);
    if (target && !imports.includes(target)) imports.push(target);
  }
  importsOnDisk.set(file, { mtimeMs, imports });
  return imports;
}

/**
 * The shortest chain of static imports from `start` back to `goal`, or undefined.
 * @param {string} start
 * @param {string} goal
 * @param {(file: string) => string[]} importsOf
 */
function pathBack(start, goal, importsOf) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    for (const next of importsOf(file)) {
      if (next === goal) {
        const chain = [file, goal];
        let at = cameFrom.get(file);
        while (at) {
          chain.unshift(at);
          at = cameFrom.get(at);
        }
        return chain;
      }
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * The source node of an import, a re-export or a lazy import(), type-only ones too, or undefined.
 * @param {any} node
 */
function importSource(node) {
  if (!node.source || node.source.type !== 'Literal' || typeof node.source.value !== 'string')
    return undefined;
  return node.source;
}

/** @type {RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Relative imports (type-only and lazy import() too) must not lead back to the importing file.',
    },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both sides need into a module of its own.',
    },
  },
  create(context) {
    const self = context.filename;
    /** @type {Map<string, string[]>} each file's imports, checked once while this file is linted */
    const known = new Map();
    const importsOf = (/** @type {string} */ file) => {
      let imports = known.get(file);
      if (!imports) known.set(file, (imports = readImports(file)));
      return imports;
    };
    /** @param {any} node */
    const check = (node) => {
      const source = importSource(node);
      if (!source) return;
      const target = resolveRelative(self, source.value);
      if (!target) return;
      const chain = target === self ? [self, self] : pathBack(target, self, importsOf);
      if (!chain) return;
      if (chain[0] !== self) chain.unshift(self);
      context.report({
        node: source,
        messageId: 'cycle',
        data: { chain: chain.map((file) => projectPath(context.cwd, file)).join(' -> ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export { readImports };

// ---------------------------------------------------------------------------------------------
// feature-boundaries
// ---------------------------------------------------------------------------------------------

/**
 * Where a file sits among the app's boundaries: `{feature: 'app/features/<name>'}` for a feature,
 * app/features/<name>/..., and `{feature: 'app/showcase/<name>'}` for a folder of demonstration
 * pages, app/showcase/<name>/..., which is bounded the same way (docs/decisions/0064);
 * `{shared: 'app/lib'}` for app/lib and app/components; or {} elsewhere.
 * @param {string} projectFile a path relative to the project, with forward slashes
 */
function placeOf(projectFile) {
  const feature = /^(app\/(?:features|showcase)\/[^/]+)\//.exec(projectFile);
  if (feature) return { feature: feature[1] };
  const shared = /^(app\/lib|app\/components)\//.exec(projectFile);
  if (shared) return { shared: shared[1] };
  return {};
}

/** @type {RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature or showcase folder imports only its own folder and shared code; app/lib and app/components import neither.',
    },
    schema: [],
    messages: {
      crossFeature:
        '{{from}} imports {{to}}: a feature (app/features/<name>) or a showcase folder (app/showcase/<name>) uses its own folder, app/lib, app/components and api/contract only. Move what both need to app/lib or app/components, or compose them in a layout or route (docs/architecture.md).',
      sharedOnFeature:
        '{{from}} is shared and cannot depend on a feature or a showcase folder ({{to}}): move what it needs out of it (docs/architecture.md).',
    },
  },
  create(context) {
    const from = placeOf(projectPath(context.cwd, context.filename));
    if (!from.feature && !from.shared) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('./') && !source.value.startsWith('../')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const to = placeOf(projectPath(context.cwd, target) + '/');
      if (!to.feature) return;
      if (from.feature && from.feature !== to.feature) {
        context.report({
          node: source,
          messageId: 'crossFeature',
          data: { from: from.feature, to: to.feature },
        });
      } else if (from.shared) {
        context.report({
          node: source,
          messageId: 'sharedOnFeature',
          data: { from: from.shared, to: to.feature },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// kebab-case-file-name
// ---------------------------------------------------------------------------------------------

/** `kebab-case`, then dotted suffixes and the extension: `page-search.tsx`, `acl.test.ts`, `vite.config.ts`. */
const kebabFileName = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*\.[a-z]+$/;

/** @type {RuleModule} */
const kebabCaseFileName = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'File names are kebab-case: lower-case letters, digits and hyphens, then dotted suffixes.',
    },
    schema: [],
    messages: {
      notKebab:
        "File name '{{name}}' is not kebab-case: lower-case letters, digits and hyphens, then dotted suffixes (page-search.tsx, acl.test.ts).",
    },
  },
  create(context) {
    const name = path.basename(context.filename);
    // lintText() without a file path
    if (name === '<input>' || name === '<text>' || kebabFileName.test(name)) return {};
    return {
      Program(node) {
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'notKebab',
          data: { name },
        });
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// server-only
// ---------------------------------------------------------------------------------------------

/** Imports that only Node can run: the SQL side of a module, Node's own modules, the drivers. */
const serverOnlySource = /(\.server$|^node:|^pg$|^@electric-sql\/pglite)/;

/**
 * The page's build takes every file of api/ that browser mode reaches: only a file named
 * *.server.ts (or a test) may import a *.server.ts file, Node's modules or a database driver
 * (docs/architecture.md, "One back end, two places to run it").
 * @type {RuleModule}
 */
const serverOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Only *.server.ts files import the Node-only side.' },
    schema: [],
    messages: {
      serverOnly:
        "'{{source}}' runs on Node only: import it from a *.server.ts file (the page takes this one).",
    },
  },
  create(context) {
    const name = path.basename(context.filename);
    if (/\.server\.ts$|\.test\.tsx?$/.test(name)) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (!serverOnlySource.test(source.value)) return;
      context.report({ node: source, messageId: 'serverOnly', data: { source: source.value } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// no-api-path-literal
// ---------------------------------------------------------------------------------------------

/** `/api/...` at the start of a string or of a template's first part. */
const apiPathStart = /^\/api(\/|$)/;

/**
 * No `/api/...` string in the app: each endpoint is declared once, in its module's endpoints.ts,
 * and called through the declaration (docs/adding-a-module.md).
 * @type {RuleModule}
 */
const noApiPathLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Call an endpoint by its declaration, never by a path written out.' },
    schema: [],
    messages: {
      literal:
        "'{{text}}': call the endpoint by its declaration (apiRequest(endpoint, params, body) or endpointUrl) of the module's endpoints.ts.",
    },
  },
  create(context) {
    /** @param {any} node @param {string} text */
    const check = (node, text) => {
      if (apiPathStart.test(text)) context.report({ node, messageId: 'literal', data: { text } });
    };
    return {
      /** @param {any} node */
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      /** @param {any} node */
      TemplateLiteral(node) {
        check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

export default {
  meta: { name: 'local' },
  rules: {
    'no-import-cycle': noImportCycle,
    'feature-boundaries': featureBoundaries,
    'kebab-case-file-name': kebabCaseFileName,
    'server-only': serverOnly,
    'no-api-path-literal': noApiPathLiteral,
  },
};
