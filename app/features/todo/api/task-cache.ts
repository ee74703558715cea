import type { QueryClient } from '@tanstack/react-query';
import { taskMatches, type Task, type TaskFilter } from '../../../../api/modules/todo/contract';

/** The cached views of the tasks: ['todo', 'tasks', filter] → Task[]. */
export const TASKS_KEY = ['todo', 'tasks'] as const;

export type TasksSnapshot = [readonly unknown[], Task[] | undefined][];

/** Every cached view as it is now, to put back when a change is refused. */
export function snapshotTasks(queryClient: QueryClient): TasksSnapshot {
  return queryClient.getQueriesData<Task[]>({ queryKey: TASKS_KEY });
}

export function restoreTasks(queryClient: QueryClient, snapshot: TasksSnapshot | undefined) {
  for (const [key, tasks] of snapshot ?? []) queryClient.setQueryData(key, tasks);
}

/** The task as one of the cached views holds it. */
export function cachedTask(queryClient: QueryClient, id: number): Task | undefined {
  for (const [, tasks] of snapshotTasks(queryClient)) {
    const found = tasks?.find((task) => task.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts a task as it is now (or about to be) into every cached view: it takes its new fields where
 * it is, leaves a view it no longer belongs to (trashing takes it out of 'all'), and enters one it
 * now belongs to at its place (newest first), by the API's rule (taskMatches of the contract). Only for showing a
 * change at once; the views are read again afterwards.
 */
export function putTask(queryClient: QueryClient, task: Task) {
  for (const [key, tasks] of snapshotTasks(queryClient)) {
    if (!tasks) continue;
    const filter = key[2] as TaskFilter;
    const others = tasks.filter((t) => t.id !== task.id);
    const next = taskMatches(task, filter) ? [...others, task].sort((a, b) => b.id - a.id) : others;
    queryClient.setQueryData(key, next);
  }
}

/** Takes a task out of every cached view (deleted for ever). */
export function dropTask(queryClient: QueryClient, id: number) {
  for (const [key, tasks] of snapshotTasks(queryClient)) {
    if (tasks)
      queryClient.setQueryData(
        key,
        tasks.filter((t) => t.id !== id),
      );
  }
}
