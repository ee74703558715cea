/**
 * What a person reads when a request fails: the translation of the error's code (namespace
 * `api-errors`, app/locales/<lang>/api-errors.json), never the API's English sentence, so a
 * reworded message on the server loses no translation (docs/decisions/0047).
 * The namespace must be loaded: `useTranslation([..., 'api-errors'])`, or on the public site
 * `await i18n.loadNamespaces('api-errors')` before showing the message.
 */
import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client';
import { SessionEndedError, sessionEndReason } from './http';

export const API_ERRORS_NS = 'api-errors';

/** The message of the whole failed request. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    return t(`${API_ERRORS_NS}:${error.code}`, { count: error.limit });
  }
  if (error instanceof SessionEndedError) {
    return t(`${API_ERRORS_NS}:${sessionEndReason(error.code) ?? 'invalidAccessToken'}`);
  }
  return t(`${API_ERRORS_NS}:generic`);
}

/** The message of one field (its path, e.g. "email"), when the failed request names that field. */
export function apiFieldMessage(t: TFunction, error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const issue = error.issueOf(field);
  return issue ? t(`${API_ERRORS_NS}:${issue.code}`, { count: issue.limit }) : undefined;
}

/** Whether every problem of the error is one of these fields (the fields then show it). */
export function isOnlyAbout(error: unknown, fields: readonly string[]): boolean {
  return (
    error instanceof ApiRequestError &&
    error.issues.length > 0 &&
    error.issues.every((issue) => fields.includes(issue.field))
  );
}
