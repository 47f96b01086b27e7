import { z } from "zod";
import { text } from "../validation/text.js";
import { ContactMessage } from "../../db/models/ContactMessage.js";
import type { Services } from "../../services.js";
import { guardPublicSubmission } from "../protection/protection.server.js";

const optional = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((v) => (v === "" ? null : v));

export const contactMessageSchema = z.object({
  name: text().trim().min(1, "Please enter your name.").max(120, "Name must be at most 120 characters."),
  email: text().trim().min(1, "Please enter your email address.").pipe(z.email("Please enter a valid email address.").max(200)),
  phone: optional(40, "Phone").refine((v) => v === null || /^[+()\d\s-]{6,40}$/.test(v), "Please enter a valid phone number."),
  subject: optional(200, "Subject"),
  message: text()
    .trim()
    .min(10, "Please write a message of at least 10 characters.")
    .max(5000, "Message must be at most 5000 characters."),
});

type ContactMessageInput = z.input<typeof contactMessageSchema>;
type ContactField = keyof ContactMessageInput;

type ContactResult =
  | { ok: true; id: number }
  | {
      ok: false;
      status: 400 | 429;
      message: string;
      fieldErrors: Partial<Record<ContactField, string>>;
      /** a throttled (429) attempt: the limiter's wait before this address may send again */
      retryAfterMs?: number;
    };

/**
 * The public contact form: honeypot and rate limit first, then validation; only a fully valid message
 * is stored (one row in contact_messages, listed in the admin's messages list).
 */
export async function submitContactMessage(services: Services, formData: FormData, ip: string): Promise<ContactResult> {
  const guard = await guardPublicSubmission(services, { formData, ip, bucket: "contact" });
  if (!guard.ok) return { ...guard, fieldErrors: {} };

  const field = (name: ContactField) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const parsed = contactMessageSchema.safeParse({
    name: field("name"),
    email: field("email"),
    phone: field("phone"),
    subject: field("subject"),
    message: field("message"),
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as ContactField;
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, status: 400, message: "Please correct the highlighted fields.", fieldErrors };
  }
  return { ok: true, id: await recordContactMessage(services, parsed.data) };
}

/** Stores a message the contact schema accepted (the contact page's action and the REST API's POST). */
export async function recordContactMessage(
  services: Pick<Services, "db" | "logger">,
  message: z.output<typeof contactMessageSchema>,
): Promise<number> {
  const { id } = await ContactMessage.query(services.db).insert(message);
  services.logger.info({ contactMessageId: id }, "contact message received");
  return id;
}
