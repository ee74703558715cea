import { htmlLangOf } from '../../../lib/i18n/languages';

/** A file size in the reader's language: "820 kB", "4.2 MB". */
export function formatBytes(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(htmlLangOf(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)));
}
