import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const CHECKS = [
  { key: 'weight', state: 'done' },
  { key: 'seal', state: 'done' },
  { key: 'labels', state: 'waiting' },
  { key: 'photos', state: 'todo' },
] as const;

const ICONS = {
  done: { Icon: IconCircleCheck, color: 'success' },
  waiting: { Icon: IconClock, color: 'warning' },
  todo: { Icon: IconCircleDashed, color: 'gray' },
} as const;

/** An icon per item tells its state; the state is also said in words for screen readers. */
export default function ListWithIcons() {
  const { t } = useTranslation('component-list');
  return (
    <List spacing="sm" size="sm" center>
      {CHECKS.map(({ key, state }) => {
        const { Icon, color } = ICONS[state];
        return (
          <List.Item
            key={key}
            icon={
              <ThemeIcon color={color} variant="light" size={24} radius="xl">
                <Icon size={16} aria-hidden />
              </ThemeIcon>
            }
          >
            {t(`with-icons.${key}`)}
            <VisuallyHidden>{` (${t(`with-icons.${state}`)})`}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
