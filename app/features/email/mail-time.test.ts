import { describe, expect, it } from 'vitest';
import { formatTime12h } from '../../lib/format/format';
import { mailFullTime, mailListTime } from './mail-time';

// every expectation is made from the same instants in the zone the test runs in (npm run test:clocks)
const now = new Date(2031, 4, 17, 15, 30);

describe('mailListTime', () => {
  it('shows the 12-hour time for a mail of today', () => {
    const earlier = new Date(2031, 4, 17, 0, 5);
    expect(mailListTime(earlier.toISOString(), 'en', now)).toBe(formatTime12h(earlier));
    expect(mailListTime(earlier.toISOString(), 'en', now)).toMatch(/^12:05 AM$/);
  });

  it('shows the date for a mail of another day, without the year in this year', () => {
    const yesterday = new Date(2031, 4, 16, 23, 59);
    expect(mailListTime(yesterday.toISOString(), 'en', now)).toBe('May 16');
    expect(mailListTime(yesterday.toISOString(), 'de', now)).toBe('16. Mai');
  });

  it('shows the year for a mail of another year', () => {
    const old = new Date(2030, 11, 31, 12, 0);
    expect(mailListTime(old.toISOString(), 'en', now)).toBe('Dec 31, 2030');
  });

  it('answers nothing for a time it cannot read', () => {
    expect(mailListTime('not a time', 'en', now)).toBe('');
  });
});

describe('mailFullTime', () => {
  it('gives the date with the year and the 12-hour time', () => {
    const time = new Date(2031, 4, 16, 14, 7);
    expect(mailFullTime(time.toISOString(), 'en')).toBe('May 16, 2031, 2:07 PM');
  });
});
