import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RegisterErrors } from '../../../../api/contract/auth';
import { apiMessage, register } from '../api';
import { AuthCard } from '../components/auth-card';
import { EmailField, FormError, PasswordField } from '../components/fields';
import { notifySuccess } from '../notify';
import { useReturnPath } from '../use-return-path';

/**
 * /pages/register (docs/product.md section 5): the passwords must match; the API's errors show by
 * their fields.
 */
export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const to = useReturnPath();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [remember, setRemember] = useState(false);
  const [fields, setFields] = useState<RegisterErrors & { confirm?: string }>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (password !== confirm) {
      setFields({ confirm: t('register.mismatch') });
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const outcome = await register(displayName, email.trim(), password, remember);
      if (outcome.ok) {
        notifySuccess(t('register.created-title'), t('register.created'));
        await navigate(to, { replace: true });
      } else if ('fields' in outcome) {
        setFields(outcome.fields);
      } else {
        setError(apiMessage(t, outcome.message));
      }
    } catch {
      setError(t('api.generic'));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (key: keyof typeof fields) => (fields[key] ? apiMessage(t, fields[key]) : undefined);

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} testId="register-screen">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError message={error} testId="register-error" />
          <TextInput
            label={t('name')}
            name="displayName"
            autoComplete="name"
            required
            value={displayName}
            onChange={(e) => setDisplayName(e.currentTarget.value)}
            error={fieldError('displayName')}
          />
          <EmailField value={email} onChange={setEmail} error={fieldError('email')} />
          <PasswordField value={password} onChange={setPassword} autoComplete="new-password" error={fieldError('password')} />
          <PasswordField value={confirm} onChange={setConfirm} label={t('confirm-password')} name="confirm" autoComplete="new-password" error={fields.confirm} />
          <Checkbox label={t('remember')} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          <Button type="submit" loading={busy} fullWidth data-testid="register-submit">
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('register.have-account')}{' '}
        <Anchor component={Link} to="/pages/login">
          {t('register.sign-in')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
