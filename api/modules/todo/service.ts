import type { Task, TaskChanges, TaskFilter, TaskInput } from '../../contract/todo';
import { notFound } from '../../platform/errors';
import type { TodoStore } from './store';

const newTaskDefaults: Omit<TaskInput, 'title'> = {
  desc: '',
  isImportant: false,
  isStarred: false,
  tags: [],
  isCompleted: false,
  isTrashed: false,
};

/**
 * Which tasks a filter shows: `trashed` shows the trashed tasks only; every other filter leaves
 * them out. `all` is every task not trashed; starred, important and completed go by their flag;
 * a tag value shows the tasks that carry that tag.
 */
export function taskMatches(task: Task, filter: TaskFilter): boolean {
  if (filter === 'trashed') return task.isTrashed;
  if (task.isTrashed) return false;
  switch (filter) {
    case 'all':
      return true;
    case 'starred':
      return task.isStarred;
    case 'important':
      return task.isImportant;
    case 'completed':
      return task.isCompleted;
    default:
      return task.tags.includes(filter);
  }
}

export function todoService(store: TodoStore) {
  return {
    /** the tasks of a filter, newest first */
    async list(filter: TaskFilter) {
      return (await store.listTasks()).filter((task) => taskMatches(task, filter)).sort((a, b) => b.id - a.id);
    },
    tags() {
      return store.listTags();
    },
    create(task: Partial<TaskInput> & Pick<TaskInput, 'title'>) {
      return store.insertTask({ ...newTaskDefaults, ...task });
    },
    /** merges the given fields; the id never changes */
    async update(id: number, changes: TaskChanges): Promise<Task> {
      const task = await store.updateTask(id, changes);
      if (!task) throw notFound(`No task with id ${id}`);
      return task;
    },
  };
}
