/**
 * Text that a spreadsheet program would run as a formula when it opens a CSV or TXT file: text
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP, "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe for CSV and TXT: a leading `'` before text that would start a formula,
 * so the program shows it as text. Numbers are written as numbers and never pass through here.
 * (In xlsx a text cell is written as text and is never a formula: no change is needed there.)
 */
export const neutralizeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
