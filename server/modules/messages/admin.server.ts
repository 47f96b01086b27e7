import type { Knex } from "knex";
import { fn } from "objection";
import { z } from "zod";
import { changeRows } from "../../db/bulk.js";
import { ContactMessage } from "../../db/models/ContactMessage.js";
import { pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";
import { audit, recordAuditEach, type Actor } from "../audit/audit.server.js";
import { rowIds } from "../../validation.js";
import { whereEveryWord } from "../../db/sql.js";
import { text } from "../validation/text.js";
import { MESSAGE_STATES, type MessageState } from "./states.js";

const MESSAGES_PAGE_SIZE = 20;

export const messageListQuerySchema = z.object({
  /** Unread or read only; every message when absent. */
  status: z.enum(MESSAGE_STATES).optional().catch(undefined),
  /** Words matched against the name, email, phone, subject and message (every word must match one of them). */
  q: text().trim().max(100).catch(""),
  page: pageParam,
});
type MessageListQuery = z.output<typeof messageListQuerySchema>;

const SEARCHED_COLUMNS = ["name", "email", "phone", "subject", "message"] as const;

/** The messages matching the search (every state). */
function searched(db: Knex, q: string) {
  return ContactMessage.query(db).modify((qb) => whereEveryWord(qb, q, SEARCHED_COLUMNS));
}

/**
 * One page of contact messages matching the search and state, newest first, with `counts`: how many of the messages
 * matching the search are unread and read.
 */
export async function listContactMessages(
  db: Knex,
  query: MessageListQuery,
): Promise<Page<ContactMessage> & { counts: Record<MessageState, number> }> {
  const [found, unread, all] = await Promise.all([
    paginateNewestFirst(
      searched(db, query.q).modify((qb) => {
        if (query.status === "unread") qb.whereNull("read_at");
        else if (query.status === "read") qb.whereNotNull("read_at");
      }),
      "created_at",
      query.page,
      MESSAGES_PAGE_SIZE,
    ),
    searched(db, query.q).whereNull("read_at").resultSize(),
    searched(db, query.q).resultSize(),
  ]);
  return { ...found, counts: { unread, read: all - unread } };
}

/** How many messages are unread (the sidebar's badge). */
export function countUnreadMessages(db: Knex): Promise<number> {
  return ContactMessage.query(db).whereNull("read_at").resultSize();
}

/**
 * Marks messages read or unread: `found` is how many exist, `changed` how many were not so already (each of those
 * audited).
 */
export async function setMessagesRead(
  db: Knex,
  ids: readonly number[],
  read: boolean,
  actor: Actor,
): Promise<{ found: number; changed: number }> {
  return changeRows(db, (trx: Knex.Transaction) => ContactMessage.query(trx), ids, ["id", "read_at"], {
    changes: (row) => (row.readAt !== null) !== read,
    patch: { readAt: read ? fn.now() : null },
    audit: (trx, row) => audit(trx, actor, read ? "contact_message.read" : "contact_message.unread", row.id),
  });
}

/** Marks one message read or unread; false when it does not exist. Audited only when it changes. */
export async function setMessageRead(db: Knex, id: number, read: boolean, actor: Actor): Promise<boolean> {
  return (await setMessagesRead(db, [id], read, actor)).found === 1;
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
