import { describe, expect, it } from 'vitest';
import { delimitedCell, writeCsv, writeTxt } from './delimited';

const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
const BOM = '\ufeff';

describe('CSV', () => {
  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    const bytes = writeCsv(
      ['id', 'name'],
      [
        [1, 'Strap'],
        [2, 'Crate'],
      ],
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text(bytes)).toBe(`${BOM}id,name\r\n1,Strap\r\n2,Crate\r\n`);
  });

  it('quotes a cell holding a comma, a quote, CR or LF, and doubles its quotes (RFC 4180)', () => {
    expect(delimitedCell('a,b', ',')).toBe('"a,b"');
    expect(delimitedCell('12" crate', ',')).toBe('"12"" crate"');
    expect(delimitedCell('two\nlines', ',')).toBe('"two\nlines"');
    expect(delimitedCell('cr\rhere', ',')).toBe('"cr\rhere"');
    expect(delimitedCell('a\tb', ',')).toBe('a\tb');
    expect(delimitedCell('plain text', ',')).toBe('plain text');
  });

  it('writes numbers as numbers and null as an empty cell', () => {
    expect(text(writeCsv(['a', 'b', 'c'], [[-12.5, null, 0]]))).toBe(`${BOM}a,b,c\r\n-12.5,,0\r\n`);
    expect(delimitedCell(Number.NaN, ',')).toBe('');
  });

  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '=HYPERLINK("http://x","y")'])(
    'neutralizes the formula-like text %j with a leading quote',
    (cell) => {
      const line = text(writeCsv(['name'], [[cell]])).split('\r\n')[1];
      const expected = `'${cell}`;
      expect(line).toBe(/[",]/.test(expected) ? `"${expected.replaceAll('"', '""')}"` : expected);
    },
  );

  it('neutralizes text starting with a tab or a carriage return (then quoted for the CR)', () => {
    expect(delimitedCell('\tcmd', ',')).toBe("'\tcmd");
    expect(delimitedCell('\rcmd', ',')).toBe(`"'\rcmd"`);
  });

  it('keeps Thai and Chinese text as it is, in UTF-8', () => {
    const bytes = writeCsv(['name'], [['ตู้คอนเทนเนอร์ 20 ฟุต'], ['集装箱托盘']]);
    expect(text(bytes)).toBe(`${BOM}name\r\nตู้คอนเทนเนอร์ 20 ฟุต\r\n集装箱托盘\r\n`);
  });

  it('reports its progress by rows, up to the total', () => {
    const seen: [number, number][] = [];
    const rows = Array.from({ length: 4500 }, (_, i) => [i]);
    writeCsv(['n'], rows, (written, total) => seen.push([written, total]));
    expect(seen).toEqual([
      [2000, 4500],
      [4000, 4500],
      [4500, 4500],
    ]);
  });
});

describe('TXT', () => {
  it('separates by tabs, with a BOM and CRLF', () => {
    expect(text(writeTxt(['id', 'name'], [[1, 'Strap, yellow']]))).toBe(
      `${BOM}id\tname\r\n1\tStrap, yellow\r\n`,
    );
  });

  it('quotes a cell holding a tab, a quote or a newline', () => {
    expect(delimitedCell('a\tb', '\t')).toBe('"a\tb"');
    expect(delimitedCell('say "hi"', '\t')).toBe('"say ""hi"""');
    expect(delimitedCell('two\r\nlines', '\t')).toBe('"two\r\nlines"');
  });

  it('neutralizes formula-like text as CSV does', () => {
    expect(text(writeTxt(['name'], [['=1+1'], ['-x'], ['@y'], ['\tz']]))).toBe(
      `${BOM}name\r\n'=1+1\r\n'-x\r\n'@y\r\n"'\tz"\r\n`,
    );
  });
});
