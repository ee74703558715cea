/**
 * `npm run bench:import`: reading and checking a 50,000-row .xlsx in the import's Web Worker
 * (app/features/data-list/spreadsheet/read/read-worker.ts), in Chromium, as the import screen does
 * (docs/decisions/0061). Goal: under 10 s on the project's 2-core machines. The npm script runs
 * scripts/bench-export.ts after it, which times writing 50,000 rows.
 *
 * It writes the file with exceljs (BENCH_ROWS rows, default 50,000: unique names, Thai and Chinese
 * among them, every 1,000th row with a text price), bundles the worker with esbuild, and runs it
 * BENCH_RUNS times (default 3) in a fresh page of Chromium (CHROME_PATH, default /usr/bin/chromium)
 * on the chosen File. It prints each run's time from posting the file to the answer, the rows read,
 * valid and invalid, and the peak memory of Chromium's renderer process above its level before
 * the run (its resident set, sampled every 20 ms from /proc: the worker lives in that process),
 * and the machine's load average (other work on it skews every figure).
 */
import ExcelJS from 'exceljs';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright';
import { mb, withPeakMemory, workerBundle } from './bench-browser';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ORIGIN = 'http://bench.import.local';

async function workbookBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(['id', 'name', 'category', 'order_status', 'popularity', 'price', 'img']);
  const words = ['Office chair', 'เก้าอี้สำนักงาน', '人体工学办公椅', 'Treadmill', 'Speaker'];
  for (let index = 0; index < ROWS; index += 1) {
    const category = ['computers', 'fitness', 'audio'][index % 3]!;
    sheet.addRow([
      index + 1,
      `${words[index % words.length]} ${index}`,
      category,
      ['pending', 'on_hold', 'delivered', 'canceled'][index % 4],
      index % 101,
      index % 1000 === 999 ? 'cheap' : (index % 5000) + 0.5,
      `/images/data-list/${category}.svg`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  console.log(`bench:import: ${ROWS} rows, ${RUNS} runs, ${cpus().length} cores`);
  const [bytes, worker] = await Promise.all([
    workbookBytes(),
    workerBundle('app/features/data-list/spreadsheet/read/read-worker.ts'),
  ]);
  console.log(`file: ${mb(bytes.length)} (.xlsx written by exceljs)`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  const times: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const page = await browser.newPage();
      await page.route(`${ORIGIN}/**`, (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path === '/worker.js') {
          return route.fulfill({ body: worker, contentType: 'text/javascript' });
        }
        return route.fulfill({ body: '<input type="file" id="file">', contentType: 'text/html' });
      });
      await page.goto(`${ORIGIN}/`);
      await page.setInputFiles('#file', {
        name: 'bench.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: bytes,
      });
      const { result, before, peak } = await withPeakMemory(() =>
        page.evaluate(async () => {
          const file = (document.getElementById('file') as HTMLInputElement).files![0]!;
          const started = performance.now();
          const worker = new Worker('/worker.js', { type: 'module' });
          const reply = await new Promise<{ type: string; reading?: unknown; reason?: string }>(
            (resolve) => {
              worker.onmessage = (event) => {
                if (event.data.type !== 'progress') resolve(event.data);
              };
              worker.postMessage({ file, fileName: file.name });
            },
          );
          const milliseconds = performance.now() - started;
          worker.terminate();
          const reading = reply.reading as
            { rows: unknown[]; valid: unknown[]; invalidCount: number } | undefined;
          return {
            milliseconds,
            type: reply.type,
            reason: reply.reason,
            rows: reading?.rows.length,
            valid: reading?.valid.length,
            invalid: reading?.invalidCount,
          };
        }),
      );
      if (result.type !== 'done') throw new Error(`the worker refused the file: ${result.reason}`);
      times.push(result.milliseconds);
      console.log(
        `run ${run}: ${(result.milliseconds / 1000).toFixed(2)} s, ${result.rows} rows read, ` +
          `${result.valid} valid, ${result.invalid} invalid; renderer peak +${mb(peak - before)} ` +
          `(before ${mb(before)}, peak ${mb(peak)})`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s, ` +
      `max ${(sorted.at(-1)! / 1000).toFixed(2)} s (goal: under 10 s); ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
}

await main();
