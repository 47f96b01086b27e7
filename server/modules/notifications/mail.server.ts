import { FORM_IDS, FormResponse } from "../../db/models/index.js";
import { samePassportRegistrations } from "../payments/duplicates.server.js";
import type { Services } from "../../services.js";
import type { MailMessage } from "./mailer.server.js";

/*
 * Notification e-mails (docs/api.md §14: a stored submission queues `New Form Submission - <form name>`, and mail
 * never changes the answer). A stored submission queues a `mail` job naming the response; the worker builds the message
 * from what is stored then and hands it to the transport. Queueing never waits for Redis and never throws, so
 * neither door's answer (the website's forms, the REST API's submit/) depends on mail.
 */

/** The subject the previous backend used, kept for the mail filters of its readers. */
const submissionSubject = (formName: string) => `New Form Submission - ${formName}`;

/**
 * Queues the "New Form Submission" e-mail of a stored response, without waiting: a failure is only logged. The
 * job id names the response and its time, so the work is queued once even if this is called twice.
 */
export function queueSubmissionMail(
  services: Pick<Services, "queues" | "logger">,
  response: { id: number; submittedAt: Date },
): void {
  services.queues
    .enqueue(
      "mail",
      { type: "form-submission", responseId: response.id },
      { jobId: `form-submission-${response.id}-${response.submittedAt.getTime()}` },
    )
    .catch((err: unknown) => services.logger.warn({ err, responseId: response.id }, "could not queue the submission e-mail"));
}

const answerText = (value: string | string[] | null) => (Array.isArray(value) ? value.join(", ") : (value ?? ""));

/** The e-mail of a stored response: each answer as "label: value" (files by name), and where to read it in full. */
async function formSubmissionMail(services: Pick<Services, "db" | "config">, responseId: number): Promise<MailMessage | null> {
  const response = await FormResponse.query(services.db)
    .findById(responseId)
    .withGraphFetched("[form, answers(ordered).file]")
    .modifiers({ ordered: (q) => q.orderBy("position") });
  if (!response?.form) return null;
  // a worker registration under a passport number registered before says so first (docs/product.md, duplicate protection)
  const shared =
    response.formId === FORM_IDS.workerRegistration
      ? (await samePassportRegistrations(services.db, [response.id])).get(response.id)
      : undefined;
  const duplicate =
    shared?.reason === "possible_duplicate"
      ? [
          `Possible duplicate: the same passport number was registered first in registration #${shared.first.id}${shared.first.reference ? ` (${shared.first.reference})` : ""}.`,
          "",
        ]
      : [];
  const lines = (response.answers ?? []).map(
    (a) => `${a.fieldLabel}: ${a.file ? `${a.file.originalName || "a file"} (attached file)` : answerText(a.value)}`,
  );
  return {
    to: services.config.mail.to,
    from: services.config.mail.from,
    subject: submissionSubject(response.form.title),
    text: [
      `A new response to "${response.form.title}" arrived at ${response.submittedAt.toISOString()}.`,
      "",
      ...duplicate,
      ...lines,
      "",
      `Read it in the admin area: ${services.config.publicUrl}/admin`,
    ].join("\n"),
  };
}

/** Hands a message to the process's mailer; with no recipient configured nothing is sent. */
async function deliver(services: Pick<Services, "logger" | "mailer">, message: MailMessage): Promise<void> {
  if (message.to.length === 0) {
    services.logger.info({ subject: message.subject }, "e-mail not sent: MAIL_TO is empty");
    return;
  }
  await services.mailer.send(message);
}

/** The `mail` job: builds the message from what is stored now and delivers it; a response deleted since sends nothing. */
export async function processMailJob(
  services: Pick<Services, "db" | "config" | "logger" | "mailer">,
  data: { type: "form-submission"; responseId: number },
): Promise<MailMessage | null> {
  const message = await formSubmissionMail(services, data.responseId);
  if (message) await deliver(services, message);
  return message;
}
