import type { Knex } from "knex";
import { z } from "zod";
import { recordAudit, type Actor } from "../audit/audit.server.js";

export const QUOTES_PAGE_SIZE = 20;
export const QUOTE_STATUSES = ["new", "read", "archived"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type QuoteKind = "sub_contract" | "supply";

export const quoteListQuerySchema = z.object({
  kind: z.enum(["all", "sub_contract", "supply"]).catch("all"),
  /** `open` = new and read (everything not archived). */
  status: z.enum(["open", "new", "read", "archived", "all"]).catch("open"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

export interface QuoteListItem {
  id: number;
  kind: QuoteKind;
  clientName: string;
  projectName: string;
  /** Project type (sub-contract) or what the supply is for. */
  subject: string;
  email: string;
  phone: string;
  status: QuoteStatus;
  tradeCount: number;
  hasAttachment: boolean;
  createdAt: Date;
}

export async function listQuoteRequests(
  db: Knex,
  query: QuoteListQuery,
): Promise<{ quotes: QuoteListItem[]; total: number; newCount: number; page: number; pageCount: number }> {
  const filtered = () => {
    const qb = db("quote_requests as q");
    if (query.kind !== "all") qb.where("q.kind", query.kind);
    if (query.status === "open") qb.whereNot("q.status", "archived");
    else if (query.status !== "all") qb.where("q.status", query.status);
    return qb;
  };
  const [[{ count }], [{ fresh }]] = await Promise.all([
    filtered().count<Array<{ count: string }>>("* as count"),
    db("quote_requests").where("status", "new").count<Array<{ fresh: string }>>("* as fresh"),
  ]);
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / QUOTES_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await filtered()
    .orderBy("q.created_at", "desc")
    .orderBy("q.id", "desc")
    .limit(QUOTES_PAGE_SIZE)
    .offset((page - 1) * QUOTES_PAGE_SIZE)
    .select<
      Array<{
        id: number;
        kind: QuoteKind;
        client_name: string;
        project_name: string;
        project_type: string | null;
        supply_for: string | null;
        email: string;
        phone: string;
        status: QuoteStatus;
        attachment_file_id: string | null;
        created_at: Date;
        trade_count: string;
      }>
    >(
      "q.id",
      "q.kind",
      "q.client_name",
      "q.project_name",
      "q.project_type",
      "q.supply_for",
      "q.email",
      "q.phone",
      "q.status",
      "q.attachment_file_id",
      "q.created_at",
      db.raw("(select count(*) from quote_trades t where t.quote_request_id = q.id) as trade_count"),
    );
  return {
    quotes: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      clientName: r.client_name,
      projectName: r.project_name,
      subject: r.project_type ?? r.supply_for ?? "",
      email: r.email,
      phone: r.phone,
      status: r.status,
      tradeCount: Number(r.trade_count),
      hasAttachment: r.attachment_file_id !== null,
      createdAt: r.created_at,
    })),
    total,
    newCount: Number(fresh),
    page,
    pageCount,
  };
}

export interface QuoteDetail {
  id: number;
  kind: QuoteKind;
  country: string;
  clientName: string;
  projectName: string;
  projectType: string | null;
  /** numeric(16,2) as text, SAR. */
  projectValue: string | null;
  supplyFor: string | null;
  contractPeriod: string | null;
  phone: string;
  email: string;
  description: string | null;
  status: QuoteStatus;
  createdAt: Date;
  updatedAt: Date;
  attachment: { fileId: string; originalName: string; contentType: string; sizeBytes: number } | null;
  trades: Array<{ position: number; trade: string; qty: number; pricePerHour: string | null; pricePerMonth: string | null }>;
}

export async function getQuoteRequest(db: Knex, id: number): Promise<QuoteDetail | null> {
  const row = await db("quote_requests as q").leftJoin("files as f", "f.id", "q.attachment_file_id").where("q.id", id).first<
    | {
        id: number;
        kind: QuoteKind;
        country: string;
        client_name: string;
        project_name: string;
        project_type: string | null;
        project_value: string | null;
        supply_for: string | null;
        contract_period: string | null;
        phone: string;
        email: string;
        description: string | null;
        status: QuoteStatus;
        created_at: Date;
        updated_at: Date;
        attachment_file_id: string | null;
        original_name: string | null;
        content_type: string | null;
        size_bytes: string | null;
      }
    | undefined
  >("q.*", "f.original_name", "f.content_type", "f.size_bytes");
  if (!row) return null;
  const trades = await db("quote_trades")
    .where("quote_request_id", id)
    .orderBy("position")
    .select<
      Array<{ position: number; trade: string; qty: number; price_per_hour: string | null; price_per_month: string | null }>
    >("position", "trade", "qty", "price_per_hour", "price_per_month");
  return {
    id: row.id,
    kind: row.kind,
    country: row.country,
    clientName: row.client_name,
    projectName: row.project_name,
    projectType: row.project_type,
    projectValue: row.project_value,
    supplyFor: row.supply_for,
    contractPeriod: row.contract_period,
    phone: row.phone,
    email: row.email,
    description: row.description,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    attachment: row.attachment_file_id
      ? {
          fileId: row.attachment_file_id,
          originalName: row.original_name ?? "attachment",
          contentType: row.content_type ?? "application/octet-stream",
          sizeBytes: Number(row.size_bytes ?? 0),
        }
      : null,
    trades: trades.map((t) => ({
      position: t.position,
      trade: t.trade,
      qty: t.qty,
      pricePerHour: t.price_per_hour,
      pricePerMonth: t.price_per_month,
    })),
  };
}

export const quoteStatusSchema = z.enum(QUOTE_STATUSES);

/** Changes a request's status; false when it does not exist. Audited only when it changes. */
export async function setQuoteStatus(db: Knex, id: number, status: QuoteStatus, actor: Actor): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await trx("quote_requests").where({ id }).forUpdate().first<{ status: QuoteStatus } | undefined>("status");
    if (!row) return false;
    if (row.status === status) return true;
    await trx("quote_requests").where({ id }).update({ status });
    await recordAudit(trx, {
      ...actor,
      action: "quote_request.status",
      entity: "quote_request",
      entityId: id,
      details: { from: row.status, to: status },
    });
    return true;
  });
}

/** The attachment of one sub-contract request, for the admin download. */
export async function findQuoteAttachment(
  db: Knex,
  id: number,
): Promise<{ objectKey: string; name: string; contentType: string; size: number } | null> {
  const row = await db("quote_requests as q")
    .join("files as f", "f.id", "q.attachment_file_id")
    .where("q.id", id)
    .where("f.bucket", "private")
    .first<{ original_name: string; object_key: string; content_type: string; size_bytes: string } | undefined>(
      "f.original_name",
      "f.object_key",
      "f.content_type",
      "f.size_bytes",
    );
  return row
    ? {
        objectKey: row.object_key,
        name: row.original_name || "attachment",
        contentType: row.content_type,
        size: Number(row.size_bytes),
      }
    : null;
}
