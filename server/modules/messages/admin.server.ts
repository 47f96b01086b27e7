import type { Knex } from "knex";
import { fn } from "objection";
import { z } from "zod";
import { ContactMessage } from "../../db/models/ContactMessage.js";
import { pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";
import { audit, recordAuditEach, type Actor } from "../audit/audit.server.js";
import { rowIds } from "../../validation.js";

const MESSAGES_PAGE_SIZE = 20;

export const messageListQuerySchema = z.object({
  show: z.enum(["all", "unread"]).catch("all"),
  page: pageParam,
});
type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** Contact messages, newest first, with the unread count across all of them. */
export async function listContactMessages(db: Knex, query: MessageListQuery): Promise<Page<ContactMessage> & { unread: number }> {
  const [found, unread] = await Promise.all([
    paginateNewestFirst(
      ContactMessage.query(db).modify((qb) => {
        if (query.show === "unread") qb.whereNull("read_at");
      }),
      "created_at",
      query.page,
      MESSAGES_PAGE_SIZE,
    ),
    ContactMessage.query(db).whereNull("read_at").resultSize(),
  ]);
  return { ...found, unread };
}

/** Marks one message read or unread; false when it does not exist. Audited only when it changes. */
export async function setMessageRead(db: Knex, id: number, read: boolean, actor: Actor): Promise<boolean> {
  return db.transaction(async (trx) => {
    const message = await ContactMessage.query(trx).findById(id).forUpdate();
    if (!message) return false;
    if ((message.readAt !== null) === read) return true;
    await ContactMessage.query(trx)
      .findById(id)
      .patch({ readAt: read ? fn.now() : null });
    await audit(trx, actor, read ? "contact_message.read" : "contact_message.unread", id);
    return true;
  });
}

export const messageIdsSchema = rowIds(500);

/** Deletes messages; returns how many existed. */
export async function deleteContactMessages(db: Knex, ids: readonly number[], actor: Actor): Promise<number> {
  return db.transaction(async (trx) => {
    const rows = await ContactMessage.query(trx)
      .whereIn("id", [...new Set(ids)])
      .delete()
      .returning(["id", "email", "subject"]);
    await recordAuditEach(trx, actor, { action: "contact_message.delete", entity: "contact_message" }, rows, (row) => ({
      email: row.email,
      subject: row.subject,
    }));
    return rows.length;
  });
}

/** Every message by id (the REST API's list; the admin list pages them newest first). */
export async function listContactMessagesById(db: Knex): Promise<ContactMessage[]> {
  return ContactMessage.query(db).orderBy("id");
}

export async function findContactMessage(db: Knex, id: number): Promise<ContactMessage | null> {
  return (await ContactMessage.query(db).findById(id)) ?? null;
}

/** What an admin may correct in a message: the fields the contact schema checks (the caller validates). */
type ContactMessageChange = Partial<Pick<ContactMessage, "name" | "email" | "phone" | "subject" | "message">>;

/** Corrects a message; null when it does not exist. Audited with the fields that changed. */
export async function updateContactMessage(
  db: Knex,
  id: number,
  change: ContactMessageChange,
  actor: Actor,
): Promise<ContactMessage | null> {
  return db.transaction(async (trx) => {
    const before = await ContactMessage.query(trx).findById(id).forUpdate();
    if (!before) return null;
    const changed = (Object.keys(change) as Array<keyof ContactMessageChange>).filter((k) => change[k] !== before[k]);
    if (changed.length === 0) return before;
    const after = await ContactMessage.query(trx).patchAndFetchById(id, change);
    await audit(trx, actor, "contact_message.update", id, { fields: changed });
    return after;
  });
}
