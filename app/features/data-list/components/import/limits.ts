import {
  DATA_LIST_IMPORT_MAX_FILE_BYTES,
  DATA_LIST_IMPORT_MAX_ROWS,
} from '../../../../../api/modules/data-list/contract';
import { htmlLangOf } from '../../../../lib/i18n/languages';

/** A count in the reader's language (100,000; 100.000; 100 000). */
export const countText = (language: string, count: number) =>
  new Intl.NumberFormat(htmlLangOf(language)).format(count);

/** The import's limits as the texts name them ({{size}}, {{rows}}). */
export const limitsText = (language: string) => ({
  size: `${DATA_LIST_IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`,
  rows: countText(language, DATA_LIST_IMPORT_MAX_ROWS),
});
