import { Button, NavLink, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TaskFilter } from '../../../../api/modules/todo/contract';
import { useTags } from '../api/get-tags';
import { panelFilters, tagColor, tagValues, todoPath } from '../options';
import classes from '../todo.module.css';

/** The side panel: Add task, the flag views and the tags with their colours. */
export function TodoPanel({
  filter,
  onAdd,
  onNavigate,
}: {
  filter: TaskFilter;
  onAdd: () => void;
  /** called after a view is chosen (the phone's drawer closes) */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('todo');
  // the panel is drawn twice on a phone (beside the list, hidden, and in the drawer)
  const tagsId = useId();
  const tags = useTags().data;
  const link = (view: TaskFilter, icon: ReactNode) => (
    <NavLink
      key={view}
      component={Link}
      to={todoPath(view)}
      onClick={onNavigate}
      active={view === filter}
      aria-current={view === filter ? 'page' : undefined}
      label={t(`filters.${view}`)}
      leftSection={icon}
      data-testid={`filter-${view}`}
    />
  );
  return (
    <Stack gap="xs" p="sm" component="nav" aria-label={t('panel.label')} data-testid="todo-panel">
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={onAdd}
        fullWidth
        data-testid="add-task"
      >
        {t('add')}
      </Button>
      <Stack gap={2}>
        {panelFilters.map(({ filter: view, icon: Icon }) =>
          link(view, <Icon size={18} aria-hidden />),
        )}
      </Stack>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" id={tagsId}>
        {t('panel.tags')}
      </Text>
      <Stack gap={2} aria-labelledby={tagsId} role="group">
        {tagValues.map((value) =>
          link(
            value,
            <span
              className={classes.dot}
              style={{ background: `var(--mantine-color-${tagColor(value, tags)}-filled)` }}
              aria-hidden
            />,
          ),
        )}
      </Stack>
    </Stack>
  );
}
