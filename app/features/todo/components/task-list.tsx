import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertCircleFilled,
  IconChecklist,
  IconMenu2,
  IconPlus,
  IconSearch,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  taskSorts,
  type Task,
  type TaskFilter,
  type TaskSort,
  type TaskTag,
} from '../../../../api/modules/todo/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { formatDay, isOverdue, isTagFilter, tagColor } from '../options';
import classes from '../todo.module.css';

interface RowProps {
  task: Task;
  tags: TaskTag[] | undefined;
  today: string;
  locale: string;
  onOpen: (task: Task) => void;
  onChange: (task: Task, changes: Partial<Task>) => void;
}

const TaskRow = memo(function TaskRow({ task, tags, today, locale, onOpen, onChange }: RowProps) {
  const { t } = useTranslation('todo');
  const overdue = isOverdue(task, today);
  return (
    // the row opens the task on a click anywhere; the title is the keyboard's way (a button)
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={classes.row}
      data-testid="task-row"
      data-task-id={task.id}
      data-completed={task.isCompleted}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button, input, label, a')) return;
        onOpen(task);
      }}
    >
      <Checkbox
        checked={task.isCompleted}
        onChange={(event) => onChange(task, { isCompleted: event.currentTarget.checked })}
        aria-label={t('list.complete', { title: task.title })}
        data-testid="task-complete"
      />
      <div className={classes.rowText}>
        <UnstyledButton
          className={classes.title}
          data-completed={task.isCompleted}
          onClick={() => onOpen(task)}
          data-testid="task-open"
        >
          {task.title}
        </UnstyledButton>
        {(task.tags.length > 0 || task.dueDate) && (
          <Group gap={6} mt={4}>
            {task.tags.map((value) => (
              <Badge
                key={value}
                variant="dot"
                color={tagColor(value, tags)}
                size="sm"
                tt="none"
                data-testid={`task-tag-${value}`}
              >
                {t(`filters.${value}`)}
              </Badge>
            ))}
            {task.dueDate && (
              <Text
                size="xs"
                c={overdue ? undefined : 'dimmed'}
                className={overdue ? classes.overdue : undefined}
                fw={overdue ? 600 : 400}
                data-testid="task-due"
                data-overdue={overdue}
              >
                {t(overdue ? 'list.overdue' : 'list.due', {
                  date: formatDay(task.dueDate, locale),
                })}
              </Text>
            )}
          </Group>
        )}
      </div>
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color={task.isStarred ? 'warning' : 'gray'}
          className={task.isStarred ? classes.starOn : undefined}
          aria-label={t('list.star')}
          aria-pressed={task.isStarred}
          onClick={() => onChange(task, { isStarred: !task.isStarred })}
          data-testid="task-star"
        >
          {task.isStarred ? (
            <IconStarFilled size={18} aria-hidden />
          ) : (
            <IconStar size={18} aria-hidden />
          )}
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color={task.isImportant ? 'danger' : 'gray'}
          className={task.isImportant ? classes.importantOn : undefined}
          aria-label={t('list.important')}
          aria-pressed={task.isImportant}
          onClick={() => onChange(task, { isImportant: !task.isImportant })}
          data-testid="task-important"
        >
          {task.isImportant ? (
            <IconAlertCircleFilled size={18} aria-hidden />
          ) : (
            <IconAlertCircle size={18} aria-hidden />
          )}
        </ActionIcon>
      </Group>
    </div>
  );
});

/** Which empty view it is: a flag's, the trash, or a tag's. */
const viewKind = (filter: TaskFilter) =>
  filter === 'trashed' ? 'trashed' : isTagFilter(filter) ? 'tag' : 'flag';

/** What the list shows when it has no task: none at all, none in this view, or none found. */
function Empty({
  kind,
  filter,
  onAdd,
}: {
  kind: 'none' | 'view' | 'search';
  filter: TaskFilter;
  onAdd: () => void;
}) {
  const { t } = useTranslation('todo');
  return (
    <Stack align="center" gap="sm" className={classes.empty} data-testid={`empty-${kind}`}>
      <IconChecklist size={48} stroke={1.5} aria-hidden />
      <Title order={2} size="h4" ta="center">
        {kind === 'none'
          ? t('empty.none-title')
          : kind === 'search'
            ? t('empty.search-title')
            : t('empty.view-title', { view: t(`filters.${filter}`) })}
      </Title>
      <Text c="dimmed" ta="center" size="sm">
        {t(kind === 'view' ? `empty.${viewKind(filter)}-text` : `empty.${kind}-text`)}
      </Text>
      {kind === 'none' && (
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          {t('add')}
        </Button>
      )}
    </Stack>
  );
}

export function TaskList(props: {
  filter: TaskFilter;
  tasks: Task[];
  /** how many tasks the view holds before the search */
  viewCount: number;
  loading: boolean;
  error: unknown;
  tags: TaskTag[] | undefined;
  today: string;
  locale: string;
  search: string;
  onSearch: (search: string) => void;
  sort: TaskSort;
  onSort: (sort: TaskSort) => void;
  onOpen: (task: Task) => void;
  onChange: (task: Task, changes: Partial<Task>) => void;
  onAdd: () => void;
  onOpenPanel: () => void;
}) {
  const { t } = useTranslation(['todo', API_ERRORS_NS]);
  const { filter, tasks } = props;
  let body;
  if (props.loading) {
    body = (
      <Group justify="center" p="xl">
        <Loader role="status" aria-label={t('list.loading')} />
      </Group>
    );
  } else if (props.error) {
    body = (
      <Alert color="red" role="alert" m="sm" data-testid="tasks-error">
        {apiErrorMessage(t, props.error)}
      </Alert>
    );
  } else if (tasks.length === 0) {
    const kind = props.viewCount > 0 ? 'search' : filter === 'all' ? 'none' : 'view';
    body = <Empty kind={kind} filter={filter} onAdd={props.onAdd} />;
  } else {
    body = (
      <div role="list" aria-label={t(`filters.${filter}`)}>
        {tasks.map((task) => (
          <div role="listitem" key={task.id}>
            <TaskRow
              task={task}
              tags={props.tags}
              today={props.today}
              locale={props.locale}
              onOpen={props.onOpen}
              onChange={props.onChange}
            />
          </div>
        ))}
      </div>
    );
  }
  return (
    <>
      <Group gap="xs" wrap="nowrap" className={classes.toolbar}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          hiddenFrom="md"
          aria-label={t('panel.open')}
          onClick={props.onOpenPanel}
          data-testid="open-panel"
        >
          <IconMenu2 size={20} aria-hidden />
        </ActionIcon>
        <TextInput
          className={classes.search}
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          placeholder={t('list.search-placeholder')}
          aria-label={t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          data-testid="task-search"
        />
        <NativeSelect
          className={classes.sort}
          value={props.sort}
          onChange={(event) => props.onSort(event.currentTarget.value as TaskSort)}
          data={taskSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          aria-label={t('list.sort')}
          data-testid="task-sort"
        />
      </Group>
      <div className={classes.scroller} data-testid="task-list">
        {body}
      </div>
    </>
  );
}
