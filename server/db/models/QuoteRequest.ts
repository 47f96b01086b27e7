import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, hasMany, table } from "./base.js";
import { FileRecord } from "./FileRecord.js";
import { QuoteTrade } from "./QuoteTrade.js";
import { CONTRACT_PERIODS, PROJECT_TYPES, QUOTE_KINDS, QUOTE_STATUSES, SUPPLY_TYPES } from "./quote-enums.js";

/**
 * Database checks: a sub_contract row has project_type, project_value and description and no supply fields;
 * a supply row has supply_for and contract_period, no project type/value and no attachment.
 */
const quoteRequestRow = z.object({
  id: z.number().int(),
  kind: z.enum(QUOTE_KINDS),
  /** The visitor's selected country ('bangladesh' / 'saudiarabia'). */
  country: z.string(),
  clientName: z.string(),
  projectName: z.string(),
  projectType: z.enum(PROJECT_TYPES).nullable(),
  /** numeric(16,2) as a string, SAR. */
  projectValue: z.string().nullable(),
  supplyFor: z.enum(SUPPLY_TYPES).nullable(),
  contractPeriod: z.enum(CONTRACT_PERIODS).nullable(),
  phone: z.string(),
  email: z.string(),
  description: z.string().nullable(),
  attachmentFileId: z.uuid().nullable(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.date(),
  updatedAt: z.date(),
});

type QuoteRequestRow = z.infer<typeof quoteRequestRow>;
/** A quote request with its trade rows (see base.ts for the row/class merge). */
export interface QuoteRequest extends QuoteRequestRow {}
export class QuoteRequest extends table("quote_requests", quoteRequestRow) {
  declare trades?: QuoteTrade[];
  declare attachment?: FileRecord | null;

  static relationMappings = (): RelationMappings => ({
    trades: hasMany(QuoteTrade, "quote_requests.id", "quote_trades.quote_request_id", {
      modify: (qb) => qb.orderBy("position"),
    }),
    attachment: belongsToOne(FileRecord, "quote_requests.attachment_file_id", "files.id"),
  });
}
