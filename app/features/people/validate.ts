/**
 * The browser's checks of the people forms: the shared rules of a person's fields
 * (app/lib/forms/person-rules.ts), put together per field. Each answers a message key of the people
 * namespace (with its values), or undefined when the value is fine.
 */
import {
  EMAIL_MAX,
  SLACK_MAX,
  URL_MAX,
  USERNAME_MAX,
  type SocialNetwork,
} from '../../../api/modules/user-management/contract';
import { firstProblem, rules, type Problem } from '../../lib/forms/person-rules';

export type { Problem };

export const checkRequired = (value: string, max: number) =>
  firstProblem(value, [rules.required(), rules.max(max)]);

export const checkOptional = (value: string, max: number) => rules.max(max)(value);

export const checkEmail = (value: string) =>
  firstProblem(value.trim(), [rules.required(), rules.max(EMAIL_MAX), rules.email()]);

export const checkUsername = (value: string) =>
  firstProblem(value, [rules.required(), rules.max(USERNAME_MAX), rules.username()]);

/** An http(s) address, or empty. */
export const checkUrl = (value: string) =>
  firstProblem(value.trim(), [rules.max(URL_MAX), rules.url()]);

/** A real day as YYYY-MM-DD, not in the future, or empty. */
export const checkDay = (value: string, today: string) => rules.pastDay(today)(value);

/** A social link: Slack is a workspace name, the others are http(s) addresses. */
export const checkSocialLink = (network: SocialNetwork, value: string) =>
  network === 'slack' ? checkOptional(value, SLACK_MAX) : checkUrl(value);

export function checkChoice(value: string | null): Problem | undefined {
  return value ? undefined : { key: 'errors.choose' };
}
