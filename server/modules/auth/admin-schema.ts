import { z } from "zod";
import { text } from "../validation/text.js";
import { ROLES } from "./roles.js";

/* Rules for new admin accounts, shared by the create-admin form (client and server) and the CLI. */

export const usernameSchema = text({ error: "Username is required." })
  .trim()
  .toLowerCase()
  .min(3, "Username must be 3 to 32 characters.")
  .max(32, "Username must be 3 to 32 characters.")
  .regex(/^[a-z0-9._-]+$/, "Username may contain only letters, digits, dots, underscores and hyphens.");

export const newPasswordSchema = text({ error: "Password is required." })
  .min(10, "Password must be at least 10 characters.")
  .max(256, "Password must be at most 256 characters.");

export const createAdminSchema = z.object({ username: usernameSchema, password: newPasswordSchema });

/** The create-admin form: the account rules plus a matching confirmation. */
export const createAdminFormSchema = createAdminSchema
  .extend({ confirmPassword: z.string({ error: "Repeat the password." }), role: z.enum(ROLES).default("editor") })
  .refine((v) => v.password === v.confirmPassword, { message: "The passwords do not match.", path: ["confirmPassword"] });

/** The lifetimes an admin can choose for an integration token (the API tokens screen), in days. */
export const INTEGRATION_TOKEN_DAYS = [7, 30, 90, 365] as const;
