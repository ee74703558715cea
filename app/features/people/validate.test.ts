import { describe, expect, it } from 'vitest';
import { checkDay, checkEmail, checkUrl, checkUsername } from './validate';

describe('people form checks', () => {
  it('email', () => {
    expect(checkEmail('')).toEqual({ key: 'errors.required' });
    expect(checkEmail('not-an-email')).toEqual({ key: 'errors.email' });
    expect(checkEmail(' ann@example.com ')).toBeUndefined();
  });
  it('username', () => {
    expect(checkUsername('ann.lee_2')).toBeUndefined();
    expect(checkUsername('ann lee')).toEqual({ key: 'errors.username' });
    expect(checkUsername('a'.repeat(61))).toEqual({
      key: 'errors.too-long',
      values: { count: 60 },
    });
  });
  it('url', () => {
    expect(checkUrl('')).toBeUndefined();
    expect(checkUrl('https://example.com/x')).toBeUndefined();
    expect(checkUrl('example.com')).toEqual({ key: 'errors.url' });
  });
  it('day', () => {
    expect(checkDay('', '2025-01-01')).toBeUndefined();
    expect(checkDay('1990-02-30', '2025-01-01')).toEqual({ key: 'errors.day' });
    expect(checkDay('2030-01-01', '2025-01-01')).toEqual({ key: 'errors.day-future' });
    expect(checkDay('1990-02-28', '2025-01-01')).toBeUndefined();
  });
});
