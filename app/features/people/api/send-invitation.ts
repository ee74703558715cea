import { useMutation } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/user-management/users/{id}/invitation (admin; an editor for a customer of a company):
 * the invitation again with a new link; {invitation} tells what became of the mail.
 */
export const sendPersonInvitation = (id: number) => apiRequest(endpoints.sendInvitation, { id });

export const useSendInvitation = () => useMutation({ mutationFn: sendPersonInvitation });
