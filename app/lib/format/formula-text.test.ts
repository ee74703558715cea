import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './formula-text';

describe('neutralizeFormula', () => {
  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '\tTAB', '\rCR', '=HYPERLINK("http://x")'])(
    'puts a quote before %j',
    (text) => expect(neutralizeFormula(text)).toBe(`'${text}`),
  );

  it.each(['Pallet strap', 'ตู้คอนเทนเนอร์', '集装箱', ' =not at the start', "'already quoted", ''])(
    'leaves %j as it is',
    (text) => expect(neutralizeFormula(text)).toBe(text),
  );
});
