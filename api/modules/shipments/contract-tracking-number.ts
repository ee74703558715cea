/**
 * Tracking numbers (docs/decisions/0066): `FT`, ten random characters and a check character,
 * from an alphabet without the characters a person mixes up (no 0/O, 1/I/L, U/V): 29 characters,
 * so 29^10 (about 4 * 10^14) numbers, far too many to guess or count at 30 look-ups a minute.
 *
 * The check character is a weighted sum mod 29 over the alphabet (the prefix excluded), weights 2
 * and 1 alternating from the right, as Luhn's mod N algorithm but without its digit-summing step:
 * for an odd base that step is not one-to-one (15 and 1 would both count 2), so the doubling is
 * taken mod 29, which is. As 29 is prime, it catches every single mistyped character and every
 * swap of two neighbours, so the screens and the API say "mistyped" before any look-up. Written for people in groups: `FT 7KQ2 M9XH 4R C`;
 * spaces, hyphens and lower case are accepted and removed.
 */
export const TRACKING_PREFIX = 'FT';
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
/** random characters after the prefix, before the check character */
export const TRACKING_RANDOM_LENGTH = 10;
/** the whole number, prefix and check character included */
export const TRACKING_NUMBER_LENGTH = TRACKING_PREFIX.length + TRACKING_RANDOM_LENGTH + 1;

const base = TRACKING_ALPHABET.length;
const shape = new RegExp(
  `^${TRACKING_PREFIX}[${TRACKING_ALPHABET}]{${TRACKING_RANDOM_LENGTH + 1}}$`,
);

/** The character that makes the whole body check (weights 2, 1, 2, ... from the right, mod 29). */
export function trackingCheckCharacter(body: string): string {
  let sum = 0;
  let double = true;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    const value = TRACKING_ALPHABET.indexOf(body[i]!);
    sum += double ? (value * 2) % base : value;
    double = !double;
  }
  return TRACKING_ALPHABET[(base - (sum % base)) % base]!;
}

/** What a person typed, as the canonical number: upper case, without spaces and hyphens. */
export function normalizeTrackingNumber(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export type TrackingNumberCheck = 'valid' | 'malformed' | 'mistyped';

/**
 * `malformed`: not the shape of a number (wrong prefix or length, a character not in the
 * alphabet); `mistyped`: the shape is right but the check character is not.
 */
export function checkTrackingNumber(input: string): TrackingNumberCheck {
  const number = normalizeTrackingNumber(input);
  if (!shape.test(number)) return 'malformed';
  const body = number.slice(TRACKING_PREFIX.length, -1);
  return trackingCheckCharacter(body) === number.slice(-1) ? 'valid' : 'mistyped';
}

/**
 * A new number from random values (one per character, any unsigned integers): the API passes
 * `crypto.getRandomValues`, the seed its deterministic generator.
 */
export function makeTrackingNumber(random: Uint32Array): string {
  if (random.length < TRACKING_RANDOM_LENGTH) throw new Error('not enough random values');
  let body = '';
  for (let i = 0; i < TRACKING_RANDOM_LENGTH; i += 1) body += TRACKING_ALPHABET[random[i]! % base];
  return `${TRACKING_PREFIX}${body}${trackingCheckCharacter(body)}`;
}

/** `FT7KQ2M9XH4RC` as `FT 7KQ2 M9XH 4R C`, for reading aloud and copying by eye. */
export function formatTrackingNumber(number: string): string {
  const body = number.slice(TRACKING_PREFIX.length, -1);
  const groups = body.match(/.{1,4}/g) ?? [];
  return [TRACKING_PREFIX, ...groups, number.slice(-1)].join(' ');
}
