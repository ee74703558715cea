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
