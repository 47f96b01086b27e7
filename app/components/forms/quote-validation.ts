import { parseWithZod } from "@conform-to/zod/v4";
import { quoteSchema } from "#server/modules/quotes/quotes.js";

/** The quote forms' check in the browser: the action's schema, loaded apart from the page (quote.tsx). */
export const validateQuote = (formData: FormData) => parseWithZod(formData, { schema: quoteSchema, disableAutoCoercion: true });
