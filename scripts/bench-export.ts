/**
 * The second half of `npm run bench:import`: writing 50,000 data-list rows in the export's Web
 * Worker (app/features/data-list/spreadsheet/write/write-worker.ts), in Chromium, as the export
 * screens do: xlsx (exceljs, auto column width), csv and txt. Goal: under 10 s on the project's
 * 2-core machines (the data screens issue).
 *
 * The worker is bundled with esbuild (exceljs's browser build, as Vite bundles it) and run
 * BENCH_RUNS times (default 3) per format in a fresh page of Chromium (CHROME_PATH, default
 * /usr/bin/chromium) on BENCH_ROWS rows (default 50,000; unique names, Thai and Chinese among
 * them, some formula-like). Each run's time is from posting the rows to the file's bytes; the
 * machine's load average is printed too (other work on it skews every figure).
 */
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright';
import { mb, withPeakMemory, workerBundle } from './bench-browser';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ORIGIN = 'http://bench.export.local';
const HEADER = ['id', 'name', 'category', 'order_status', 'popularity', 'price', 'img'];

function rows() {
  const words = ['Office chair', 'เก้าอี้สำนักงาน', '人体工学办公椅', '=Treadmill', 'Speaker'];
  return Array.from({ length: ROWS }, (_, index) => {
    const category = ['computers', 'fitness', 'audio'][index % 3]!;
    return [
      index + 1,
      `${words[index % words.length]} ${index}`,
      category,
      ['pending', 'on_hold', 'delivered', 'canceled'][index % 4]!,
      index % 101,
      (index % 5000) + 0.5,
      `/images/data-list/${category}.svg`,
    ];
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  console.log(`bench:export: ${ROWS} rows, ${RUNS} runs per format, ${cpus().length} cores`);
  const worker = await workerBundle('app/features/data-list/spreadsheet/write/write-worker.ts');
  const data = rows();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  const slowest: Record<string, number> = {};
  try {
    for (const format of ['xlsx', 'csv', 'txt'] as const) {
      for (let run = 1; run <= RUNS; run += 1) {
        const page = await browser.newPage();
        await page.route(`${ORIGIN}/**`, (route) =>
          new URL(route.request().url()).pathname === '/worker.js'
            ? route.fulfill({ body: worker, contentType: 'text/javascript' })
            : route.fulfill({ body: '<p>bench</p>', contentType: 'text/html' }),
        );
        await page.goto(`${ORIGIN}/`);
        const { result, before, peak } = await withPeakMemory(() =>
          page.evaluate(
            async ({ format, header, rows }) => {
              const started = performance.now();
              const worker = new Worker('/worker.js', { type: 'module' });
              const reply = await new Promise<{
                type: string;
                bytes?: ArrayBuffer;
                message?: string;
              }>((resolve) => {
                worker.onmessage = (event) => {
                  if (event.data.type !== 'progress') resolve(event.data);
                };
                worker.onerror = (event) => resolve({ type: 'error', message: event.message });
                worker.postMessage({ format, header, rows, autoWidth: true, sheetName: 'bench' });
              });
              const milliseconds = performance.now() - started;
              worker.terminate();
              return {
                milliseconds,
                type: reply.type,
                message: reply.message,
                size: reply.bytes?.byteLength,
              };
            },
            { format, header: HEADER, rows: data },
          ),
        );
        await page.close();
        if (result.type !== 'done') throw new Error(`the worker failed: ${result.message}`);
        slowest[format] = Math.max(slowest[format] ?? 0, result.milliseconds);
        console.log(
          `${format} run ${run}: ${seconds(result.milliseconds)}, ` +
            `${mb(result.size!)}; renderer peak +${mb(peak - before)} ` +
            `(before ${mb(before)}, peak ${mb(peak)})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `slowest: ${Object.entries(slowest)
      .map(([format, ms]) => `${format} ${seconds(ms)}`)
      .join(', ')} (goal: under 10 s); load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

await main();
