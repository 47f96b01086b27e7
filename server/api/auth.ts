import { z } from "zod";
import { recordAudit } from "../modules/audit/audit.server.js";
import {
  changeOwnPassword,
  changeOwnUsername,
  deleteAccount,
  listAdmins,
  type CurrentPasswordRefusal,
} from "../modules/auth/accounts.server.js";
import { newPasswordSchema, usernameSchema } from "../modules/auth/admin-schema.js";
import { ROLES } from "../modules/auth/roles.js";
import { createAdminAudited, findAdminById, type CreateAdminRefusal } from "../modules/auth/admins.server.js";
import { issueApiToken, revokeApiToken, tokenFromAuthorization } from "../modules/auth/api-tokens.server.js";
import { verifyLogin } from "../modules/auth/auth.server.js";
import { hashToken } from "../modules/auth/sessions.server.js";
import type { AdminUser } from "../modules/auth/types.js";
import type { Services } from "../services.js";
import { rowId } from "../validation.js";
import { ApiError, forbidden, limitPerAddress, notFound, throttled } from "./http.js";
import { createRoute, detailRoute, listRoute } from "./resource.js";
import { detailBody, fieldErrorsBody, route, unauthorized, type ApiAnswer, type ApiRoute, type Method } from "./route.js";

/* docs/api.md §9: djoser-compatible token login/logout and accounts at the auth base `/backend/auth`. */

const tag = "auth";
const required = { error: "This field is required." };

/** Accounts have no e-mail address: `email` is always `""` (the field stays for djoser clients). */
const user = z.object({ email: z.string(), id: z.number().int(), username: z.string() }).meta({ id: "User" });
const toUser = (admin: Pick<AdminUser, "id" | "username">) => ({ email: "", id: admin.id, username: admin.username });

const rootBody = z.object({ users: z.url() });

const loginRequest = z.object({
  username: z.string(required).trim().min(1, "This field may not be blank.").max(150),
  password: z.string(required).min(1, "This field may not be blank.").max(1024),
});
const loginResponse = z.object({ auth_token: z.string(), user });

const LOGIN_TRIES = { perWindow: 20, windowSeconds: 15 * 60 };

/** A refused current password: DRF's field error, or `429` once the sign-in throttle closes (it counts these too). */
const currentPasswordRefused = (refusal: CurrentPasswordRefusal) =>
  refusal.reason === "rate_limited"
    ? throttled(refusal.retryAfterMs)
    : new ApiError(400, { current_password: ["Invalid password."] });

/** The `429` of the routes that check a current password (currentPasswordRefused). */
const passwordThrottled = {
  429: { description: "Too many wrong current passwords (the sign-in throttle)", schema: detailBody },
};

/** The account a `:id` names: `me` is the token's own. */
const accountNamed = async (services: Services, id: "me" | number, admin: AdminUser | null) =>
  id === "me" ? admin : await findAdminById(services.db, id);

const invalidLogin = () => new ApiError(400, { non_field_errors: ["Unable to log in with provided credentials."] });

const createUserRequest = z.object({
  username: z.string(required).pipe(usernameSchema),
  password: z.string(required).pipe(newPasswordSchema),
  email: z.string().optional(),
  /** A new account is an editor unless the (owner) caller says otherwise. */
  role: z.enum(ROLES).default("editor"),
});

/** createAdmin's refusals as DRF field errors (the request schema checks the account rules first). */
const CREATE_REFUSALS: Record<CreateAdminRefusal, Record<string, string[]>> = {
  taken: { username: ["A user with that username already exists."] },
  invalid_username: { username: ["Enter a valid username."] },
  invalid_password: { password: ["This password is not allowed."] },
};

const userParams = z.object({ id: z.union([z.literal("me"), rowId]) });

/** `email` is checked as djoser does but not kept (accounts have none); `username` is read-only, so ignored. */
const updateUserRequest = z.object({
  email: z.union([z.literal(""), z.email("Enter a valid email address.").max(254)]).optional(),
});
const deleteUserRequest = z.object({ current_password: z.string(required).max(1024) });
const setUsernameRequest = z.object({
  new_username: z.string(required).pipe(usernameSchema),
  current_password: z.string(required).max(1024),
});

const lastAccount = () =>
  new ApiError(400, { non_field_errors: ["This is the last active account: the site always needs one."] });
const lastOwner = () => new ApiError(400, { non_field_errors: ["This is the last active owner: the site always needs one."] });

const setPasswordRequest = z.object({
  new_password: z.string(required).pipe(newPasswordSchema),
  current_password: z.string(required),
});

/**
 * A route of one's own account or another's: token access, a JSON or form body, the 401 of a bad token, the 404 of
 * an unknown `:id`, and the sign-in throttle's 429 where it checks the caller's current password.
 */
function accountRoute<P = Record<string, never>, B = unknown>(d: {
  method: Method;
  path: string;
  summary: string;
  params?: z.ZodType<P>;
  body: z.ZodType<B>;
  checksPassword?: boolean;
  responses: Record<number, ApiAnswer>;
  handler: ApiRoute<P, Record<string, never>, B>["handler"];
}): ApiRoute {
  const responses: Record<number, ApiAnswer> = { ...d.responses, ...unauthorized };
  if (d.params) responses[404] = { description: "No such account", schema: detailBody };
  if (d.checksPassword) Object.assign(responses, passwordThrottled);
  return route<P, Record<string, never>, B>({
    method: d.method,
    path: d.path,
    access: "token",
    tag,
    summary: d.summary,
    params: d.params,
    body: { schema: d.body, kinds: ["json", "form"] },
    responses,
    handler: d.handler,
  });
}

export const authRoutes = [
  route({
    method: "get",
    path: "/backend/auth/",
    access: "public",
    tag,
    summary: "The auth base's routes",
    responses: { 200: { description: "Absolute URLs", schema: rootBody } },
    handler: async ({ services }) => ({ body: { users: `${services.config.publicUrl}/backend/auth/users/` } }),
  }),
  route({
    method: "post",
    path: "/backend/auth/token/login",
    access: "public",
    tag,
    summary: "Sign in: a new expiring token per login",
    body: { schema: loginRequest, kinds: ["json", "form"] },
    responses: {
      200: { description: "The token and its account", schema: loginResponse },
      400: { description: "Wrong credentials or missing fields", schema: fieldErrorsBody },
      429: { description: "Too many attempts", schema: detailBody },
    },
    handler: async ({ services, ctx, body }) => {
      // docs/api.md §8: 20 tries per address per 15 minutes, beside the sign-in's own failure limits (verifyLogin).
      await limitPerAddress(services, ctx.ip, "api-login", LOGIN_TRIES);
      const result = await verifyLogin(services, body.username, body.password, { ip: ctx.ip });
      if (!result.ok && result.reason === "rate_limited") throw throttled(result.retryAfterMs);
      if (!result.ok) throw invalidLogin();
      const admin = result.admin;
      const token = await services.db.transaction(async (trx) => {
        const issued = await issueApiToken(trx, admin.id, services.config.api.tokenTtlSeconds);
        await recordAudit(trx, {
          adminUserId: admin.id,
          action: "auth.login",
          entity: "admin_user",
          entityId: admin.id,
          details: { via: "api_token" },
          ip: ctx.ip,
        });
        return issued;
      });
      return { headers: { "Cache-Control": "no-store" }, body: { auth_token: token, user: toUser(admin) } };
    },
  }),
  route({
    method: "post",
    path: "/backend/auth/token/logout",
    access: "token",
    tag,
    summary: "Sign out: revokes the presented token only",
    responses: { 204: { description: "Revoked", schema: null }, ...unauthorized },
    handler: async ({ services, ctx, admin }) => {
      const token = tokenFromAuthorization(ctx.get("authorization"))!;
      await services.db.transaction(async (trx) => {
        await revokeApiToken(trx, token);
        await recordAudit(trx, {
          adminUserId: admin!.id,
          action: "auth.logout",
          entity: "admin_user",
          entityId: admin!.id,
          details: { via: "api_token" },
          ip: ctx.ip,
        });
      });
      return { status: 204 };
    },
  }),
  listRoute({
    path: "/backend/auth/users/",
    access: "token",
    tag,
    summary: "Every account",
    description: "Accounts by id",
    item: user,
    list: async (services) => (await listAdmins(services.db)).sort((a, b) => a.id - b.id),
    present: (_, u) => toUser(u),
  }),
  createRoute({
    path: "/backend/auth/users/",
    tag,
    summary: "Create an account (the same rules as the admin screen)",
    body: { schema: createUserRequest, kinds: ["json", "form"] },
    description: "Created",
    schema: user,
    errors: { 400: { description: "Username or password refused", schema: fieldErrorsBody } },
    create: async ({ services, body, actor }) => {
      const outcome = await createAdminAudited(
        services.db,
        { username: body.username, password: body.password, role: body.role },
        { adminUserId: actor.adminUserId, ip: actor.ip },
        { via: actor.via },
      );
      if (!outcome.ok) throw new ApiError(400, CREATE_REFUSALS[outcome.reason]);
      return { status: 201, body: toUser(outcome.admin) };
    },
  }),
  detailRoute({
    path: "/backend/auth/users/:id/",
    access: "token",
    tag,
    summary: "One account (`me` for the token's own)",
    params: userParams,
    description: "The account",
    schema: user,
    find: ({ services, params, admin }) => accountNamed(services, params.id, admin),
    present: (_, u) => toUser(u),
  }),
  accountRoute({
    method: "post",
    path: "/backend/auth/users/set_password/",
    summary: "Change the token's account password; its other tokens and sessions are revoked",
    body: setPasswordRequest,
    checksPassword: true,
    responses: {
      204: { description: "Changed", schema: null },
      400: { description: "Wrong current password or a refused new one", schema: fieldErrorsBody },
    },
    handler: async ({ services, ctx, body, admin, actor }) => {
      const token = tokenFromAuthorization(ctx.get("authorization"))!;
      const outcome = await changeOwnPassword(
        services,
        { adminUserId: admin!.id, ip: actor.ip },
        { apiTokenHash: hashToken(token), currentPassword: body.current_password, newPassword: body.new_password },
      );
      if (!outcome.ok) throw currentPasswordRefused(outcome);
      return { status: 204 };
    },
  }),
  ...(["put", "patch"] as const).map((method) =>
    accountRoute({
      method,
      path: "/backend/auth/users/:id/",
      summary: "Update an account (`me` for the token's own): `email` is checked but accounts keep none; `username` is read-only",
      params: userParams,
      body: updateUserRequest,
      responses: {
        200: { description: "The account", schema: user },
        400: { description: "An invalid email", schema: fieldErrorsBody },
      },
      handler: async ({ services, params, admin }) => {
        const found = await accountNamed(services, params.id, admin);
        if (!found) throw notFound();
        return { body: toUser(found) };
      },
    }),
  ),
  accountRoute({
    method: "delete",
    path: "/backend/auth/users/:id/",
    summary: "Delete an account (`me` for the token's own) with the caller's current password; its tokens and sessions end",
    params: userParams,
    body: deleteUserRequest,
    checksPassword: true,
    responses: {
      204: { description: "Deleted", schema: null },
      400: { description: "Missing or wrong current password, or the last active account", schema: fieldErrorsBody },
    },
    handler: async ({ services, params, body, admin, role, actor }) => {
      const targetId = params.id === "me" ? admin!.id : params.id;
      // an editor may delete only their own account
      if (targetId !== admin!.id && role !== "owner") throw forbidden();
      const outcome = await deleteAccount(services, { adminUserId: admin!.id, ip: actor.ip }, targetId, body.current_password);
      if (outcome.ok) return { status: 204 };
      if (outcome.reason === "not_found") throw notFound();
      if (outcome.reason === "last_active") throw lastAccount();
      if (outcome.reason === "last_owner") throw lastOwner();
      throw currentPasswordRefused(outcome);
    },
  }),
  accountRoute({
    method: "post",
    path: "/backend/auth/users/set_username/",
    summary: "Rename the token's account (the create-admin rules; stored lowercase); its tokens and sessions stay",
    body: setUsernameRequest,
    checksPassword: true,
    responses: {
      204: { description: "Renamed", schema: null },
      400: { description: "Wrong current password, or a refused or taken username", schema: fieldErrorsBody },
    },
    handler: async ({ services, body, admin, actor }) => {
      const outcome = await changeOwnUsername(
        services,
        { adminUserId: admin!.id, ip: actor.ip },
        { currentPassword: body.current_password, newUsername: body.new_username },
      );
      if (outcome.ok) return { status: 204 };
      if (outcome.reason === "taken") throw new ApiError(400, { new_username: ["A user with that username already exists."] });
      throw currentPasswordRefused(outcome);
    },
  }),
];
