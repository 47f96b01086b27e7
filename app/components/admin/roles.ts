import type { Role } from "#server/modules/auth/roles.js";

/** How the admin area names each role (server/modules/auth/roles.ts), alone and in a sentence. */
export const ROLE_LABELS: Record<Role, { label: string; article: string; description: string }> = {
  owner: {
    label: "Owner",
    article: "an owner",
    description: "Everything, including admins, API tokens, payments, the registration fee and the audit log.",
  },
  editor: {
    label: "Editor",
    article: "an editor",
    description: "Pages, collections, gallery, jobs, forms and their responses, the inbox and medical reports.",
  },
};
