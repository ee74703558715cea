import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardFormats } from '../dashboard/use-card-formats';

const moneyKeys = new Set([
  'thisMonth',
  'lastMonth',
  'revenue',
  'invoiced',
  'collected',
  'overdue',
]);
const percentKeys = new Set(['collectedPercent', 'retentionRate', 'target', 'actual']);

/** One headline number of a card's analyticsData, by its key: money, percent, change or count. */
export function figureValue(key: string, value: number | string, formats: CardFormats): string {
  if (typeof value === 'string') return value;
  if (moneyKeys.has(key)) return formats.money(value);
  if (percentKeys.has(key)) return formats.percent(value);
  if (key === 'change') return formats.change(value);
  return formats.count(value);
}

/** The card's headline numbers, each a value over its label. */
export function Figures({
  data,
  formats,
}: {
  data: Record<string, number | string>;
  formats: CardFormats;
}) {
  const { t } = useTranslation('analytics');
  const entries = Object.entries(data);
  return (
    // container widths: a narrow card keeps two columns at any screen width
    <SimpleGrid
      type="container"
      cols={{ base: 2, '460px': Math.min(entries.length, 4) }}
      spacing="sm"
      mt="sm"
    >
      {entries.map(([key, value]) => (
        <Stack key={key} gap={0} data-testid={`figure-${key}`}>
          <Text size="xs" c="dimmed">
            {t(`data.${key}`)}
          </Text>
          <Text fw={700} size="lg">
            {figureValue(key, value, formats)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
