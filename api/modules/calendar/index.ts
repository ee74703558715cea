/**
 * What other modules may use of the calendar module (a lint rule keeps them to this file): the
 * search across everything (api/modules/search) finds events, which every editor may read.
 */
export { searchEvents } from './service';
