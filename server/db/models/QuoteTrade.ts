import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { QuoteRequest } from "./QuoteRequest.js";
import type { Trade } from "./quote-enums.js";

export class QuoteTrade extends BaseModel {
  static tableName = "quote_trades";

  declare id: number;
  declare quoteRequestId: number;
  declare position: number;
  declare trade: Trade;
  declare qty: number;
  /** numeric(12,2) as strings. */
  declare pricePerHour: string | null;
  declare pricePerMonth: string | null;

  declare quoteRequest?: QuoteRequest;

  static get relationMappings(): RelationMappings {
    return {
      quoteRequest: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: QuoteRequest,
        join: { from: "quote_trades.quote_request_id", to: "quote_requests.id" },
      },
    };
  }
}
