import type { SpreadsheetFormat } from '../columns';

/** The MIME type of each export format, for the downloaded Blob. */
export const MIME_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
};

/** The most characters of a file name (without its extension) the export screens accept. */
export const FILE_NAME_MAX = 100;
/** Characters no file name may hold on Windows, macOS or Linux. */
export const FILE_NAME_FORBIDDEN = /[/\\:*?"<>|]/;

export type FileNameProblem = 'required' | 'too-long' | 'forbidden';

/** What is wrong with a file name a person typed, or undefined when it is fine. */
export function fileNameProblem(name: string): FileNameProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > FILE_NAME_MAX) return 'too-long';
  if (FILE_NAME_FORBIDDEN.test(trimmed)) return 'forbidden';
  // control characters have no place in a file name either
  if (/\p{Cc}/u.test(trimmed)) return 'forbidden';
  return undefined;
}

/**
 * The downloaded file's full name: the name without what a file system refuses (a caller that
 * did not check it), and the format's extension unless the name already ends with it.
 */
export function downloadName(name: string, format: SpreadsheetFormat): string {
  const clean =
    name
      .replace(/[/\\:*?"<>|\p{Cc}]/gu, '-')
      .trim()
      .slice(0, FILE_NAME_MAX) || 'export';
  return clean.toLowerCase().endsWith(`.${format}`) ? clean : `${clean}.${format}`;
}
