import type { Knex } from "knex";
import { z } from "zod";
import { recordAudit, type Actor } from "../audit/audit.server.js";

export const MESSAGES_PAGE_SIZE = 20;

export const messageListQuerySchema = z.object({
  show: z.enum(["all", "unread"]).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  readAt: Date | null;
  createdAt: Date;
}

/** Contact messages, newest first, with the unread count across all of them. */
export async function listContactMessages(
  db: Knex,
  query: MessageListQuery,
): Promise<{ messages: AdminMessage[]; total: number; unread: number; page: number; pageCount: number }> {
  const filtered = () => (query.show === "unread" ? db("contact_messages").whereNull("read_at") : db("contact_messages"));
  const [[{ count }], [{ unread }]] = await Promise.all([
    filtered().count<Array<{ count: string }>>("* as count"),
    db("contact_messages").whereNull("read_at").count<Array<{ unread: string }>>("* as unread"),
  ]);
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await filtered()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(MESSAGES_PAGE_SIZE)
    .offset((page - 1) * MESSAGES_PAGE_SIZE)
    .select<
      Array<{
        id: number;
        name: string;
        email: string;
        phone: string | null;
        subject: string | null;
        message: string;
        read_at: Date | null;
        created_at: Date;
      }>
    >("id", "name", "email", "phone", "subject", "message", "read_at", "created_at");
  return {
    messages: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      subject: r.subject,
      message: r.message,
      readAt: r.read_at,
      createdAt: r.created_at,
    })),
    total,
    unread: Number(unread),
    page,
    pageCount,
  };
}

/** Marks one message read or unread; false when it does not exist. Audited only when it changes. */
export async function setMessageRead(db: Knex, id: number, read: boolean, actor: Actor): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await trx("contact_messages").where({ id }).forUpdate().first<{ read_at: Date | null } | undefined>("read_at");
    if (!row) return false;
    if ((row.read_at !== null) === read) return true;
    await trx("contact_messages")
      .where({ id })
      .update({ read_at: read ? trx.fn.now() : null });
    await recordAudit(trx, {
      ...actor,
      action: read ? "contact_message.read" : "contact_message.unread",
      entity: "contact_message",
      entityId: id,
    });
    return true;
  });
}

export const messageIdsSchema = z.array(z.coerce.number().int().positive()).min(1).max(500);

/** Deletes messages; returns how many existed. */
export async function deleteContactMessages(db: Knex, ids: readonly number[], actor: Actor): Promise<number> {
  return db.transaction(async (trx) => {
    const rows = await trx("contact_messages")
      .whereIn("id", [...new Set(ids)])
      .delete()
      .returning<Array<{ id: number; email: string; subject: string | null }>>(["id", "email", "subject"]);
    for (const row of rows) {
      await recordAudit(trx, {
        ...actor,
        action: "contact_message.delete",
        entity: "contact_message",
        entityId: row.id,
        details: { email: row.email, subject: row.subject },
      });
    }
    return rows.length;
  });
}
