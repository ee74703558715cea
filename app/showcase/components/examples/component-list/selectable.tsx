import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TRUCKS = [
  { plate: '70-1234', key: 'bangkok', load: 62 },
  { plate: '71-8802', key: 'laemChabang', load: 85 },
  { plate: '80-4417', key: 'nongKhai', load: 40 },
  { plate: '82-0935', key: 'sadao', load: 100 },
] as const;

/**
 * A list whose items can be chosen: each is a button that says whether it is chosen
 * (aria-pressed), reached with Tab and chosen with Enter or Space.
 */
export default function ListSelectable() {
  const { t } = useTranslation('component-list');
  const [chosen, setChosen] = useState<string>(TRUCKS[0].plate);
  const truck = TRUCKS.find((item) => item.plate === chosen);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('selectable.label')}</Text>
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="truck-list"
      >
        {TRUCKS.map(({ plate, key, load }) => {
          const selected = plate === chosen;
          return (
            <li key={plate}>
              <UnstyledButton
                w="100%"
                aria-pressed={selected}
                onClick={() => setChosen(plate)}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Paper
                  withBorder
                  p="xs"
                  radius="md"
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{
                    borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text size="sm" fw={600}>
                        {plate}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`selectable.${key}`)}
                      </Text>
                    </div>
                    <Badge variant="light" color={load === 100 ? 'gray' : 'blue'}>
                      {t('selectable.load', { load })}
                    </Badge>
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      <Text size="sm" aria-live="polite">
        {truck &&
          t('selectable.chosen', { plate: truck.plate, place: t(`selectable.${truck.key}`) })}
      </Text>
    </Stack>
  );
}
