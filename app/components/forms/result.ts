/** What a public form's action answers. Shared by the actions (server) and the pages (browser). */
export type FormActionResult =
  | { status: "success" }
  | {
      status: "error";
      /** A sentence for the whole form (validation summary, rate limit, network failure…). */
      message: string;
      /** Message per input name (`field_3`, `file_4`, `trades[0].qty`). */
      fieldErrors: Record<string, string>;
      /** What was typed, per input name, so a re-rendered form (no JavaScript) keeps it. */
      values: Record<string, string[]>;
    };

export function errorResult(
  message: string,
  fieldErrors: Record<string, string> = {},
  values: Record<string, string[]> = {},
): FormActionResult {
  return { status: "error", message, fieldErrors, values };
}

/**
 * For a route's `clientAction`: runs the server action and turns a failed request (offline, connection
 * dropped, a refusal the framework cannot decode) into an error result, instead of the route's error page.
 * A failed fetch keeps its own message (SPEC §8: the quote shows the network error's message).
 */
export async function submitOrReportFailure<T>(serverAction: () => Promise<T>, fallback: string): Promise<T | FormActionResult> {
  try {
    return await serverAction();
  } catch (error) {
    const network = error instanceof TypeError && error.message !== "";
    return errorResult(network ? error.message : fallback);
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
