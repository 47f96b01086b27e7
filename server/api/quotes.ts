import { z } from "zod";
import type { QuoteRequest } from "../db/models/QuoteRequest.js";
import { HONEYPOT_FIELD } from "../modules/protection/protection.server.js";
import { deleteQuoteRequest, findQuoteRequest, listQuoteRequestsById } from "../modules/quotes/admin.server.js";
import { ATTACHMENT_FIELD, quoteSchema, type QuoteMode } from "../modules/quotes/quotes.js";
import { recordQuote } from "../modules/quotes/quotes.server.js";
import type { Services } from "../services.js";
import { rowIdValue } from "../validation.js";
import { signedFileUrlOrNull } from "./files-url.js";
import { apiDateTime, apiDecimal, ApiError, guardSubmission, parseWithDrfWording } from "./http.js";
import { deleteRoute, detailRoute, listRoute } from "./resource.js";
import { detailBody, idParam, nestedFieldErrorsBody, route, type ApiCall } from "./route.js";
import { acceptedFile } from "./uploads.js";

/*
 * docs/api.md §19 quotes: the /quote page's door in JSON or multipart (the same honeypot and per-IP limit, the quote
 * schema, the quotes module's store and the upload module's document policy for the attachment); reading and
 * deleting them needs a token.
 */

const tag = "quotes";
const NAME = "Quote";

const amount = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .nullable()
  .meta({ description: "A decimal with two places" });
const quote = z
  .object({
    id: z.number().int(),
    kind: z.enum(["subcontract", "supply"]),
    clientName: z.string(),
    projectName: z.string(),
    projectType: z.string(),
    projectValue: amount,
    supplyFor: z.string(),
    contractPeriod: z.string(),
    phone: z.string(),
    email: z.string(),
    description: z.string(),
    trades: z.array(z.object({ trade: z.string(), qty: z.number().int(), pricePerHour: amount, pricePerMonth: amount })),
    attachment: z.url().nullable(),
    submitted_at: z.iso.datetime(),
  })
  .meta({ id: "Quote" });

const created = z.object({ status: z.literal("success"), id: rowIdValue }).meta({ id: "QuoteCreated" });

const common = { clientName: z.unknown(), projectName: z.unknown(), phone: z.unknown(), email: z.unknown() };
// Members are checked by the quote schema (server/modules/quotes/quotes.ts) after the honeypot and limit: other
// keys stay for the honeypot.
const subcontractRequest = z
  .object({ ...common, projectType: z.unknown(), projectValue: z.unknown(), description: z.unknown() })
  .partial()
  .loose();
const supplyRequest = z
  .object({ ...common, supplyFor: z.unknown(), contractPeriod: z.unknown(), trades: z.unknown() })
  .partial()
  .loose();

/** The quote schema's members for each kind (`mode` is the route's), as documented requests. */
const [subcontractSchema, supplySchema] = quoteSchema.options;
const honeypot = { [HONEYPOT_FIELD]: z.string().max(0).optional().meta({ description: "Left empty (the honeypot)" }) };
const subcontractDocumented = subcontractSchema.omit({ mode: true }).extend(honeypot).meta({
  id: "SubcontractQuoteRequest",
  description: "JSON, or multipart with an `attachment` file (PDF, DOC, DOCX, JPG, PNG); amounts as numbers or text",
});
const supplyDocumented = supplySchema
  .omit({ mode: true })
  .extend({
    ...honeypot,
    trades: z.union([
      supplySchema.shape.trades,
      z.string().meta({ description: "In multipart or urlencoded: the same list as a JSON string" }),
    ]),
  })
  .meta({ id: "SupplyQuoteRequest", description: "JSON, or multipart with `trades` as a JSON string" });

const toDecimal = (value: string | null) => (value === null ? null : apiDecimal(value));

const toQuote = (services: Pick<Services, "config">, q: QuoteRequest): z.infer<typeof quote> => ({
  id: q.id,
  kind: q.kind === "sub_contract" ? "subcontract" : "supply",
  clientName: q.clientName,
  projectName: q.projectName,
  projectType: q.projectType ?? "",
  projectValue: toDecimal(q.projectValue),
  supplyFor: q.supplyFor ?? "",
  contractPeriod: q.contractPeriod ?? "",
  phone: q.phone,
  email: q.email,
  description: q.description ?? "",
  trades: (q.trades ?? []).map((t) => ({
    trade: t.trade,
    qty: t.qty,
    pricePerHour: toDecimal(t.pricePerHour),
    pricePerMonth: toDecimal(t.pricePerMonth),
  })),
  attachment: signedFileUrlOrNull(services.config, q.attachmentFileId),
  submitted_at: apiDateTime(q.createdAt),
});

/** JSON numbers as the text a number input sends (the quote schema reads amounts and quantities from text). */
function numbersAsText(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(numbersAsText);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsText(v)]));
  return value;
}

/** Multipart sends `trades` as a JSON string. */
function tradesOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ApiError(400, { trades: ["Value must be valid JSON."] });
  }
}

/** A quantity is an integer field: DRF says so whatever the text was. */
function integerQuantities(error: ApiError): ApiError {
  const body = error.body as Record<string, unknown>;
  if (!Array.isArray(body.trades)) return error;
  for (const item of body.trades as Array<Record<string, string[]>>) {
    if (item && typeof item === "object" && item.qty) {
      item.qty = item.qty.map((m) => (m === "A valid number is required." ? "A valid integer is required." : m));
    }
  }
  return error;
}

async function submit({ services, ctx, body, uploads }: ApiCall<unknown, unknown, Record<string, unknown>>, mode: QuoteMode) {
  const text = Object.entries(body).filter(([, v]) => typeof v === "string") as Array<[string, string]>;
  await guardSubmission(services, { formData: new URLSearchParams(text), ip: ctx.ip, bucket: "quote" });

  // JSON's `attachment` (a browser File serialised as `{}`) is ignored; files come only in multipart.
  const attachment = mode === "subContract" ? acceptedFile(services, uploads, ATTACHMENT_FIELD, "document") : undefined;
  const { attachment: _ignored, ...fields } = body;
  const input = numbersAsText({ ...fields, ...(mode === "supply" ? { trades: tradesOf(fields.trades) } : {}), mode });
  let parsed: z.output<typeof quoteSchema>;
  try {
    parsed = parseWithDrfWording(quoteSchema, input);
  } catch (err) {
    throw err instanceof ApiError ? integerQuantities(err) : err;
  }
  const outcome = await recordQuote(services, {
    quote: parsed,
    uploads: { get: (field) => (field === ATTACHMENT_FIELD ? attachment : undefined) },
    country: null,
  });
  if (!outcome.ok)
    throw new ApiError(400, { [ATTACHMENT_FIELD]: ["The uploaded file is no longer available. Please upload it again."] });
  return { status: 201, body: { status: "success", id: outcome.quoteId } };
}

const submitResponses = {
  201: { description: "Stored", schema: created },
  400: { description: "Field errors (nested per trade row)", schema: nestedFieldErrorsBody },
  429: { description: "Too many requests from this address", schema: detailBody },
};
const kinds = ["json", "multipart", "form"] as const;

export const quotesRoutes = [
  ...(
    [
      ["subcontract", "Request a sub-contract quote", subcontractRequest, subcontractDocumented, "subContract"],
      ["supply", "Request a manpower supply quote", supplyRequest, supplyDocumented, "supply"],
    ] as const
  ).map(([path, summary, schema, documented, mode]) =>
    route({
      method: "post",
      path: `/backend/api/quote/${path}/`,
      access: "public",
      tag,
      summary: `${summary} (also without the trailing slash)`,
      body: {
        schema: schema as z.ZodType<Record<string, unknown>>,
        kinds,
        documented,
        ...(mode === "subContract" ? { files: [ATTACHMENT_FIELD] } : {}),
      },
      responses: submitResponses,
      handler: async (call) => submit(call, mode),
    }),
  ),
  listRoute({
    path: "/backend/api/quotes/",
    access: "token",
    tag,
    summary: "Every quote request, by id",
    description: "Quotes",
    item: quote,
    list: (services) => listQuoteRequestsById(services.db),
    present: toQuote,
  }),
  detailRoute({
    path: "/backend/api/quotes/:id/",
    access: "token",
    tag,
    summary: "One quote request (its attachment a signed download link)",
    params: idParam,
    description: "The quote",
    schema: quote,
    name: NAME,
    find: ({ services, params }) => findQuoteRequest(services.db, params.id),
    present: toQuote,
  }),
  deleteRoute({
    path: "/backend/api/quotes/:id/",
    tag,
    summary: "Delete a quote request and its attachment",
    params: idParam,
    name: NAME,
    remove: ({ services, params, actor }) => deleteQuoteRequest(services, params.id, actor),
  }),
];
