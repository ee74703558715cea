import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, type ClientLoaderFunctionArgs } from 'react-router';
import type {
  Task,
  TaskChanges,
  TaskFilter,
  TaskSort,
} from '../../../../api/modules/todo/contract';
import { htmlLangOf } from '../../../lib/i18n/languages';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { useDeleteTask } from '../api/delete-task';
import { tagsQueryOptions, useTags } from '../api/get-tags';
import { tasksQueryOptions, useTasks } from '../api/get-tasks';
import { useUpdateTask } from '../api/update-task';
import { TaskList } from '../components/task-list';
import { TodoPanel } from '../components/todo-panel';
import { notify } from '../../../lib/ui/notify';
import { filterOf, searchTasks, sortTasks, todayOf, todoPath } from '../options';
import classes from '../todo.module.css';
import { AppFrame } from '../../../components/app-frame';

// the task panel (and with it the tag field, the form and the confirmation) loads when it is first
// opened: the route's first load stays lighter (docs/architecture.md decision 15)
const TaskPanel = lazy(() =>
  import('../components/task-panel').then((m) => ({ default: m.TaskPanel })),
);

/** The view's tasks are asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const filter = filterOf(params.filter);
  if (filter) prefetchWhenSignedIn(tasksQueryOptions(filter), tagsQueryOptions());
  return null;
}

/** The task panel: closed, a new task, or a task of the list (by id: it follows the changes). */
type PanelState = { opened: false } | { opened: true; id?: number; task?: Task };

function TodoApp({ filter }: { filter: TaskFilter }) {
  const { t, i18n } = useTranslation('todo');
  const locale = htmlLangOf(i18n.language);
  const [today] = useState(() => todayOf(new Date()));
  const tasks = useTasks(filter);
  const tags = useTags().data;
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [drawer, setDrawer] = useState(false);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TaskSort>('newest');
  const [panel, setPanel] = useState<PanelState>({ opened: false });
  // once loaded, the panel stays drawn, so that it closes with its transition
  const [panelUsed, setPanelUsed] = useState(false);
  if (panel.opened && !panelUsed) setPanelUsed(true);

  const all = tasks.data;
  const shown = useMemo(
    () => sortTasks(searchTasks(all ?? [], search), sort, locale),
    [all, search, sort, locale],
  );

  const onOpen = useCallback((task: Task) => setPanel({ opened: true, id: task.id, task }), []);
  const onChange = useCallback(
    (task: Task, changes: TaskChanges) => update.mutate({ id: task.id, changes }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [],
  );
  const onAdd = () => setPanel({ opened: true });
  // the opened task as the list has it now (a change made meanwhile shows)
  const opened =
    panel.opened && panel.id !== undefined
      ? (all?.find((task) => task.id === panel.id) ?? panel.task)
      : undefined;

  const sidePanel = (close?: () => void) => (
    <TodoPanel
      filter={filter}
      onAdd={() => {
        close?.();
        onAdd();
      }}
      onNavigate={close}
    />
  );

  return (
    <AppFrame
      panel={sidePanel}
      panelLabel={t('panel.label')}
      closeLabel={t('panel.close-filters')}
      drawerOpened={drawer}
      onDrawerClose={() => setDrawer(false)}
      fill
      testId="todo-screen"
      data={{ 'data-filter': filter }}
    >
      <section className={classes.main} aria-label={t(`filters.${filter}`)}>
        <TaskList
          filter={filter}
          tasks={shown}
          viewCount={all?.length ?? 0}
          loading={tasks.isPending}
          error={tasks.error}
          tags={tags}
          today={today}
          locale={locale}
          search={search}
          onSearch={setSearch}
          sort={sort}
          onSort={setSort}
          onOpen={onOpen}
          onChange={onChange}
          onAdd={onAdd}
          onOpenPanel={() => setDrawer(true)}
        />
      </section>
      {panelUsed && (
        <Suspense fallback={null}>
          <TaskPanel
            opened={panel.opened}
            task={opened}
            onClose={() => setPanel({ opened: false })}
            onTrash={(task, isTrashed) =>
              update.mutate(
                { id: task.id, changes: { isTrashed } },
                {
                  onSuccess: () =>
                    notify('success', t(isTrashed ? 'notify.trashed' : 'notify.restored')),
                },
              )
            }
            onDelete={(task) =>
              remove.mutate(task.id, {
                onSuccess: () => notify('success', t('notify.deleted')),
              })
            }
          />
        </Suspense>
      )}
    </AppFrame>
  );
}

/**
 * /apps/todo/:filter (docs/product.md sections 2, 3.8, 4.8 and 7.8): the side panel (Add task, the
 * views and the tags; a drawer on a phone), the reader's own tasks of the view with search and
 * sort, and the task panel. An unknown view goes to all.
 */
export default function TodoScreen() {
  const filter = filterOf(useParams().filter);
  if (!filter) return <Navigate to={todoPath('all')} replace />;
  return <TodoApp filter={filter} />;
}
