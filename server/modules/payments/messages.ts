/** Wording of the worker registration flow (docs/product.md), shared by the server and the page. Free of server imports. */
export const REGISTRATION_MESSAGES = {
  success: { title: "Registration Complete!", description: "Your payment has been processed successfully." },
  failure: { title: "Payment Failed", description: "There was an issue processing your payment. Please try again." },
  invalid: "Please check the highlighted fields and try again.",
  unavailable: "Worker registration is not available right now. Please try again later.",
  retryExpired: "Your answers are no longer kept for this payment. Please fill in the form again.",
  retryBusy: "A payment for this registration is already under way. Please wait a moment.",
} as const;

/** What the page shows: still waiting for bKash, or an outcome. */
export type RegistrationState = "processing" | "completed" | "failed";
