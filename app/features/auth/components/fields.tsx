import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** the browser's check of the field, already translated */
  error?: string;
  /** what the form's last submit threw: the server's refusal of this field shows here */
  submitError?: unknown;
  label?: string;
  name?: string;
  autoComplete?: string;
}

/** A required password field with a labelled show-password toggle. */
export function PasswordField({
  label,
  name = 'password',
  autoComplete = 'current-password',
  ...rest
}: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      type="password"
      required
      name={name}
      label={label ?? t('password')}
      autoComplete={autoComplete}
      {...rest}
    />
  );
}

/** The new password again; `mismatch` when it differs (checked in the browser only). */
export function ConfirmPasswordField({
  value,
  onChange,
  mismatch,
}: Pick<FieldProps, 'value' | 'onChange'> & { mismatch: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      value={value}
      onChange={onChange}
      label={t('confirm-password')}
      name="confirm"
      autoComplete="new-password"
      error={mismatch ? t('register.mismatch') : undefined}
    />
  );
}

/** A required email field. */
export function EmailField({ label, name = 'email', autoComplete = 'email', ...rest }: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      type="email"
      required
      name={name}
      label={label ?? t('email')}
      autoComplete={autoComplete}
      {...rest}
    />
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
