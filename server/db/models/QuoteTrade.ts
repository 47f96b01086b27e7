import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { QuoteRequest } from "./QuoteRequest.js";
import { TRADES } from "./quote-enums.js";

const quoteTradeRow = z.object({
  id: z.number().int(),
  quoteRequestId: z.number().int(),
  position: z.number().int(),
  trade: z.enum(TRADES),
  qty: z.number().int(),
  /** numeric(12,2) as strings. */
  pricePerHour: z.string().nullable(),
  pricePerMonth: z.string().nullable(),
});

type QuoteTradeRow = z.infer<typeof quoteTradeRow>;
/** One trade row of a supply quote (see base.ts for the row/class merge). */
export interface QuoteTrade extends QuoteTradeRow {}
export class QuoteTrade extends table("quote_trades", quoteTradeRow) {
  declare quoteRequest?: QuoteRequest;

  static relationMappings = (): RelationMappings => ({
    quoteRequest: belongsToOne(QuoteRequest, "quote_trades.quote_request_id", "quote_requests.id"),
  });
}
