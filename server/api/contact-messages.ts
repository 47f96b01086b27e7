import { z } from "zod";
import type { ContactMessage } from "../db/models/ContactMessage.js";
import {
  deleteContactMessages,
  findContactMessage,
  listContactMessagesById,
  updateContactMessage,
} from "../modules/messages/admin.server.js";
import { contactMessageSchema, recordContactMessage } from "../modules/messages/messages.server.js";
import { HONEYPOT_FIELD } from "../modules/protection/protection.server.js";
import { apiDateTime, guardSubmission, notFound, parseWithDrfWording } from "./http.js";
import { changeRoutes, deleteRoute, detailRoute, listRoute } from "./resource.js";
import { detailBody, fieldErrorsBody, idParam, route, type ApiCall } from "./route.js";

/*
 * docs/api.md §18 contact messages: the public POST is the contact page's door (honeypot, per-IP limit, the same
 * schema and store); reading and correcting them needs a token, through the messages module the admin list uses.
 */

const tag = "contact messages";
const NAME = "ContactMessage";

const contactMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    submitted_at: z.iso.datetime(),
  })
  .meta({ id: "ContactMessage" });

const messageRequest = z
  .object({ name: z.unknown().optional(), email: z.unknown().optional(), message: z.unknown().optional() })
  // other keys stay: the contact page's honeypot field is checked on this door too
  .loose();
/** What the contact page's schema accepts of the three fields (it validates them after the honeypot and limit). */
const messageDocumented = contactMessageSchema
  .pick({ name: true, email: true, message: true })
  .extend({ [HONEYPOT_FIELD]: z.string().max(0).optional().meta({ description: "Left empty (the honeypot)" }) })
  .meta({ id: "ContactMessageRequest" });
type MessageRequest = z.output<typeof messageRequest>;

const toMessage = (m: ContactMessage): z.infer<typeof contactMessage> => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  submitted_at: apiDateTime(m.createdAt),
});

/** The contact page's rule over the API's three fields (phone and subject are the page's extras, kept as they are). */
const parseMessage = (fields: MessageRequest, kept: Pick<ContactMessage, "phone" | "subject"> = { phone: null, subject: null }) =>
  parseWithDrfWording(contactMessageSchema, {
    name: fields.name,
    email: fields.email,
    message: fields.message,
    phone: kept.phone ?? "",
    subject: kept.subject ?? "",
  });

async function change({ services, params, body, actor }: ApiCall<{ id: number }, unknown, MessageRequest>, partial: boolean) {
  const before = await findContactMessage(services.db, params.id);
  if (!before) throw notFound(NAME);
  const merged = partial ? { name: before.name, email: before.email, message: before.message, ...definedOnly(body) } : body;
  const parsed = parseMessage(merged, before);
  const after = await updateContactMessage(
    services.db,
    before.id,
    { name: parsed.name, email: parsed.email, message: parsed.message },
    actor,
  );
  if (!after) throw notFound(NAME);
  return { body: toMessage(after) };
}

const definedOnly = (body: MessageRequest) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));

const kinds = ["json", "form", "multipart"] as const;

export const contactMessagesRoutes = [
  route({
    method: "post",
    path: "/backend/api/contact-messages/",
    access: "public",
    tag,
    summary: "Send a message (the contact page's rules and per-IP limit)",
    body: { schema: messageRequest, kinds, documented: messageDocumented },
    responses: {
      201: { description: "The stored message", schema: contactMessage },
      400: { description: "Field errors", schema: fieldErrorsBody },
      429: { description: "Too many messages from this address", schema: detailBody },
    },
    handler: async ({ services, ctx, body }) => {
      const text = Object.entries(body as Record<string, unknown>).filter(([, v]) => typeof v === "string") as Array<
        [string, string]
      >;
      await guardSubmission(services, { formData: new URLSearchParams(text), ip: ctx.ip, bucket: "contact" });
      const id = await recordContactMessage(services, parseMessage(body));
      return { status: 201, body: toMessage((await findContactMessage(services.db, id))!) };
    },
  }),
  listRoute({
    path: "/backend/api/contact-messages/",
    access: "token",
    tag,
    summary: "Every message, by id",
    description: "Messages",
    item: contactMessage,
    list: (services) => listContactMessagesById(services.db),
    present: (_, m) => toMessage(m),
  }),
  detailRoute({
    path: "/backend/api/contact-messages/:id/",
    access: "token",
    tag,
    summary: "One message",
    params: idParam,
    description: "The message",
    schema: contactMessage,
    name: NAME,
    find: ({ services, params }) => findContactMessage(services.db, params.id),
    present: (_, m) => toMessage(m),
  }),
  ...changeRoutes({
    path: "/backend/api/contact-messages/:id/",
    tag,
    summaries: { put: "Correct a message (all three fields)", patch: "Correct some of a message's fields" },
    params: idParam,
    body: { schema: messageRequest, kinds, documented: messageDocumented },
    description: "The message",
    schema: contactMessage,
    errors: { 400: { description: "Field errors", schema: fieldErrorsBody } },
    change,
  }),
  deleteRoute({
    path: "/backend/api/contact-messages/:id/",
    tag,
    summary: "Delete a message",
    params: idParam,
    name: NAME,
    remove: async ({ services, params, actor }) => (await deleteContactMessages(services.db, [params.id], actor)) !== 0,
  }),
];
