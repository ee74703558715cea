import type { TFunction } from 'i18next';
import {
  dataListCategorySchema,
  orderStatusSchema,
} from '../../../../../api/modules/data-list/contract';
import { headerKeyOf } from '../../spreadsheet/columns';
import type { RowIssue } from '../../spreadsheet/row-check';

const TRANSLATED = [
  'notANumber',
  'required',
  'tooLong',
  'tooShort',
  'tooSmall',
  'tooBig',
  'invalidChoice',
  'invalidType',
];

/** The values a choice column takes, for "must be one of …". */
const choicesOf = (column: string) => {
  const key = headerKeyOf(column);
  if (key === 'category') return dataListCategorySchema.options.join(', ');
  if (key === 'order_status') return orderStatusSchema.options.join(', ');
  return '';
};

/** "must be a number": the problem alone. */
export function issueMessage(t: TFunction, issue: RowIssue): string {
  const code = TRANSLATED.includes(issue.code) ? issue.code : 'other';
  return t(`import:issues.code.${code}`, { count: issue.limit, choices: choicesOf(issue.column) });
}

/** "Row 17, price: must be a number" (rows numbered as the spreadsheet program shows them). */
export function issueText(t: TFunction, row: number, issue: RowIssue): string {
  return t('import:issues.row', { row, column: issue.column, message: issueMessage(t, issue) });
}
