import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardBodyProps } from './card-body-props';
import type { TodoToday } from '../../../../../api/modules/demo/contract';
import { useCardFormats } from '../dashboard/use-card-formats';
import tone from '../dashboard/tone.module.css';

/** Today's tasks: time, title, tag, and whether each is done (read-only demo data). */
export function TodoCardBody({ title, card, order }: CardBodyProps<TodoToday>) {
  const { t } = useTranslation('analytics');
  const formats = useCardFormats();
  const done = card.items.filter((item) => item.done).length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={order} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('todo.progress', { done, total: card.items.length })}
        </Text>
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {card.items.map((item) => (
          <Group key={item.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            {item.done ? (
              <IconCircleCheckFilled size={20} className={tone.success} aria-hidden />
            ) : (
              <IconCircle size={20} aria-hidden />
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" td={item.done ? 'line-through' : undefined}>
                {item.title}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {formats.timeOfDay(item.time)}
                </Text>
                <Badge size="xs" variant="outline" color="gray" tt="none" className={tone.dark}>
                  {item.tag}
                </Badge>
                <Text
                  size="xs"
                  className={item.done ? tone.success : undefined}
                  c={item.done ? undefined : 'dimmed'}
                >
                  {item.done ? t('todo.done') : t('todo.open')}
                </Text>
              </Group>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
