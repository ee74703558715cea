import { roleAllows } from '../../../api/contract/roles';
import { useAuthState } from '../../lib/session/auth-state';

/**
 * Whether the viewer may change people: the role the UI shows (a preview never above the server's
 * role) is admin. A UI hint only: the API checks the real role on every change.
 */
export function useIsAdmin(): boolean {
  return roleAllows('admin', useAuthState().role);
}
