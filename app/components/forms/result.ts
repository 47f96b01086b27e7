import type { SubmissionResult } from "@conform-to/react";

/**
 * What every public form action answers: Conform's `submission.reply()` (docs/decisions/0007-form-pipeline-and-ui-kit.md).
 * `status` is "success" or "error"; `error[""]` holds the form-level message (a refusal such as the rate
 * limit), `error[name]` the messages of one input; `initialValue` what was typed, so a page re-rendered
 * without JavaScript keeps it.
 */
export type FormReply = SubmissionResult<string[]>;

/** The form-level message of a reply (a refusal, or the browser's own network error), if any. */
export function formError(result: FormReply | null | undefined): string | undefined {
  return result?.error?.[""]?.[0];
}

/** A reply of the browser's making for a request that never got its answer (offline, connection dropped). */
export function failedReply(message: string): FormReply {
  return { status: "error", error: { "": [message] } };
}

/**
 * For a route's `clientAction`: runs the server action and turns a failed request (offline, connection
 * dropped, a refusal the framework cannot decode) into an error reply, instead of the route's error page.
 * A failed fetch keeps its own message (the quote page shows the network error's message).
 */
export async function submitOrReportFailure<T>(serverAction: () => Promise<T>, fallback: string): Promise<T | FormReply> {
  try {
    return await serverAction();
  } catch (error) {
    const network = error instanceof TypeError && error.message !== "";
    return failedReply(network ? error.message : fallback);
  }
}

/**
 * `shouldRevalidate` of a public form page: its loader reads nothing a submission changes, so a POST
 * (successful or not, e.g. sent while offline) does not refetch it.
 */
export function skipRevalidationAfterPost({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}
