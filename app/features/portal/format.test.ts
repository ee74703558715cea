import { describe, expect, it } from 'vitest';
import { arrivalShiftHours, portalFormat } from './format';

describe("the portal's dates", () => {
  it("shows an instant on the reader's clock, in the reader's language", () => {
    const iso = '2026-03-01T23:30:00.000Z';
    expect(portalFormat('en', 'Asia/Bangkok').dateTime(iso)).toMatch(/Mar 2, 2026.*6:30/);
    expect(portalFormat('en', 'America/New_York').date(iso)).toBe('Mar 1, 2026');
    // Thai readers get the Buddhist year
    expect(portalFormat('th', 'Asia/Bangkok').date(iso)).toContain('2569');
    expect(portalFormat('de', 'Europe/Berlin').dateTime(iso)).toMatch(/02\.03\.2026.*00:30/);
  });

  it('names the zone and says how far an estimate moved', () => {
    expect(portalFormat('en', 'UTC').zone()).toMatch(/Coordinated Universal Time|UTC/);
    const format = portalFormat('en', 'UTC');
    expect(format.span(48)).toBe('2 days');
    expect(format.span(-36)).toBe('1.5 days');
    expect(format.span(5)).toBe('5 hours');
    expect(arrivalShiftHours(undefined, '2026-03-01T00:00:00Z')).toBeNull();
    expect(arrivalShiftHours('2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z')).toBe(48);
    expect(arrivalShiftHours('2026-03-03T00:00:00Z', '2026-03-01T12:00:00Z')).toBe(-36);
  });

  it("gives a document's size in bytes, kB or MB, in the reader's language", () => {
    const en = portalFormat('en', 'UTC');
    expect(en.size(1536)).toBe('1.5 kB');
    expect(en.size(20 * 1024 * 1024)).toBe('20 MB');
    expect(portalFormat('fr', 'UTC').size(20 * 1024 * 1024)).toMatch(/^20\sMo$/);
    expect(portalFormat('de', 'UTC').size(512)).toBe('512 Byte');
  });
});
