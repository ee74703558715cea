/**
 * Roles, route rules and which role a rule admits (docs/product.md section 6), in one place for
 * the API (requireRule) and the app (the guard, menus, the access-control screen). No zod here:
 * the app's shell loads it on every page.
 */
export const roles = ['admin', 'editor', 'public'] as const;
export type Role = (typeof roles)[number];

/** What a route or a call asks of the caller: `editor` admits editors and admins. */
export const rules = ['admin', 'editor', 'public'] as const;
export type Rule = (typeof rules)[number];

export const ruleRoles: Record<Rule, readonly Role[]> = {
  admin: ['admin'],
  editor: ['editor', 'admin'],
  public: ['public', 'admin', 'editor'],
};

export function roleAllows(rule: Rule, role: Role): boolean {
  return ruleRoles[rule].includes(role);
}

export function isRole(value: unknown): value is Role {
  return (roles as readonly unknown[]).includes(value);
}

/**
 * The people app names the same roles as product.md section 3 does (`admin`, `staff`, `user`);
 * they are the access roles above. The one mapping, both ways.
 */
export const peopleRoles = ['admin', 'staff', 'user'] as const;
export type PeopleRole = (typeof peopleRoles)[number];

const peopleRoleOfRole: Record<Role, PeopleRole> = { admin: 'admin', editor: 'staff', public: 'user' };

export function peopleRoleOf(role: Role): PeopleRole {
  return peopleRoleOfRole[role];
}

export function roleOfPeopleRole(peopleRole: PeopleRole): Role {
  return roles.find((role) => peopleRoleOfRole[role] === peopleRole) ?? 'public';
}

/**
 * Whether an account may sign in and use its tokens: `blocked` (for a while, by an admin) and
 * `deactivated` (a leaver: the record stays so that what names them stays readable) may not.
 */
export const accountStatuses = ['active', 'blocked', 'deactivated'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
