/**
 * `npm run report:lighthouse`: Lighthouse (mobile, simulated throttling) on every public page of the
 * production build; prints performance, accessibility, best practices and SEO, with LCP, CLS and
 * TBT per page. The build is served by e2e/support-site/static-server.mjs (gzip, long-lived cache
 * for hashed assets). Full reports go to reports/lighthouse/<page>.json.
 *   BUILD_DIR=build npm run report:lighthouse            (builds first when there is no build)
 *   LIGHTHOUSE_PORT=4331 npm run report:lighthouse -- /home /ContactUs
 * Exit code 1 when a page is under the aim (performance 95, the others 100) and --strict is given.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderPaths } from '../app/pages';

const buildDir = process.env.BUILD_DIR ?? 'build';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4331);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const strict = process.argv.includes('--strict');
const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = only.length ? only : prerenderPaths();
const outDir = join('reports', 'lighthouse');
const aim = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof aim;

interface LighthouseResult {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
}

function ensureBuild() {
  if (existsSync(join(buildDir, 'client', 'home', 'index.html'))) return;
  console.log(`No build in ${buildDir}/: building it.`);
  const result = spawnSync('npx', ['react-router', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['e2e/support-site/static-server.mjs', buildDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let i = 0; i < 50; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`the static server did not start on port ${port}`);
}

function audit(path: string): LighthouseResult {
  const file = join(outDir, `${path.replace(/^\//, '').replace(/\//g, '-') || 'root'}.json`);
  const result = spawnSync(
    join('node_modules', '.bin', 'lighthouse'),
    [
      `http://127.0.0.1:${port}${path}`,
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${path} (exit ${result.status})`);
  return JSON.parse(readFileSync(file, 'utf8')) as LighthouseResult;
}

const score = (r: LighthouseResult, c: Category) => Math.round((r.categories[c]?.score ?? 0) * 100);

async function main() {
  ensureBuild();
  mkdirSync(outDir, { recursive: true });
  const server = await startServer();
  const rows: string[][] = [];
  let belowAim = false;
  try {
    for (const path of paths) {
      process.stderr.write(`lighthouse ${path} …\n`);
      const r = audit(path);
      const scores = (Object.keys(aim) as Category[]).map((c) => score(r, c));
      (Object.keys(aim) as Category[]).forEach((c, i) => {
        if (scores[i] < aim[c]) belowAim = true;
      });
      const lcp = r.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const cls = r.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const tbt = r.audits['total-blocking-time']?.numericValue ?? NaN;
      // what keeps accessibility, best practices or SEO under 100
      const failing = (['accessibility', 'best-practices', 'seo'] as Category[])
        .flatMap((c) => r.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (r.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      rows.push([
        path,
        ...scores.map(String),
        `${(lcp / 1000).toFixed(2)} s`,
        cls.toFixed(3),
        `${Math.round(tbt)} ms`,
        failing.slice(0, 4).join(' '),
      ]);
    }
  } finally {
    server.kill();
  }
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'failing (a11y, best, seo)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const table = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
  console.log(table);
  writeFileSync(join(outDir, 'summary.md'), `${table}\n`);
  if (strict && belowAim) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
