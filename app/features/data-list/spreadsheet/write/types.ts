/** One cell of an exported row: text, a number, or nothing (an empty cell). */
export type Cell = string | number | null;
export type Row = readonly Cell[];

/** Called now and then while rows are written: how many of the total are done. */
export type OnRowsWritten = (written: number, total: number) => void;

/** How often (in rows) a writer reports its progress. */
export const PROGRESS_EVERY = 2000;
