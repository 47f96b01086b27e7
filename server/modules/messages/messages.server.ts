import { z } from "zod";
import { text } from "../validation/text.js";
import { ContactMessage } from "../../db/models/ContactMessage.js";
import type { Services } from "../../services.js";

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

/** Stores a message the contact schema accepted (the contact page's action and the REST API's POST). */
export async function recordContactMessage(
  services: Pick<Services, "db" | "logger">,
  message: z.output<typeof contactMessageSchema>,
): Promise<number> {
  const { id } = await ContactMessage.query(services.db).insert(message);
  services.logger.info({ contactMessageId: id }, "contact message received");
  return id;
}
