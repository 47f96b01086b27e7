import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { dataWithToast, redirectWithToast } from "./toast.server";

/*
 * The two answers of an admin action besides invalid input (docs/decisions/0007-form-pipeline-and-ui-kit.md): a done
 * mutation redirects back to the page (post/redirect/get) with a success toast; a refusal answers the form with the
 * wording as a form error (shown inline without JavaScript) and the same wording as an error toast.
 */

/**
 * The start of an admin list page's action: the signed-in admin's guard, the form read with `schema`, and who acts
 * (for the audit log). Invalid input gets its answer here, as `invalid` (400 with the form's errors).
 */
export async function adminSubmission<S extends z.ZodType>(request: Request, context: AppLoadContext, schema: S) {
  const { admin } = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return { invalid: data({ result: submission.reply() }, 400) };
  return { submission, actor: { adminUserId: admin.id, ip: context.clientIp } };
}

/** Back to the page the form was on (its search and filters kept), telling `message` there. */
export function doneWithToast(context: AppLoadContext, request: Request, message: string) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return redirectWithToast(context, `${url.pathname}${url.search}`, { tone: "success", message });
}

/** Refuses with `message` and `status`; `extra` travels with the reply (e.g. the images still in use). */
export function refuseWithToast<E extends object = object>(
  context: AppLoadContext,
  reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>,
  message: string,
  status: number,
  extra?: E,
) {
  return dataWithToast(
    context,
    { ...(extra as E), result: reply({ formErrors: [message] }) },
    { tone: "error", message },
    { status },
  );
}
