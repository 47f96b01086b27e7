import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/*
 * What an admin form that posts one `intent` to its route's action needs of the navigation: whether its own post is
 * on its way, the action's last result for Conform (none while a new post is on its way), and a form that empties
 * itself once its post succeeded (the action redirects back, so there is no result) for the next file.
 */

export function useIntentSubmission<Result>(intent: string, lastResult: Result | undefined) {
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  return {
    busy: navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
    lastResult: idle ? lastResult : null,
    idle,
  };
}

/** A ref for a file form that resets it after a successful post; a refused one keeps what was chosen and typed. */
export function useResetAfterSuccess(idle: boolean, lastResult: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (idle && !lastResult) formRef.current?.reset();
  }, [idle, lastResult]);
  return formRef;
}
