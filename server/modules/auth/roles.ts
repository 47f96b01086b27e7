/**
 * Roles (docs/product.md, "Roles"). An owner may do everything; an editor edits the site's content, collections,
 * gallery, jobs and forms, and reads the inbox and form responses, but never accounts, API tokens, payments, the
 * fee, the audit log or the technical queue dashboard. Pure rules, safe in the browser (the sidebar uses them).
 */
export const ROLES = ["owner", "editor"] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { editor: 1, owner: 2 };

/** Whether an account of `role` may do what `required` is needed for. */
export function roleAllows(role: Role, required: Role): boolean {
  return RANK[role] >= RANK[required];
}

/** The narrower of two roles (an API token's own and its creator's current one). */
export function narrowerRole(a: Role, b: Role | null): Role {
  return b !== null && RANK[b] < RANK[a] ? b : a;
}
