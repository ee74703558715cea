/**
 * What other modules may use of the todo module (a lint rule keeps them to this file): the search
 * across everything (api/modules/search) finds the reader's own tasks, never another person's.
 */
export { searchTasks } from './service';
