import { describe, expect, it } from 'vitest';
import { makeTrackingNumber } from '../../api/modules/shipments/contract-tracking-number';
import { numberOfAddress } from './track-page';

const valid = makeTrackingNumber(Uint32Array.from([7, 1, 22, 3, 9, 14, 5, 28, 0, 11]));

describe("the tracking page's island", () => {
  it('reads the number from the address, in any language, or from ?number=', () => {
    expect(numberOfAddress({ pathname: `/track/${valid}`, search: '' })).toEqual({
      number: valid,
      fromQuery: false,
    });
    expect(numberOfAddress({ pathname: `/th/track/${valid.toLowerCase()}/`, search: '' })).toEqual({
      number: valid,
      fromQuery: false,
    });
    expect(
      numberOfAddress({
        pathname: '/cn/track',
        search: `?number=${encodeURIComponent(` ${valid.slice(0, 4)} ${valid.slice(4)}`)}`,
      }),
    ).toEqual({ number: valid, fromQuery: true });
    expect(numberOfAddress({ pathname: '/track', search: '' })).toEqual({
      number: '',
      fromQuery: true,
    });
    // a broken escape is taken as it is, never thrown
    expect(numberOfAddress({ pathname: '/track/%E0%A4%A', search: '' }).fromQuery).toBe(false);
  });
});
