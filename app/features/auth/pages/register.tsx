import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert, FormField } from '../../../components/form-field';
import { API_ERRORS_NS } from '../../../lib/http/api-error-message';
import { useRegisterAccount } from '../api/register-account';
import { AuthCard } from '../components/auth-card';
import { ConfirmPasswordField, EmailField, PasswordField } from '../components/fields';
import { landingAfterSignIn } from '../../../lib/session/landing';
import { useReturnPath } from '../use-return-path';
import { notify } from '../../../lib/ui/notify';

/**
 * /pages/register (docs/product.md section 5): the passwords must match; the API's errors show by
 * their fields.
 */
export default function RegisterScreen() {
  const { t } = useTranslation(['auth', API_ERRORS_NS]);
  const navigate = useNavigate();
  const to = useReturnPath();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [remember, setRemember] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const registerAccount = useRegisterAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password !== confirm) return;
    registerAccount.mutate(
      { displayName, email: email.trim(), password, remember },
      {
        onSuccess: async () => {
          notify('success', t('register.created-title'), t('register.created'));
          return navigate(await landingAfterSignIn(to), { replace: true });
        },
      },
    );
  };
  const submitError = registerAccount.error;

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      testId="register-screen"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert
            submitError={submitError}
            fields={['displayName', 'email', 'password']}
            testId="register-error"
          />
          <FormField
            label={t('name')}
            name="displayName"
            autoComplete="name"
            required
            value={displayName}
            onChange={setDisplayName}
            submitError={submitError}
          />
          <EmailField value={email} onChange={setEmail} submitError={submitError} />
          <PasswordField
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            submitError={submitError}
          />
          <ConfirmPasswordField value={confirm} onChange={setConfirm} mismatch={mismatch} />
          <Checkbox
            label={t('remember')}
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <Button
            type="submit"
            loading={registerAccount.isPending}
            fullWidth
            data-testid="register-submit"
          >
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
