import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardBodyProps } from './card-body-props';
import type { BrowserAnalytics } from '../../../../../api/modules/demo/contract';
import { ChangeText } from '../dashboard/change-text';
import { useCardFormats } from '../dashboard/use-card-formats';

const colors = ['brand', 'success', 'warning', 'cyan', 'violet'];

/** Each browser's share of the portal's visits, as a bar, with its change. */
export function BrowserCardBody({ title, card, order }: CardBodyProps<BrowserAnalytics>) {
  const { t } = useTranslation('analytics');
  const formats = useCardFormats();
  return (
    <Stack gap="md">
      <Title order={order} size="h5">
        {title}
      </Title>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {card.items.map((item, i) => (
          <Stack key={item.id} component="li" gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {item.name}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {formats.percent(item.ratio)}
                </Text>
                <ChangeText value={item.change} size="xs" />
              </Group>
            </Group>
            <Progress
              value={item.ratio}
              color={colors[i % colors.length]}
              size="sm"
              aria-label={t('browser.share', { name: item.name })}
            />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
