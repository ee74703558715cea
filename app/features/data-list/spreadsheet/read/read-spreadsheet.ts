import { DATA_LIST_IMPORT_MAX_FILE_BYTES } from '../../../../../api/modules/data-list/contract';
import type { SpreadsheetReading } from './read-and-check';
import { readableKindOf } from './read-rows';
import { SpreadsheetReadError } from './types';

export type WorkerRequest = { file: Blob; fileName: string };
export type WorkerReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; reading: SpreadsheetReading }
  | { type: 'failed'; reason: SpreadsheetReadError['reason'] };

export interface ReadSpreadsheetOptions {
  /** 0 to 1: the share of the file's bytes read */
  onProgress?: (fraction: number) => void;
  /** cancels the reading: the worker is stopped and the promise rejects with an AbortError */
  signal?: AbortSignal;
}

/**
 * Reads and checks a spreadsheet file in a Web Worker (./read-worker.ts): the header row, every
 * row with its problems and the valid rows as items. Rejects with SpreadsheetReadError when the
 * file is refused (the size and the kind are checked here already, before a worker starts).
 */
export function readSpreadsheet(
  file: File,
  { onProgress, signal }: ReadSpreadsheetOptions = {},
): Promise<SpreadsheetReading> {
  if (!readableKindOf(file.name)) return Promise.reject(new SpreadsheetReadError('notSpreadsheet'));
  if (file.size > DATA_LIST_IMPORT_MAX_FILE_BYTES) {
    return Promise.reject(new SpreadsheetReadError('tooLarge'));
  }
  if (file.size === 0) return Promise.reject(new SpreadsheetReadError('empty'));
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(signal?.reason ?? new DOMException('The reading was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress?.(reply.fraction);
      else {
        finish();
        if (reply.type === 'done') resolve(reply.reading);
        else reject(new SpreadsheetReadError(reply.reason));
      }
    };
    worker.onerror = () => {
      finish();
      reject(new SpreadsheetReadError('notSpreadsheet'));
    };
    worker.postMessage({ file, fileName: file.name } satisfies WorkerRequest);
  });
}
