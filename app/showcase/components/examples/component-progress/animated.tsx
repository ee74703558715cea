import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  'booked',
  'pickedUp',
  'exportCleared',
  'atSea',
  'importCleared',
  'delivered',
] as const;

/**
 * Striped, animated stripes while the shipment moves; each step moves the bar on (its width
 * changes smoothly), and the stripes stop when it is delivered.
 */
export default function ProgressAnimated() {
  const { t } = useTranslation('component-progress');
  const [step, setStep] = useState(2);
  const value = Math.round((step / (STEPS.length - 1)) * 100);
  const done = step === STEPS.length - 1;
  return (
    <Stack gap="sm">
      <Text size="sm" aria-live="polite">
        {t('animated.status', { step: t(`animated.${STEPS[step]}`), value })}
      </Text>
      <Progress
        value={value}
        size="lg"
        animated={!done}
        color={done ? 'success' : 'blue'}
        aria-label={t('animated.label')}
        transitionDuration={400}
      />
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => setStep((s) => s - 1)}
          disabled={step === 0}
        >
          {t('animated.back')}
        </Button>
        <Button size="xs" onClick={() => setStep((s) => s + 1)} disabled={done}>
          {t('animated.next')}
        </Button>
      </Group>
    </Stack>
  );
}
