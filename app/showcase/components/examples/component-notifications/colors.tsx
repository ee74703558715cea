import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify, type NotifyTone } from '../../../../lib/ui/notify';

const TONES: { tone: NotifyTone; color: string }[] = [
  { tone: 'success', color: 'success' },
  { tone: 'warning', color: 'warning' },
  { tone: 'error', color: 'red' },
];

/**
 * The product's three tones through `notify()`, the one look of every screen: a change that went
 * through (4000 ms), news to read and a refusal (8000 ms each).
 */
export default function NotificationColors() {
  const { t } = useTranslation('component-notifications');
  return (
    <Group gap="sm">
      {TONES.map(({ tone, color }) => (
        <Button
          key={tone}
          variant="light"
          color={color}
          onClick={() => notify(tone, t(`colors.${tone}.title`), t(`colors.${tone}.message`))}
          data-testid={`notify-${tone}`}
        >
          {t(`colors.${tone}.button`)}
        </Button>
      ))}
    </Group>
  );
}
