/**
 * What other modules may use of the help content (a lint rule keeps them to this file): the
 * search across everything (/pages/search) finds knowledge-base articles here.
 */
export { searchHelpArticles } from './content';
