import { Alert, Anchor, PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  name?: string;
  autoComplete?: string;
}

/** A required password field with a labelled show-password toggle. */
export function PasswordField({ value, onChange, error, label, name = 'password', autoComplete = 'current-password' }: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      label={label ?? t('password')}
      name={name}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      visibilityToggleButtonProps={{ 'aria-label': t('show-password') }}
    />
  );
}

/** A required email field. */
export function EmailField({ value, onChange, error, autoComplete = 'email' }: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** The form's error, announced to screen readers. */
export function FormError({ message, testId, children }: { message?: string; testId?: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {message}
      {children}
    </Alert>
  );
}

/** The link back to the sign-in page, under a form. */
export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to="/pages/login" size="sm" ta="center">
      {t('back-to-login')}
    </Anchor>
  );
}
