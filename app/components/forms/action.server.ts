import { data, type ActionFunctionArgs } from "@remix-run/node";
import { guardPublicSubmission } from "#server/modules/protection/protection.server.js";
import { submittedValues } from "#server/modules/forms/schema.js";
import { submitFormResponse } from "#server/modules/submissions/submissions.server.js";
import { errorResult, type FormActionResult } from "./result";

/**
 * The action of a public dynamic-form page (agent registration, demand submission, job application):
 * honeypot and rate limit, then validation and the atomic store. Errors come back with a 4xx status,
 * a message per field and the typed values.
 */
export async function dynamicFormAction(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  opts: { formId: number; jobId?: unknown },
) {
  const { services } = context;
  const formData = await request.formData();
  const values = submittedValues(formData);
  const guard = await guardPublicSubmission(services, { formData, ip: context.clientIp, bucket: `form-${opts.formId}` });
  if (!guard.ok) return data<FormActionResult>(errorResult(guard.message, {}, values), { status: guard.status });

  const result = await submitFormResponse(services, {
    formId: opts.formId,
    formData,
    uploads: context.uploads,
    jobId: opts.jobId,
  });
  if (!result.ok)
    return data<FormActionResult>(errorResult(result.message, result.fieldErrors, values), { status: result.status });
  return data<FormActionResult>({ status: "success" });
}
