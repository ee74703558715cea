import { describe, expect, it } from 'vitest';
import { formatTime12h } from './format';

describe('formatTime12h (docs/product.md section 9)', () => {
  it('formats HH:mm strings on the 12-hour clock', () => {
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('09:05')).toBe('9:05 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('13:30')).toBe('1:30 PM');
    expect(formatTime12h('23:59:59')).toBe('11:59 PM');
  });

  it('formats dates and timestamps in local time', () => {
    expect(formatTime12h(new Date(2024, 0, 1, 0, 7))).toBe('12:07 AM');
    expect(formatTime12h(new Date(2024, 0, 1, 18, 45).getTime())).toBe('6:45 PM');
  });

  it("shows an instant on the reader's clock: 09:00 in Bangkok is 9:00 AM there", () => {
    const nineInBangkok = '2026-11-22T02:00:00.000Z';
    expect(formatTime12h(nineInBangkok, 'Asia/Bangkok')).toBe('9:00 AM');
    expect(formatTime12h(nineInBangkok, 'America/Los_Angeles')).toBe('6:00 PM');
    expect(formatTime12h(nineInBangkok, 'Pacific/Kiritimati')).toBe('4:00 PM');
    expect(formatTime12h(Date.parse('2026-12-31T23:59:30Z'), 'UTC')).toBe('11:59 PM');
  });

  it('returns unreadable input unchanged', () => {
    expect(formatTime12h('25:00')).toBe('25:00');
    expect(formatTime12h('soon')).toBe('soon');
    expect(formatTime12h(Number.NaN)).toBe('');
  });
});
