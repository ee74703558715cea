/**
 * The browser's checks of a person's fields, for the people app's forms and the person's own
 * settings: the rules of the contract (api/modules/user-management/contract.ts). A rule answers a message
 * key (with its values) that each screen finds in its own namespace (`errors.*`), or undefined
 * when the value is fine; `firstProblem` runs a field's rules in order.
 */
import { isRealDay } from '../../../api/modules/calendar/contract';
import {
  DAY_PATTERN,
  EMAIL_PATTERN,
  SLACK_MAX,
  SOCIAL_NETWORKS,
  URL_MAX,
  URL_PATTERN,
  USERNAME_PATTERN,
  type SocialNetwork,
} from '../../../api/modules/user-management/contract';

export interface Problem {
  key: string;
  values?: Record<string, number>;
}

export type Rule = (value: string) => Problem | undefined;

export const rules = {
  required: (): Rule => (v) => (v.trim() === '' ? { key: 'errors.required' } : undefined),
  max:
    (count: number): Rule =>
    (v) =>
      v.length > count ? { key: 'errors.too-long', values: { count } } : undefined,
  min:
    (count: number): Rule =>
    (v) =>
      v.length < count ? { key: 'errors.too-short', values: { count } } : undefined,
  email: (): Rule => (v) => (EMAIL_PATTERN.test(v.trim()) ? undefined : { key: 'errors.email' }),
  username: (): Rule => (v) => (USERNAME_PATTERN.test(v) ? undefined : { key: 'errors.username' }),
  /** an http(s) address, or nothing */
  url: (): Rule => (v) =>
    v.trim() === '' || URL_PATTERN.test(v.trim()) ? undefined : { key: 'errors.url' },
  /** a real day as YYYY-MM-DD, not after `today`, or nothing */
  pastDay:
    (today: string): Rule =>
    (v) => {
      if (v === '') return undefined;
      if (!DAY_PATTERN.test(v) || !isRealDay(v)) return { key: 'errors.day' };
      return v > today ? { key: 'errors.day-future' } : undefined;
    },
};

/** A social link: Slack is a workspace name, the others are http(s) addresses; each may be empty. */
export const socialLinkRules = Object.fromEntries(
  SOCIAL_NETWORKS.map((n): [SocialNetwork, Rule[]] => [
    n,
    n === 'slack' ? [rules.max(SLACK_MAX)] : [rules.max(URL_MAX), rules.url()],
  ]),
) as Record<SocialNetwork, Rule[]>;

export function firstProblem(value: string, fieldRules: Rule[]): Problem | undefined {
  for (const rule of fieldRules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return undefined;
}

/** Every field's first problem, by field name; only the fields that have one. */
export function problemsOf(
  values: Record<string, string>,
  fieldRules: Record<string, Rule[]>,
): Record<string, Problem> {
  const found: Record<string, Problem> = {};
  for (const [field, list] of Object.entries(fieldRules)) {
    const problem = firstProblem(values[field] ?? '', list);
    if (problem) found[field] = problem;
  }
  return found;
}

/** Today in the reader's calendar, as YYYY-MM-DD (the latest day of birth). */
export function todayOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
