/**
 * What other modules may use of the people module (a lint rule keeps them to this file): the own
 * account (api/modules/account) shows and changes the signed-in person with the people app's
 * names of the fields; the search across everything (api/modules/search) finds people.
 */
export { toAccountChanges, toManagedUser } from './store';
export { searchPeople } from './search';
