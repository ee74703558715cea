/**
 * What other modules may use of the companies module (a lint rule keeps them to this file): the
 * shipments and the people name a company by its id, checked here (422 naming the field when
 * there is none).
 */
export { checkCompanyId } from './service';
