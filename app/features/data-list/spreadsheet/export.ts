import type { DataListProduct } from '../../../../api/modules/data-list/contract';
import { SPREADSHEET_COLUMNS, type SpreadsheetFormat } from './columns';
import { downloadName, MIME_TYPES } from './write/file-types';
import type { WriteReply, WriteRequest } from './write/write-messages';
import type { Cell } from './write/types';

/**
 * The export of the data screens (the export screens, the data list's "export the selection", the
 * import's "download invalid rows"): the file is written in a Web Worker (./write/write-worker.ts,
 * the only module that loads exceljs) and downloaded. Import this module with `import()` at click
 * time.
 */
export interface ExportOptions {
  /** the file's name without its extension; the format's extension is added */
  fileName: string;
  format: SpreadsheetFormat;
  /** xlsx only: each column as wide as its longest cell */
  autoWidth?: boolean;
  /** 0 to 1 while the file is written (in a Web Worker) */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * xlsx is written in two steps: the rows go into the workbook (counted), then exceljs packs the
 * workbook into a zip without telling how far it is. The rows take about a fifth of the time, so
 * they fill the bar's first fifth; the packing is estimated from how long the rows took.
 */
const XLSX_ROWS_SHARE = 0.2;
const XLSX_PACKING_PER_ROWS_TIME = 4;

/** Downloads bytes as a file through a temporary `<a download>`. */
function download(bytes: ArrayBuffer, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own reference to the Blob once it started
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file's bytes, written by the worker, with progress. */
function writeInWorker(
  request: WriteRequest,
  { onProgress, signal }: Pick<ExportOptions, 'onProgress' | 'signal'>,
): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(new URL('./write/write-worker.ts', import.meta.url), {
      type: 'module',
    });
    let packing: ReturnType<typeof setInterval> | undefined;
    const started = performance.now();
    const finish = () => {
      clearInterval(packing);
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });

    worker.onmessage = ({ data }: MessageEvent<WriteReply>) => {
      if (data.type === 'done') {
        finish();
        onProgress?.(1);
        resolve(data.bytes);
      } else if (data.type === 'error') {
        finish();
        reject(new Error(data.message));
      } else if (request.format !== 'xlsx') {
        onProgress?.(data.total === 0 ? 1 : data.written / data.total);
      } else {
        onProgress?.(XLSX_ROWS_SHARE * (data.total === 0 ? 1 : data.written / data.total));
        if (data.written === data.total && onProgress && packing === undefined) {
          const rowsTime = Math.max(50, performance.now() - started);
          const packingStart = performance.now();
          packing = setInterval(() => {
            const share =
              (performance.now() - packingStart) / (rowsTime * XLSX_PACKING_PER_ROWS_TIME);
            // approaches the end without reaching it until the worker answers
            onProgress(XLSX_ROWS_SHARE + (1 - XLSX_ROWS_SHARE) * 0.95 * (1 - Math.exp(-2 * share)));
          }, 200);
        }
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The export worker failed'));
    };
    worker.postMessage(request);
  });
}

/** A header row and rows of cells, written to a file the browser downloads. */
export async function exportRows(
  columns: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
  options: ExportOptions,
): Promise<void> {
  const name = downloadName(options.fileName, options.format);
  const bytes = await writeInWorker(
    {
      format: options.format,
      header: columns,
      rows,
      autoWidth: options.format === 'xlsx' && options.autoWidth,
      sheetName: name.replace(/\.\w+$/, ''),
    },
    options,
  );
  download(bytes, name, MIME_TYPES[options.format]);
}

/** A product as a row of the spreadsheet columns (./columns.ts), in their order. */
export const productRow = (product: DataListProduct): Cell[] =>
  SPREADSHEET_COLUMNS.map((column) => product[column]);

/** Data-list products in the columns of ./columns.ts, downloaded as a file. */
export async function exportDataList(
  products: readonly DataListProduct[],
  options: ExportOptions,
): Promise<void> {
  await exportRows(SPREADSHEET_COLUMNS, products.map(productRow), options);
}
