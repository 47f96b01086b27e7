import { z } from "zod";
import { table } from "./base.js";

export const contactMessageRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  readAt: z.date().nullable(),
  createdAt: z.date(),
});

export interface ContactMessage extends z.infer<typeof contactMessageRow> {}
export class ContactMessage extends table("contact_messages", contactMessageRow) {}
