import { z } from "zod";
import { message, ref } from "../validation/messages.js";
import { publicText } from "../validation/text.js";
import { ContactMessage } from "../../db/models/ContactMessage.js";
import type { Services } from "../../services.js";

/*
 * Each refusal is a message of the interface-text catalogs (server/modules/validation/messages.ts): the contact page
 * words it in its visitor's language, the REST API in English. A field is named by its `contact.field.*` message.
 */
type FieldName = "name" | "email" | "phone" | "subject" | "message";
const tooLong = (field: FieldName, max: number) => message("validation.tooLong", { label: ref(`contact.field.${field}`), max });

const optional = (max: number, field: FieldName) =>
  publicText()
    .trim()
    .max(max, tooLong(field, max))
    .transform((v) => (v === "" ? null : v));

const MESSAGE_MIN = 10;

export const contactMessageSchema = z.object({
  name: publicText().trim().min(1, message("contact.error.name")).max(120, tooLong("name", 120)),
  email: publicText()
    .trim()
    .min(1, message("contact.error.email"))
    .pipe(z.email(message("validation.email")).max(200, tooLong("email", 200))),
  phone: optional(40, "phone").refine((v) => v === null || /^[+()\d\s-]{6,40}$/.test(v), message("validation.phone")),
  subject: optional(200, "subject"),
  message: publicText()
    .trim()
    .min(MESSAGE_MIN, message("contact.error.message", { min: MESSAGE_MIN }))
    .max(5000, tooLong("message", 5000)),
});

/** Stores a message the contact schema accepted (the contact page's action and the REST API's POST). */
export async function recordContactMessage(
  services: Pick<Services, "db" | "logger">,
  message: z.output<typeof contactMessageSchema>,
): Promise<number> {
  const { id } = await ContactMessage.query(services.db).insert(message);
  services.logger.info({ contactMessageId: id }, "contact message received");
  return id;
}
