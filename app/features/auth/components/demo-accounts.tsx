import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../auth.module.css';

/** docs/architecture.md decision 8: the demo accounts of development and browser mode. */
export const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin-demo-pass' },
  { role: 'editor', email: 'editor@demo.com', password: 'editor-demo-pass' },
  // a customer of the sample company Chao Phraya Electronics: lands on the portal
  { role: 'customer', email: 'customer@demo.com', password: 'customer-demo-pass' },
] as const;

export function DemoAccounts({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <section
      className={classes.demo}
      aria-labelledby="demo-accounts-title"
      data-testid="demo-accounts"
    >
      <Text id="demo-accounts-title" fw={600} size="sm">
        {t('login.demo-title')}
      </Text>
      <Text size="sm" mb="xs">
        {t('login.demo-text')}
      </Text>
      <Stack gap={6}>
        {demoAccounts.map((account) => (
          <Group key={account.role} justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" className={classes.code}>
              {account.email} / {account.password}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onUse(account.email, account.password)}
              data-testid={`demo-${account.role}`}
            >
              {t('login.demo-use', { role: t(`roles.${account.role}`) })}
            </Button>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
