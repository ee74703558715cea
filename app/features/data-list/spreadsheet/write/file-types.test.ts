import { describe, expect, it } from 'vitest';
import { downloadName, FILE_NAME_MAX, fileNameProblem } from './file-types';

describe('fileNameProblem', () => {
  it.each(['data-list', 'ราคาสินค้า 2026', '集装箱清单', 'a.b c_d (1)', 'x'.repeat(FILE_NAME_MAX)])(
    'accepts %j',
    (name) => expect(fileNameProblem(name)).toBeUndefined(),
  );

  it('wants a name', () => {
    expect(fileNameProblem('')).toBe('required');
    expect(fileNameProblem('   ')).toBe('required');
  });

  it('takes at most 100 characters', () => {
    expect(fileNameProblem('x'.repeat(FILE_NAME_MAX + 1))).toBe('too-long');
  });

  it.each(['a/b', 'a\\b', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', 'a>b', 'a|b', 'a\u0007b'])(
    'refuses %j',
    (name) => expect(fileNameProblem(name)).toBe('forbidden'),
  );
});

describe('downloadName', () => {
  it('adds the extension once', () => {
    expect(downloadName('data-list', 'xlsx')).toBe('data-list.xlsx');
    expect(downloadName('report.csv', 'csv')).toBe('report.csv');
    expect(downloadName('report.csv', 'txt')).toBe('report.csv.txt');
  });

  it('replaces what a file system refuses and never answers an empty name', () => {
    expect(downloadName('a/b:c', 'csv')).toBe('a-b-c.csv');
    expect(downloadName('  ', 'txt')).toBe('export.txt');
  });
});
