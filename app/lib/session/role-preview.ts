/**
 * The role the UI shows (docs/product.md section 6, docs/decisions/0040-session-in-the-browser.md):
 * `userInfo.userRole`, a preview chosen on /extensions/access-control, capped by the server role
 * (the `role` claim of our own access token). A UI hint only: the API checks the real role on
 * every call (docs/architecture.md decision 2).
 */
import { isRole, roleAllows, type Role as ContractRole } from '../../../api/contract/roles';
import { updateUserInfo } from './user-info';

export type Role = ContractRole;

export { roleAllows };

const roleRank: Record<Role, number> = { public: 0, editor: 1, admin: 2 };

/** The role claim of our own access token (a JWT the server signed from its user record). */
export function roleOfToken(token: string | null): Role {
  const payload = token?.split('.')[1];
  if (!payload) return 'public';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return isRole(role) ? role : 'public';
  } catch {
    return 'public';
  }
}

/** The role to show: the previewed one (when it is a role), never above the server role. */
export function shownRole(preview: unknown, serverRole: Role): Role {
  const wanted = isRole(preview) ? preview : serverRole;
  return roleRank[wanted] <= roleRank[serverRole] ? wanted : serverRole;
}

/**
 * docs/product.md section 6: the access-control screen saves the previewed role with the user
 * info.
 */
export function setPreviewRole(role: Role) {
  updateUserInfo({ userRole: role });
}

/**
 * The roles a user may preview: the server role and the roles below it that can still open the
 * access-control screen (rule editor), so the preview can always be undone there.
 */
export function previewableRoles(serverRole: Role): Role[] {
  return (['admin', 'editor', 'public'] as const).filter(
    (r) => roleRank[r] <= roleRank[serverRole] && roleAllows('editor', r),
  );
}
