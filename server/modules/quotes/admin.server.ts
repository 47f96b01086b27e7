import type { Knex } from "knex";
import { z } from "zod";
import { text } from "../validation/text.js";
import type { FileRecord } from "../../db/models/FileRecord.js";
import { changeRows } from "../../db/bulk.js";
import { QuoteRequest } from "../../db/models/QuoteRequest.js";
import { QUOTE_STATUSES, type QuoteStatus } from "../../db/models/quote-enums.js";
import type { QuoteTrade } from "../../db/models/QuoteTrade.js";
import { mapItems, pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";
import { whereEveryWord } from "../../db/sql.js";
import type { Services } from "../../services.js";
import { rowIds } from "../../validation.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { deleteReleasingFiles } from "../media/files.server.js";

const QUOTES_PAGE_SIZE = 20;

export const quoteListQuerySchema = z.object({
  kind: z.enum(["all", "sub_contract", "supply"]).catch("all"),
  /** One status only (`new` is unread); every request when absent. */
  status: z.enum(QUOTE_STATUSES).optional().catch(undefined),
  /** Words matched against the client, company or project, email, phone and service (every word must match one). */
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

/** Client, company or project, email, phone and the service asked for (project type or what the supply is for). */
const SEARCHED_COLUMNS = ["client_name", "project_name", "email", "phone", "project_type", "supply_for"] as const;

/** The list's kind and search words on a quote-requests query (every status). */
function searched(db: Knex, query: QuoteListQuery) {
  return QuoteRequest.query(db).modify((qb) => {
    if (query.kind !== "all") qb.where("kind", query.kind);
    whereEveryWord(qb, query.q, SEARCHED_COLUMNS);
  });
}

/**
 * One page of quote requests matching the kind, search and status, newest first, with `counts`: how many requests
 * matching the kind and search have each status (so the status links and the page describe the same set).
 */
export async function listQuoteRequests(
  db: Knex,
  query: QuoteListQuery,
): Promise<Page<QuoteListItem> & { counts: Record<QuoteStatus, number> }> {
  const [found, grouped] = await Promise.all([
    paginateNewestFirst(
      searched(db, query)
        .modify((qb) => {
          if (query.status) qb.where("status", query.status);
        })
        .withGraphFetched("trades"),
      "created_at",
      query.page,
      QUOTES_PAGE_SIZE,
    ),
    searched(db, query).select("status").count({ n: "*" }).groupBy("status") as unknown as Promise<
      Array<{ status: QuoteStatus; n: string | number }>
    >,
  ]);
  const counts = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, 0])) as Record<QuoteStatus, number>;
  for (const row of grouped) counts[row.status] = Number(row.n);
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
    counts,
  };
}

/** How many requests are new, that is unread (the sidebar's badge). */
export function countNewQuotes(db: Knex): Promise<number> {
  return QuoteRequest.query(db).where("status", "new").resultSize();
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
export const quoteIdsSchema = rowIds(500);

/**
 * Gives requests `status`; with `from`, only those that have that status now ("mark read" leaves archived requests
 * archived). `found` is how many exist, `changed` how many changed (each audited).
 */
export async function setQuotesStatus(
  db: Knex,
  ids: readonly number[],
  status: QuoteStatus,
  actor: Actor,
  from?: QuoteStatus,
): Promise<{ found: number; changed: number }> {
  return changeRows(db, (trx: Knex.Transaction) => QuoteRequest.query(trx), ids, ["id", "status"], {
    changes: (row) => row.status !== status && (from === undefined || row.status === from),
    patch: { status },
    audit: (trx, row) => audit(trx, actor, "quote_request.status", row.id, { from: row.status, to: status }),
  });
}

/** Changes a request's status; false when it does not exist. Audited only when it changes. */
export async function setQuoteStatus(db: Knex, id: number, status: QuoteStatus, actor: Actor): Promise<boolean> {
  return (await setQuotesStatus(db, [id], status, actor)).found === 1;
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

/**
 * Deletes requests with their trade rows, in one transaction; their attachments are released and removed after the
 * commit. Returns how many existed.
 */
export async function deleteQuoteRequests(
  services: Pick<Services, "db" | "storage" | "logger">,
  ids: readonly number[],
  actor: Actor,
): Promise<number> {
  let deleted = 0;
  await deleteReleasingFiles(services, async (trx) => {
    const rows = await QuoteRequest.query(trx)
      .whereIn("id", [...new Set(ids)])
      .delete()
      .returning(["id", "kind", "attachment_file_id"]);
    for (const row of rows) await audit(trx, actor, "quote_request.delete", row.id, { kind: row.kind });
    deleted = rows.length;
    return rows.flatMap((row) => (row.attachmentFileId ? [row.attachmentFileId] : []));
  });
  return deleted;
}

/** Deletes one request (see deleteQuoteRequests); false when it does not exist. */
export async function deleteQuoteRequest(
  services: Pick<Services, "db" | "storage" | "logger">,
  id: number,
  actor: Actor,
): Promise<boolean> {
  return (await deleteQuoteRequests(services, [id], actor)) === 1;
}
