import type { Role } from "../modules/auth/roles.js";

/**
 * The least role each token route of the REST API needs ("METHOD path", the path as server/api declares it), the
 * API's side of the admin area's rules (server/modules/auth/admin-access.ts). A token acts with the narrower of its
 * own role and its account's current one. A token route missing here is refused to every token, and
 * `tests/integration/api-roles.test.ts` fails for it. Deleting another account also needs an owner (server/api/auth.ts).
 */
export const API_ROLES: Readonly<Record<string, Role>> = {
  "POST /backend/auth/token/logout": "editor",
  // every account
  "GET /backend/auth/users/": "owner",
  // a new account
  "POST /backend/auth/users/": "owner",
  "GET /backend/auth/users/:id/": "editor",
  "POST /backend/auth/users/set_password/": "editor",
  "PUT /backend/auth/users/:id/": "editor",
  "PATCH /backend/auth/users/:id/": "editor",
  "DELETE /backend/auth/users/:id/": "editor",
  "POST /backend/auth/users/set_username/": "editor",
  // a form's fee
  "PUT /backend/api/forms/:id/": "owner",
  "PATCH /backend/api/forms/:id/": "owner",
  // a form again after it was deleted
  "POST /backend/api/forms/": "owner",
  // a form with its responses
  "DELETE /backend/api/forms/:id/": "owner",
  "PUT /backend/api/layout/navbar/": "editor",
  "PATCH /backend/api/layout/navbar/": "editor",
  "PUT /backend/api/layout/footer/": "editor",
  "PATCH /backend/api/layout/footer/": "editor",
  "PUT /backend/api/pages/:slug/": "editor",
  "PUT /backend/api/service/service-card/": "editor",
  "POST /backend/api/service/service-card/": "editor",
  "PATCH /backend/api/service/service-card/:id/": "editor",
  "DELETE /backend/api/service/service-card/:id/": "editor",
  "PUT /backend/api/service/service-list/": "editor",
  "POST /backend/api/service/service-list/": "editor",
  "PATCH /backend/api/service/service-list/:id/": "editor",
  "DELETE /backend/api/service/service-list/:id/": "editor",
  "PUT /backend/api/projects/": "editor",
  "POST /backend/api/projects/": "editor",
  "PATCH /backend/api/projects/:id/": "editor",
  "DELETE /backend/api/projects/:id/": "editor",
  "POST /backend/api/jobs/": "editor",
  "PUT /backend/api/jobs/:id/": "editor",
  "PATCH /backend/api/jobs/:id/": "editor",
  "DELETE /backend/api/jobs/:id/": "editor",
  "POST /backend/api/form-fields/:form_id/": "editor",
  "PUT /backend/api/form-fields/:form_id/:id/": "editor",
  "PATCH /backend/api/form-fields/:form_id/:id/": "editor",
  "DELETE /backend/api/form-fields/:form_id/:id/": "editor",
  "GET /backend/api/form_responses/": "editor",
  "POST /backend/api/form_responses/": "editor",
  "GET /backend/api/form_responses/:id/": "editor",
  "PUT /backend/api/form_responses/:id/": "editor",
  "PATCH /backend/api/form_responses/:id/": "editor",
  "DELETE /backend/api/form_responses/:id/": "editor",
  "GET /backend/api/medical-reports/": "editor",
  "POST /backend/api/medical-reports/": "editor",
  "GET /backend/api/medical-reports/:passport_number/": "editor",
  "PUT /backend/api/medical-reports/:passport_number/": "editor",
  "PATCH /backend/api/medical-reports/:passport_number/": "editor",
  "DELETE /backend/api/medical-reports/:passport_number/": "editor",
  "GET /backend/api/images/": "editor",
  "GET /backend/api/images/:id/": "editor",
  "POST /backend/api/images/": "editor",
  "PUT /backend/api/images/:id/": "editor",
  "PATCH /backend/api/images/:id/": "editor",
  "DELETE /backend/api/images/:id/": "editor",
  "GET /backend/api/contact-messages/": "editor",
  "GET /backend/api/contact-messages/:id/": "editor",
  "PUT /backend/api/contact-messages/:id/": "editor",
  "PATCH /backend/api/contact-messages/:id/": "editor",
  "DELETE /backend/api/contact-messages/:id/": "editor",
  "GET /backend/api/quotes/": "editor",
  "GET /backend/api/quotes/:id/": "editor",
  "DELETE /backend/api/quotes/:id/": "editor",
};

/** The role a token route needs, or null when it has no rule (then no token may call it). */
export function apiRoleFor(method: string, path: string): Role | null {
  return API_ROLES[`${method.toUpperCase()} ${path}`] ?? null;
}
