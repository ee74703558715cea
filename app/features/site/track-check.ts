import {
  TRACKING_NUMBER_LENGTH,
  checkTrackingNumber,
  normalizeTrackingNumber,
} from '../../../api/modules/shipments/contract-tracking-number';

/**
 * What the tracking boxes say of a number as it is typed: nothing until it is full length (a
 * half-typed number is not wrong yet), then `mistyped` (the check character does not match) or
 * `malformed` (not a tracking number at all). Light on purpose: the header's box is on every
 * public page, so this pulls no zod and no HTTP client.
 */
export type TypedNumberProblem = 'mistyped' | 'malformed' | 'empty' | null;

/** The box's messages by problem, in the page's language (its island reads them from the HTML). */
export type TrackFormMessages = Record<Exclude<TypedNumberProblem, null>, string>;

export function typedNumberProblem(input: string, submitted = false): TypedNumberProblem {
  const number = normalizeTrackingNumber(input);
  if (!number) return submitted ? 'empty' : null;
  if (!submitted && number.length < TRACKING_NUMBER_LENGTH) return null;
  const check = checkTrackingNumber(number);
  return check === 'valid' ? null : check;
}

/** The address of a number's tracking page. */
export const trackPath = (input: string) => `/track/${normalizeTrackingNumber(input)}`;

/** The format shown under every tracking box. */
export const TRACKING_EXAMPLE = 'FT 7KQ2 M9XH 4R C';
