import {
  IconCircleCheck,
  IconExclamationCircle,
  IconList,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import {
  taskFilterSchema,
  taskTagValueSchema,
  type Task,
  type TaskFilter,
  type TaskSort,
  type TaskTag,
  type TaskTagValue,
} from '../../../api/modules/todo/contract';

/** The fixed values of the todo app (api/modules/todo/contract.ts, docs/product.md section 4.8). */
export const tagValues = taskTagValueSchema.options;

/** The side panel's flag views, in the template's order. */
export const panelFilters: { filter: TaskFilter; icon: Icon }[] = [
  { filter: 'all', icon: IconList },
  { filter: 'starred', icon: IconStar },
  { filter: 'important', icon: IconExclamationCircle },
  { filter: 'completed', icon: IconCircleCheck },
  { filter: 'trashed', icon: IconTrash },
];

export const isTagFilter = (filter: TaskFilter): filter is TaskTagValue =>
  (tagValues as readonly string[]).includes(filter);

export const todoPath = (filter: TaskFilter) => `/apps/todo/${filter}`;

export function filterOf(param: string | undefined): TaskFilter | undefined {
  const parsed = taskFilterSchema.safeParse(param);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The theme colour of a tag: the tag's colour name. `primary` is drawn indigo, as the email app's
 * labels: the theme's primary and danger are the same red (docs/product.md section 9).
 */
const fallbackColors: Record<TaskTagValue, string> = {
  frontend: 'indigo',
  backend: 'success',
  doc: 'warning',
  bug: 'danger',
};

export function tagColor(value: TaskTagValue, tags: TaskTag[] | undefined): string {
  const color = tags?.find((tag) => tag.value === value)?.color;
  if (!color) return fallbackColors[value];
  return color === 'primary' ? 'indigo' : color;
}

/** Today as a day (YYYY-MM-DD) in the reader's zone; `now` is handed in so that tests choose it. */
export function todayOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A due day before today; the day itself is not overdue. */
export const isOverdue = (task: Task, today: string) =>
  task.dueDate !== null && !task.isCompleted && task.dueDate < today;

/**
 * A day as the reader writes it ("24 Nov 2026"): read and written in UTC, so that no zone moves it
 * to the day before or after.
 */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The tasks in the chosen order; newest is the API's own (highest id first). */
export function sortTasks(tasks: Task[], sort: TaskSort, locale: string): Task[] {
  const newest = (a: Task, b: Task) => b.id - a.id;
  const sorted = [...tasks];
  if (sort === 'newest') return sorted.sort(newest);
  if (sort === 'title') {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return sorted.sort((a, b) => collator.compare(a.title, b.title) || newest(a, b));
  }
  // by due day, soonest first; tasks without one last
  return sorted.sort((a, b) => {
    if (a.dueDate === b.dueDate) return newest(a, b);
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  });
}

/** The tasks whose title or description hold the words (case-insensitive). */
export function searchTasks(tasks: Task[], search: string): Task[] {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return tasks;
  return tasks.filter((task) => {
    const text = `${task.title}\n${task.desc}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
