import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/ui/notify';

/**
 * The two durations the product names (docs/product.md section 8): an identity provider's error
 * shows 2500 ms on the sign-in screen and 8800 ms on a display-name update.
 */
const DURATIONS = [
  { key: 'signIn', ms: 2500 },
  { key: 'displayName', ms: 8800 },
] as const;

export default function NotificationDurations() {
  const { t, i18n } = useTranslation('component-notifications');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Group gap="sm">
      {DURATIONS.map(({ key, ms }) => (
        <Button
          key={key}
          variant="outline"
          onClick={() => notify('error', t('durations.title'), t(`durations.${key}.message`), ms)}
          data-testid={`notify-${ms}`}
        >
          {t(`durations.${key}.button`, { ms: number.format(ms) })}
        </Button>
      ))}
    </Group>
  );
}
