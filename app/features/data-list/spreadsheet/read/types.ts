/** One cell as read: text, a number (xlsx), a boolean (xlsx) or nothing. */
export type CellValue = string | number | boolean | null;

/** A row of cells and its number as the spreadsheet program shows it (the header is row 1). */
export interface SheetRow {
  rowNumber: number;
  cells: CellValue[];
}

/**
 * Why a file is refused (each its own message, namespace `import`): not a spreadsheet, over the
 * size limit, no header row, a header row but no data rows, more rows than the limit.
 */
export type ReadFailure = 'notSpreadsheet' | 'tooLarge' | 'empty' | 'noRows' | 'tooManyRows';

export class SpreadsheetReadError extends Error {
  constructor(readonly reason: ReadFailure) {
    super(`spreadsheet refused: ${reason}`);
    this.name = 'SpreadsheetReadError';
  }
}

/** Where a reader sends what it reads. Returning false from onRow stops reading. */
export interface RowSink {
  onRow(rowNumber: number, cells: CellValue[]): boolean | void;
  /** bytes of the file read so far (each pass of a two-pass reader counts half) */
  onBytes?(fraction: number): void;
  signal?: AbortSignal;
}

/**
 * The file's bytes chunk by chunk, through Blob.stream() (the browser's and Node's): `chunk`
 * returns false to stop early, and an abort stops too (the stream is cancelled).
 */
export async function forEachChunk(
  blob: Blob,
  chunk: (bytes: Uint8Array, done: boolean) => boolean | void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = blob.stream().getReader();
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { value, done } = await reader.read();
      if (done) {
        chunk(new Uint8Array(0), true);
        return;
      }
      if (chunk(value, false) === false) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
