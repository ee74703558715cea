/**
 * The browser's checks of the people forms, the same rules as the contract
 * (api/contract/user-management.ts). Each answers a message key of the people namespace (with its
 * values), or undefined when the value is fine.
 */
import { isRealDay } from '../../../api/contract/calendar';

export interface Problem {
  key: string;
  values?: Record<string, number>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[a-z0-9._-]+$/i;
const URL_PATTERN = /^https?:\/\/\S+$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const tooLong = (value: string, max: number): Problem | undefined =>
  value.length > max ? { key: 'errors.too-long', values: { count: max } } : undefined;

export function checkRequired(value: string, max: number): Problem | undefined {
  if (!value.trim()) return { key: 'errors.required' };
  return tooLong(value, max);
}

export function checkOptional(value: string, max: number): Problem | undefined {
  return tooLong(value, max);
}

export function checkEmail(value: string): Problem | undefined {
  const v = value.trim();
  if (!v) return { key: 'errors.required' };
  if (v.length > 254) return { key: 'errors.too-long', values: { count: 254 } };
  return EMAIL_PATTERN.test(v) ? undefined : { key: 'errors.email' };
}

export function checkUsername(value: string): Problem | undefined {
  return (
    checkRequired(value, 60) ??
    (USERNAME_PATTERN.test(value) ? undefined : { key: 'errors.username' })
  );
}

/** An http(s) address, or empty. */
export function checkUrl(value: string): Problem | undefined {
  const v = value.trim();
  if (v.length > 300) return { key: 'errors.too-long', values: { count: 300 } };
  return v === '' || URL_PATTERN.test(v) ? undefined : { key: 'errors.url' };
}

/** A real day as YYYY-MM-DD, not in the future, or empty. */
export function checkDay(value: string, today: string): Problem | undefined {
  if (value === '') return undefined;
  if (!DAY_PATTERN.test(value)) return { key: 'errors.day' };
  if (!isRealDay(value)) return { key: 'errors.day' };
  return value > today ? { key: 'errors.day-future' } : undefined;
}

export function checkChoice(value: string | null): Problem | undefined {
  return value ? undefined : { key: 'errors.choose' };
}
