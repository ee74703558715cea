/**
 * The fields of the staff forms (docs/adding-a-screen.md). A form submits through a mutation; each
 * field shows its own message: the browser's check of the field when it failed, else the
 * server's refusal of that field (by its code, in the reader's language). The form's alert shows
 * the rest: a refusal of the whole request, or of a field the form does not show.
 */
import { Alert, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_ERRORS_NS,
  apiErrorMessage,
  apiFieldMessage,
  isOnlyAbout,
} from '../lib/http/api-error-message';
import { PasswordInput } from './password-input';

interface FormFieldProps {
  /** the field's name, as the API names it in an error (`field` of api/contract/errors.ts) */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the browser's check of this field, already in the reader's language */
  error?: string;
  /** what the form's last submit threw (a mutation's `error`) */
  submitError?: unknown;
  type?: 'text' | 'email' | 'password' | 'textarea';
  required?: boolean;
  autoComplete?: string;
  description?: ReactNode;
  maxLength?: number;
  'data-testid'?: string;
}

export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  submitError,
  type = 'text',
  ...rest
}: FormFieldProps) {
  const { t } = useTranslation(['common', API_ERRORS_NS]);
  const shared = {
    ...rest,
    name,
    label,
    value,
    error: error ?? apiFieldMessage(t, submitError, name),
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  if (type === 'password') {
    return (
      <PasswordInput
        {...shared}
        visibilityToggleButtonProps={{ 'aria-label': t('common:show-password') }}
      />
    );
  }
  if (type === 'textarea') return <Textarea autosize minRows={3} {...shared} />;
  return <TextInput type={type} {...shared} />;
}

/**
 * The form's own message, announced to screen readers: `message` when given, else what the last
 * submit threw, unless every problem of it is one of `fields` (each field shows its own).
 */
export function FormAlert({
  message,
  submitError,
  fields = [],
  testId,
  children,
}: {
  message?: string;
  submitError?: unknown;
  fields?: readonly string[];
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(API_ERRORS_NS);
  const text =
    message ??
    (submitError && !isOnlyAbout(submitError, fields)
      ? apiErrorMessage(t, submitError)
      : undefined);
  if (!text) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {text}
      {children}
    </Alert>
  );
}
