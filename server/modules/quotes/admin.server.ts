import type { Knex } from "knex";
import { z } from "zod";
import { text } from "../validation/text.js";
import type { FileRecord } from "../../db/models/FileRecord.js";
import { QuoteRequest } from "../../db/models/QuoteRequest.js";
import { QUOTE_STATUSES, type QuoteStatus } from "../../db/models/quote-enums.js";
import type { QuoteTrade } from "../../db/models/QuoteTrade.js";
import { mapItems, pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";
import { escapeLike } from "../../db/sql.js";
import type { Services } from "../../services.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { deleteReleasingFiles } from "../media/files.server.js";

const QUOTES_PAGE_SIZE = 20;

export const quoteListQuerySchema = z.object({
  kind: z.enum(["all", "sub_contract", "supply"]).catch("all"),
  /** `open` = new and read (everything not archived). */
  status: z.enum(["open", "new", "read", "archived", "all"]).catch("open"),
  /** Words matched against the client, project, email and phone (every word must match one of them). */
  q: text().trim().max(100).catch(""),
  page: pageParam,
});
type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

/** One row of the quote requests list. */
interface QuoteListItem extends Pick<
  QuoteRequest,
  "id" | "kind" | "clientName" | "projectName" | "email" | "phone" | "status" | "createdAt"
> {
  /** Project type (sub-contract) or what the supply is for. */
  subject: string;
  tradeCount: number;
  hasAttachment: boolean;
}

const SEARCHED_COLUMNS = ["client_name", "project_name", "email", "phone"] as const;
const MAX_TERMS = 5;

/** The list's filters (kind, status, search words) on a quote-requests query. */
function filtered(db: Knex, query: QuoteListQuery) {
  return QuoteRequest.query(db).modify((qb) => {
    if (query.kind !== "all") qb.where("kind", query.kind);
    if (query.status === "open") qb.whereNot("status", "archived");
    else if (query.status !== "all") qb.where("status", query.status);
    for (const term of query.q.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS)) {
      const pattern = `%${escapeLike(term)}%`;
      qb.where((w) => SEARCHED_COLUMNS.forEach((column) => w.orWhereILike(column, pattern)));
    }
  });
}

/**
 * One page of quote requests matching the filters, with `newCount`: how many of the matching requests
 * are new (the same filters, so the two counts always describe the same set).
 */
export async function listQuoteRequests(db: Knex, query: QuoteListQuery): Promise<Page<QuoteListItem> & { newCount: number }> {
  const [found, newCount] = await Promise.all([
    paginateNewestFirst(filtered(db, query).withGraphFetched("trades"), "created_at", query.page, QUOTES_PAGE_SIZE),
    filtered(db, query).where("status", "new").resultSize(),
  ]);
  return {
    ...mapItems(found, (q) => ({
      id: q.id,
      kind: q.kind,
      clientName: q.clientName,
      projectName: q.projectName,
      subject: q.projectType ?? q.supplyFor ?? "",
      email: q.email,
      phone: q.phone,
      status: q.status,
      tradeCount: q.trades?.length ?? 0,
      hasAttachment: q.attachmentFileId !== null,
      createdAt: q.createdAt,
    })),
    newCount,
  };
}

/** One request with its trade rows and attachment, for the detail page. */
interface QuoteDetail extends Pick<
  QuoteRequest,
  | "id"
  | "kind"
  | "country"
  | "clientName"
  | "projectName"
  | "projectType"
  | "projectValue"
  | "supplyFor"
  | "contractPeriod"
  | "phone"
  | "email"
  | "description"
  | "status"
  | "createdAt"
  | "updatedAt"
> {
  attachment: ({ fileId: string } & Pick<FileRecord, "originalName" | "contentType" | "sizeBytes">) | null;
  trades: Array<Pick<QuoteTrade, "position" | "trade" | "qty" | "pricePerHour" | "pricePerMonth">>;
}

export async function getQuoteRequest(db: Knex, id: number): Promise<QuoteDetail | null> {
  const quote = await QuoteRequest.query(db).findById(id).withGraphFetched("[trades, attachment]");
  if (!quote) return null;
  const file = quote.attachment;
  return {
    id: quote.id,
    kind: quote.kind,
    country: quote.country,
    clientName: quote.clientName,
    projectName: quote.projectName,
    projectType: quote.projectType,
    projectValue: quote.projectValue,
    supplyFor: quote.supplyFor,
    contractPeriod: quote.contractPeriod,
    phone: quote.phone,
    email: quote.email,
    description: quote.description,
    status: quote.status,
    createdAt: quote.createdAt,
    updatedAt: quote.updatedAt,
    attachment: file
      ? { fileId: file.id, originalName: file.originalName, contentType: file.contentType, sizeBytes: file.sizeBytes }
      : null,
    trades: (quote.trades ?? []).map((t) => ({
      position: t.position,
      trade: t.trade,
      qty: t.qty,
      pricePerHour: t.pricePerHour,
      pricePerMonth: t.pricePerMonth,
    })),
  };
}

export const quoteStatusSchema = z.enum(QUOTE_STATUSES);

/** Changes a request's status; false when it does not exist. Audited only when it changes. */
export async function setQuoteStatus(db: Knex, id: number, status: QuoteStatus, actor: Actor): Promise<boolean> {
  return db.transaction(async (trx) => {
    const quote = await QuoteRequest.query(trx).findById(id).forUpdate();
    if (!quote) return false;
    if (quote.status === status) return true;
    await QuoteRequest.query(trx).findById(id).patch({ status });
    await audit(trx, actor, "quote_request.status", id, { from: quote.status, to: status });
    return true;
  });
}

/** The attachment of one sub-contract request, for the admin download. */
export async function findQuoteAttachment(
  db: Knex,
  id: number,
): Promise<{ objectKey: string; name: string; contentType: string; size: number } | null> {
  const file = await QuoteRequest.relatedQuery("attachment", db).for(id).where("bucket", "private").first();
  return file
    ? { objectKey: file.objectKey, name: file.originalName || "attachment", contentType: file.contentType, size: file.sizeBytes }
    : null;
}

/** Every request by id with its trade rows and attachment (the REST API's list; the admin list pages them). */
export async function listQuoteRequestsById(db: Knex): Promise<QuoteRequest[]> {
  return QuoteRequest.query(db).withGraphFetched("[trades, attachment]").orderBy("id");
}

export async function findQuoteRequest(db: Knex, id: number): Promise<QuoteRequest | null> {
  return (await QuoteRequest.query(db).findById(id).withGraphFetched("[trades, attachment]")) ?? null;
}

/** Deletes a request with its trade rows; its attachment is released and removed after the commit. False when absent. */
export async function deleteQuoteRequest(
  services: Pick<Services, "db" | "storage" | "logger">,
  id: number,
  actor: Actor,
): Promise<boolean> {
  return deleteReleasingFiles(services, async (trx) => {
    const [row] = await QuoteRequest.query(trx).where("id", id).delete().returning(["id", "kind", "attachment_file_id"]);
    if (!row) return null;
    await audit(trx, actor, "quote_request.delete", id, { kind: row.kind });
    return row.attachmentFileId ? [row.attachmentFileId] : [];
  });
}
