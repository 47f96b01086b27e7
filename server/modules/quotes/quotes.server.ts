import type { PartialModelGraph } from "objection";
import { QuoteRequest } from "../../db/models/index.js";
import type { Services } from "../../services.js";
import { claimFiles, FileUnavailableError } from "../media/files.server.js";
import type { UploadLookup } from "../forms/schema.js";
import { ATTACHMENT_FIELD, type QuoteInput } from "./quotes.js";

/** How storing a valid quote request ended; the page words each outcome. */
type QuoteOutcome = { ok: true; quoteId: number } | { ok: false; reason: "attachmentUnavailable" };

const amount = (value: number | undefined) => (value === undefined ? null : value.toFixed(2));

/** The quote request row with its trade rows, as one graph (numeric columns as their exact text). */
function quoteGraph(quote: QuoteInput, country: string, attachmentId: string | null): PartialModelGraph<QuoteRequest> {
  const common = {
    country,
    clientName: quote.clientName,
    projectName: quote.projectName,
    phone: quote.phone,
    email: quote.email,
  };
  if (quote.mode === "subContract") {
    return {
      ...common,
      kind: "sub_contract",
      projectType: quote.projectType,
      projectValue: amount(quote.projectValue),
      description: quote.description,
      attachmentFileId: attachmentId,
    };
  }
  return {
    ...common,
    kind: "supply",
    supplyFor: quote.supplyFor,
    contractPeriod: quote.contractPeriod,
    trades: quote.trades.map((t, position) => ({
      position,
      trade: t.trade,
      qty: t.qty,
      pricePerHour: amount(t.pricePerHour),
      pricePerMonth: amount(t.pricePerMonth),
    })),
  };
}

/**
 * Stores a validated quote request (sub-contract with its optional attachment, or supply with its trade
 * rows) in one transaction. A supply request carries no attachment: a file sent with one stays unclaimed
 * and is removed. A refused request stores nothing.
 */
export async function recordQuote(
  services: Pick<Services, "db">,
  input: { quote: QuoteInput; uploads: UploadLookup; country: string | null },
): Promise<QuoteOutcome> {
  const { quote } = input;
  const attachmentId = (quote.mode === "subContract" && input.uploads.get(ATTACHMENT_FIELD)?.id) || null;
  try {
    const quoteId = await services.db.transaction(async (trx) => {
      // Claimed first: a file swept meanwhile is reported as such instead of failing on its foreign key.
      if (attachmentId) await claimFiles(trx, [attachmentId]);
      const stored = await QuoteRequest.query(trx).insertGraph(quoteGraph(quote, input.country ?? "", attachmentId));
      return stored.id;
    });
    return { ok: true, quoteId };
  } catch (err) {
    if (err instanceof FileUnavailableError) return { ok: false, reason: "attachmentUnavailable" };
    throw err;
  }
}
