import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';

/** GET /api/user-management/users/{id}: one person; an unknown id throws (404, code notFound). */
export const getPerson = (id: number) => apiRequest(endpoints.getManagedUser, { id });

export const personQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['people', 'person', id],
    queryFn: () => getPerson(id),
    // a person who does not exist will not appear by asking again
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });

export const usePerson = (id: number) => useQuery(personQueryOptions(id));

/** Whether the error says the person does not exist (or cannot: an impossible id). */
export const isPersonMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.code === 'impossibleId');
