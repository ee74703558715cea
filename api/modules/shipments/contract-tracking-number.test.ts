import { describe, expect, it } from 'vitest';
import {
  TRACKING_ALPHABET,
  TRACKING_NUMBER_LENGTH,
  TRACKING_PREFIX,
  checkTrackingNumber,
  formatTrackingNumber,
  makeTrackingNumber,
  normalizeTrackingNumber,
} from './contract-tracking-number';
import { seededRandom } from '../../platform/random';

/** numbers from a fixed generator: the same on every run */
function sampleNumbers(count: number) {
  const random = seededRandom(19);
  return Array.from({ length: count }, () =>
    makeTrackingNumber(Uint32Array.from({ length: 10 }, () => random.int(0, 0xffffffff))),
  );
}

describe('tracking numbers', () => {
  const numbers = sampleNumbers(200);

  it('makes numbers of the prefix, ten characters of the alphabet and a check character, which check valid', () => {
    for (const number of numbers) {
      expect(number).toHaveLength(TRACKING_NUMBER_LENGTH);
      expect(number.startsWith(TRACKING_PREFIX)).toBe(true);
      for (const ch of number.slice(TRACKING_PREFIX.length))
        expect(TRACKING_ALPHABET).toContain(ch);
      expect(checkTrackingNumber(number)).toBe('valid');
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(() => makeTrackingNumber(new Uint32Array(9))).toThrow();
  });

  it('finds every single changed character mistyped', () => {
    for (const number of numbers.slice(0, 40)) {
      for (let i = TRACKING_PREFIX.length; i < number.length; i += 1) {
        for (const ch of TRACKING_ALPHABET) {
          if (ch === number[i]) continue;
          const changed = `${number.slice(0, i)}${ch}${number.slice(i + 1)}`;
          expect(checkTrackingNumber(changed), changed).toBe('mistyped');
        }
      }
    }
  });

  it('finds every swap of two different neighbours mistyped', () => {
    let swaps = 0;
    for (const number of numbers) {
      for (let i = TRACKING_PREFIX.length; i < number.length - 1; i += 1) {
        if (number[i] === number[i + 1]) continue;
        const swapped = `${number.slice(0, i)}${number[i + 1]}${number[i]}${number.slice(i + 2)}`;
        expect(checkTrackingNumber(swapped), swapped).toBe('mistyped');
        swaps += 1;
      }
    }
    expect(swaps).toBeGreaterThan(1_000);
  });

  it('reads a number as people write it: lower case, spaces, hyphens', () => {
    const [number] = numbers;
    const written = formatTrackingNumber(number);
    expect(written.split(' ')).toHaveLength(5);
    expect(normalizeTrackingNumber(written)).toBe(number);
    expect(normalizeTrackingNumber(` ${written.toLowerCase().replaceAll(' ', '-')}\t`)).toBe(
      number,
    );
    expect(checkTrackingNumber(written.toLowerCase())).toBe('valid');
  });

  it('calls every other shape malformed', () => {
    const [number] = numbers;
    for (const input of [
      '',
      'FT',
      number.slice(0, -1),
      `${number}2`,
      `XX${number.slice(2)}`,
      `FT${'0'.repeat(11)}`,
      `FT${'O'.repeat(11)}`,
      `${number.slice(0, 5)}1${number.slice(6)}`,
      `${number.slice(0, 5)}U${number.slice(6)}`,
      `${number.slice(0, 5)}!${number.slice(6)}`,
      `${number.slice(0, 5)}\u0000${number.slice(6)}`,
      'FT 7KQ2 M9XH 4R',
    ]) {
      expect(checkTrackingNumber(input), JSON.stringify(input)).toBe('malformed');
    }
  });
});
