import type { QuoteMode } from "#server/modules/quotes/quotes.js";

/** What /quote's action answers; `mode` says which of the two forms it is about. */
export type QuoteActionResult =
  | { status: "success"; mode: QuoteMode }
  | {
      status: "error";
      mode: QuoteMode;
      message: string;
      /** The request itself failed (offline, connection dropped): the message is the browser's own. */
      network?: boolean;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
      tradeRows: number;
    }
  /** A trade row added or removed without JavaScript: the form comes back with the typed values. */
  | { status: "editing"; mode: "supply"; values: Record<string, string>; tradeRows: number };
