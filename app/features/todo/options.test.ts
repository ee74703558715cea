import { describe, expect, it } from 'vitest';
import type { Task } from '../../../api/modules/todo/contract';
import { formatDay, isOverdue, searchTasks, sortTasks, tagColor, todayOf } from './options';

const task = (id: number, fields: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  desc: '',
  dueDate: null,
  isImportant: false,
  isStarred: false,
  tags: [],
  isCompleted: false,
  isTrashed: false,
  ...fields,
});

describe('a due day', () => {
  it('is written in the reader’s language on its own day, whatever the zone', () => {
    // the test clock runs in UTC+14 and UTC-8 too: the day must not move
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDay('2026-12-31', 'de')).toBe('31. Dez. 2026');
    expect(formatDay('2026-03-09', 'fr')).toBe('9 mars 2026');
  });

  it('is overdue from the day after, never on the day, and never once completed', () => {
    const today = '2026-11-24';
    expect(isOverdue(task(1, { dueDate: '2026-11-23' }), today)).toBe(true);
    expect(isOverdue(task(1, { dueDate: '2026-11-24' }), today)).toBe(false);
    expect(isOverdue(task(1, { dueDate: '2026-11-23', isCompleted: true }), today)).toBe(false);
    expect(isOverdue(task(1), today)).toBe(false);
  });

  it('today is the reader’s local day', () => {
    expect(todayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayOf(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('sort and search', () => {
  const tasks = [
    task(1, { title: 'beta', dueDate: '2026-05-01' }),
    task(2, { title: 'Alpha', desc: 'reefer plug' }),
    task(3, { title: 'gamma 10', dueDate: '2026-02-01' }),
    task(4, { title: 'gamma 9', dueDate: '2026-02-01' }),
  ];
  const ids = (list: Task[]) => list.map((t) => t.id);

  it('orders newest first, by title (case and numbers as a reader expects), by due day', () => {
    expect(ids(sortTasks(tasks, 'newest', 'en'))).toEqual([4, 3, 2, 1]);
    expect(ids(sortTasks(tasks, 'title', 'en'))).toEqual([2, 1, 4, 3]);
    // soonest first; the same day newest first; without a day last
    expect(ids(sortTasks(tasks, 'dueDate', 'en'))).toEqual([4, 3, 1, 2]);
    // the list handed in stays as it was
    expect(ids(tasks)).toEqual([1, 2, 3, 4]);
  });

  it('finds every word in the title or the description, in any case', () => {
    expect(ids(searchTasks(tasks, 'REEFER'))).toEqual([2]);
    expect(ids(searchTasks(tasks, 'gamma 9'))).toEqual([4]);
    expect(ids(searchTasks(tasks, '  '))).toEqual([1, 2, 3, 4]);
    expect(searchTasks(tasks, 'nothing')).toEqual([]);
  });
});

describe('tag colours', () => {
  it('take the tag’s theme colour; primary is drawn indigo (primary and danger are one red)', () => {
    const tags = [
      { id: 1, text: 'Ocean bookings', value: 'frontend' as const, color: 'primary' },
      { id: 2, text: 'Customs', value: 'backend' as const, color: 'success' },
    ];
    expect(tagColor('frontend', tags)).toBe('indigo');
    expect(tagColor('backend', tags)).toBe('success');
    expect(tagColor('bug', undefined)).toBe('danger');
  });
});
