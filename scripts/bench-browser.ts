/**
 * What the browser benchmarks share (scripts/bench-import.ts, scripts/bench-export.ts): a Web
 * Worker bundled as Vite bundles it, and the memory of the Chromium renderer the worker runs in.
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';

/** The worker's module, bundled with esbuild for the browser (exceljs's browser build included). */
export async function workerBundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'browser',
    target: 'es2022',
  });
  return result.outputFiles[0]!.text;
}

/** The parent of a process (from /proc/<pid>/stat), or 0. */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Whether a process descends from this one (other people's browsers on the machine do not). */
function isOurs(pid: number): boolean {
  for (let current = pid; current > 1; current = parentOf(current)) {
    if (current === process.pid) return true;
  }
  return false;
}

/** The resident memory (bytes) of our Chromium's renderer processes, from /proc. */
export function rendererRss(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.includes('--type=renderer') || !isOurs(Number(entry))) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * Samples the renderer's memory every 20 ms while `work` runs: answers its result, the memory
 * before and the peak.
 */
export async function withPeakMemory<T>(work: () => Promise<T>) {
  const before = rendererRss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rendererRss())), 20);
  try {
    return { result: await work(), before, peak };
  } finally {
    clearInterval(sampler);
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
