import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { FileRecord } from "./FileRecord.js";
import { QuoteTrade } from "./QuoteTrade.js";
import type { CONTRACT_PERIODS, PROJECT_TYPES, SUPPLY_TYPES } from "./quote-enums.js";

export type QuoteKind = "sub_contract" | "supply";
export type QuoteStatus = "new" | "read" | "archived";

/**
 * Database checks: a sub_contract row has project_type, project_value and description and no supply fields;
 * a supply row has supply_for and contract_period, no project type/value and no attachment.
 */
export class QuoteRequest extends BaseModel {
  static tableName = "quote_requests";

  declare id: number;
  declare kind: QuoteKind;
  /** The visitor's selected country ('bangladesh' / 'saudiarabia'). */
  declare country: string;
  declare clientName: string;
  declare projectName: string;
  declare projectType: (typeof PROJECT_TYPES)[number] | null;
  /** numeric(16,2) as a string, SAR. */
  declare projectValue: string | null;
  declare supplyFor: (typeof SUPPLY_TYPES)[number] | null;
  declare contractPeriod: (typeof CONTRACT_PERIODS)[number] | null;
  declare phone: string;
  declare email: string;
  declare description: string | null;
  declare attachmentFileId: string | null;
  declare status: QuoteStatus;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare trades?: QuoteTrade[];
  declare attachment?: FileRecord | null;

  static get relationMappings(): RelationMappings {
    return {
      trades: {
        relation: BaseModel.HasManyRelation,
        modelClass: QuoteTrade,
        join: { from: "quote_requests.id", to: "quote_trades.quote_request_id" },
        modify: (qb) => qb.orderBy("position"),
      },
      attachment: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: FileRecord,
        join: { from: "quote_requests.attachment_file_id", to: "files.id" },
      },
    };
  }
}
