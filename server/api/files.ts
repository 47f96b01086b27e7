import { z } from "zod";
import { findApiToken, tokenFromAuthorization } from "../modules/auth/api-tokens.server.js";
import { downloadHeaders, findPrivateFile } from "../modules/media/download.server.js";
import { checkFileLink } from "./files-url.js";
import { detail, notFound } from "./http.js";
import { detailBody, notFoundAnswer, route } from "./route.js";

/*
 * docs/api.md §21: private files (response files, medical reports, quote attachments) as downloads, through a
 * link signed by server/api/files-url.ts or with a valid token. Streamed from the private bucket, never cached.
 */

/** Any segment: the link (or token) is checked before whether such a file could exist. */
const fileParams = z.object({ id: z.string().max(100) });
const linkQuery = z.object({ expires: z.string().optional(), signature: z.string().optional() });

export const filesRoutes = [
  route({
    method: "get",
    path: "/backend/api/files/:id/",
    access: "public",
    tag: "private downloads",
    summary: "Download a private file: a signed link (`expires`, `signature`; one hour) or `Authorization: Token`",
    params: fileParams,
    query: linkQuery,
    responses: {
      200: {
        description: "The file as an attachment under its original name, in its own type",
        schema: z.string().meta({ format: "binary" }),
        mediaType: "*/*",
        headers: {
          "Content-Disposition": "`attachment` with the file's original name",
          "Content-Type": "The file's own type (PDF, DOC, DOCX, JPG, PNG)",
        },
      },
      403: { description: "Expired link, or neither a valid signature nor a valid token", schema: detailBody },
      ...notFoundAnswer,
    },
    handler: async ({ services, ctx, params, query }) => {
      const link = checkFileLink(services.config, params.id, query.expires, query.signature);
      if (link !== "valid") {
        const token = tokenFromAuthorization(ctx.get("authorization"));
        if (!token || !(await findApiToken(services.db, token))) {
          throw detail(403, link === "expired" ? "This download link has expired." : "Invalid download link.");
        }
      }
      const file = z.uuid().safeParse(params.id).success ? await findPrivateFile(services.db, params.id) : null;
      if (!file) throw notFound();
      return { headers: downloadHeaders(file), body: await services.storage.get("private", file.objectKey) };
    },
  }),
];
