import type { SpreadsheetFormat } from '../columns';
import type { Row } from './types';

/** What the page sends the export's worker. */
export interface WriteRequest {
  format: SpreadsheetFormat;
  header: readonly string[];
  rows: readonly Row[];
  autoWidth?: boolean;
  sheetName?: string;
}

/** What the worker answers: progress now and then, then the file or the error. */
export type WriteReply =
  | { type: 'progress'; written: number; total: number }
  | { type: 'done'; bytes: ArrayBuffer }
  | { type: 'error'; message: string };
