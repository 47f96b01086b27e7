/**
 * The REST API (README "REST API"; auth base `/backend/auth`, API base `/backend/api`): one router per
 * endpoint family under server/api/, each endpoint with its zod schemas and OpenAPI entry.
 */
export { createApiRouter } from "../api/index.js";

/** Everything under this prefix is the REST API (token auth, JSON): `/backend/auth/…` and `/backend/api/…`. */
export const API_PREFIX = "/backend/";
