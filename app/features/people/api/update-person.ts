import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '../../../../api/contract/endpoint';
import type {
  ManagedUser,
  ManagedUserChanges,
} from '../../../../api/modules/user-management/contract';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

export interface PersonUpdate {
  id: number;
  changes: ManagedUserChanges;
}

/** POST /api/user-management/users/{id} body {user: changes} (admin): answers the merged person. */
export const updatePerson = ({ id, changes }: PersonUpdate) =>
  apiRequest(
    endpoints.updateManagedUser,
    { id },
    // the edit screen's check refuses an empty department, so a person's null one is never sent
    { user: changes as EndpointBody<typeof endpoints.updateManagedUser>['user'] },
  );

/** The saved person replaces the cached one at once; the list is asked for again. */
export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: (person: ManagedUser) => {
      queryClient.setQueryData(['people', 'person', person.id], person);
      queryClient.setQueryData<ManagedUser[]>(['people', 'list'], (list) =>
        list?.map((p) => (p.id === person.id ? person : p)),
      );
      return queryClient.invalidateQueries({ queryKey: ['people'] });
    },
  });
}
