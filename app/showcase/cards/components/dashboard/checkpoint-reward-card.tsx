import { Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCheckpointReward } from '../../api/get-checkpoint-reward';
import { CardRead } from './card-read';
import { useCardFormats } from './use-card-formats';

/** The greeting of the signed-in person with their progress towards this month's target. */
export function CheckpointRewardCard() {
  const { t } = useTranslation('analytics');
  const formats = useCardFormats();
  const read = useCheckpointReward();
  return (
    <CardRead read={read} height={120} data-testid="checkpoint-reward">
      {(reward) => (
        <Stack gap="sm" justify="space-between" h="100%">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4}>
              <Title order={2} size="h4" data-testid="checkpoint-reward-greeting">
                {t('reward.greeting', { name: reward.userName })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('reward.text')}
              </Text>
            </Stack>
            <ThemeIcon size={48} radius="xl" variant="light" color="warning" aria-hidden>
              <IconTrophy size={28} />
            </ThemeIcon>
          </Group>
          <Stack gap={6}>
            <Group justify="space-between" align="baseline">
              <Text fz={30} fw={700} lh={1.1} data-testid="checkpoint-reward-progress">
                {formats.percent(reward.progress)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('reward.ofTarget')}
              </Text>
            </Group>
            <Progress
              value={reward.progress}
              size="lg"
              radius="xl"
              aria-label={t('reward.progressLabel')}
            />
          </Stack>
        </Stack>
      )}
    </CardRead>
  );
}
