import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "../../app/routes/_site.($lang).quote.js";
import type { QuoteReply } from "../../app/components/forms/quote.js";
import type { Services } from "../../server/services.js";
import { UploadedFiles, type StoredFile } from "../../server/modules/files/stored-file.js";
import {
  CONTRACT_PERIODS as DB_PERIODS,
  PROJECT_TYPES as DB_PROJECT_TYPES,
  SUPPLY_TYPES as DB_SUPPLY,
  TRADES as DB_TRADES,
} from "../../server/db/models/index.js";
import {
  CONTRACT_PERIODS,
  PROJECT_TYPES,
  SUPPLY_TYPES,
  TRADES,
  offersSupply,
  quoteSchema,
} from "../../server/modules/quotes/quotes.js";
import { counts, uploadedFile } from "./forms-support.js";
import { createIsolatedServices } from "../support/services.js";
import { wordedErrors } from "../support/messages.js";

let services: Services;
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
const TABLES = ["quote_requests", "quote_trades"];

beforeAll(async () => {
  isolated = await createIsolatedServices("quotes");
  [services] = isolated.services;
});
afterAll(async () => {
  await isolated?.close();
});

const subContract = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    mode: "subContract",
    clientName: "Al Noor Contracting",
    projectName: "Riyadh Tower B",
    projectType: "Commercial Building",
    projectValue: "2500000",
    phone: "+966 55 123 4567",
    email: "pm@alnoor.example",
    description: "Blockwork and plaster for 12 floors.",
    ...overrides,
  });

function supply(rows: Array<Record<string, string>>, overrides: Record<string, string> = {}) {
  const body = new URLSearchParams({
    mode: "supply",
    clientName: "Desert Facilities",
    projectName: "King Road Mall",
    supplyFor: "Cleaning Services",
    contractPeriod: "1 year + extension",
    phone: "0501234567",
    email: "ops@desert.example",
    ...overrides,
  });
  rows.forEach((row, i) => {
    for (const [cell, value] of Object.entries(row)) body.append(`trades[${i}].${cell}`, value);
  });
  return body;
}

describe("quote vocabulary", () => {
  it("matches the database enumerations", () => {
    expect(PROJECT_TYPES).toEqual(DB_PROJECT_TYPES);
    expect(SUPPLY_TYPES).toEqual(DB_SUPPLY);
    expect(CONTRACT_PERIODS).toEqual(DB_PERIODS);
    expect(TRADES).toEqual(DB_TRADES);
  });

  it("offers supply only for a country containing saudi or arabia", () => {
    expect(offersSupply("saudiarabia")).toBe(true);
    expect(offersSupply("Saudi Arabia")).toBe(true);
    expect(offersSupply("bangladesh")).toBe(false);
    expect(offersSupply(null)).toBe(false);
  });

  it("reads Bengali and Arabic-Indic digits in amounts, quantities and the phone as the same numbers", () => {
    const bengali = parseWithZod(subContract({ projectValue: "২৫,০০,০০০", phone: "+৯৬৬ ৫৫ ১২৩ ৪৫৬৭" }), {
      schema: quoteSchema,
      disableAutoCoercion: true,
    });
    expect(bengali.status).toBe("success");
    expect(bengali.status === "success" && bengali.value).toMatchObject({ projectValue: 2500000, phone: "+966 55 123 4567" });
    const arabic = parseWithZod(
      supply([{ trade: "Masonry", qty: "١٢", pricePerHour: "١٨٫٥", pricePerMonth: "٣٬٢٠٠" }], { phone: "٠٥٠١٢٣٤٥٦٧" }),
      { schema: quoteSchema, disableAutoCoercion: true },
    );
    expect(arabic.status === "success" && arabic.value).toMatchObject({
      phone: "0501234567",
      trades: [{ trade: "Masonry", qty: 12, pricePerHour: 18.5, pricePerMonth: 3200 }],
    });
    const letters = parseWithZod(subContract({ projectValue: "২৫x" }), { schema: quoteSchema, disableAutoCoercion: true });
    expect(letters.status).toBe("error");
  });

  it("removes a trade row with Conform's remove intent, closing the gap", () => {
    const body = supply([{ trade: "Masonry", qty: "2" }, { trade: "Painting" }, { trade: "HVAC" }]);
    body.set("__intent__", JSON.stringify({ type: "remove", payload: { name: "trades", index: 1 } }));
    const reply = parseWithZod(body, { schema: quoteSchema, disableAutoCoercion: true }).reply();
    expect(reply.status).toBeUndefined();
    expect(reply.initialValue?.trades).toEqual([{ trade: "Masonry", qty: "2" }, { trade: "HVAC" }]);
  });
});

let ipCounter = 0;

/** Posts a quote form to the /quote action as a visitor of `country` (a fresh address each time: no rate limit). */
async function submitQuote(body: URLSearchParams, files: StoredFile[], country: string | null) {
  const context = {
    services,
    cspNonce: "",
    requestId: "test",
    clientIp: `203.0.113.${++ipCounter}`,
    uploads: new UploadedFiles(files),
  } as unknown as AppLoadContext;
  const request = new Request("http://localhost/quote", {
    method: "POST",
    body,
    headers: country ? { cookie: `country=${country}` } : {},
  });
  const response = await action({ request, context, params: {} });
  return { status: response.init?.status ?? 200, reply: response.data as QuoteReply };
}

/** The stored request of a client name (each test uses its own). */
const storedQuote = (clientName: string) => services.db("quote_requests").where({ client_name: clientName }).first();

describe("the /quote action", () => {
  it("stores a sub-contract request with its attachment claimed", async () => {
    const file = await uploadedFile(services.db, "attachment", "application/pdf", "drawings.pdf");
    const result = await submitQuote(subContract(), [file], "saudiarabia");
    expect(result.status).toBe(200);
    expect(result.reply).toMatchObject({ mode: "subContract", result: { status: "success" } });
    const row = await storedQuote("Al Noor Contracting");
    expect(row).toMatchObject({
      kind: "sub_contract",
      country: "saudiarabia",
      client_name: "Al Noor Contracting",
      project_type: "Commercial Building",
      project_value: "2500000.00",
      attachment_file_id: file.id,
      supply_for: null,
    });
    expect((await services.db("files").where({ id: file.id }).first()).claimed_at).not.toBeNull();
  });

  it("stores a supply request with its trade rows in one go, and ignores an attachment sent with it", async () => {
    const file = await uploadedFile(services.db, "attachment");
    const rows = [
      { trade: "Masonry", qty: "12", pricePerHour: "18.5", pricePerMonth: "" },
      { trade: "Electrical", qty: "4", pricePerHour: "", pricePerMonth: "3,200" },
    ];
    const result = await submitQuote(supply(rows), [file], "saudiarabia");
    expect(result.reply).toMatchObject({ mode: "supply", result: { status: "success" } });
    const row = await storedQuote("Desert Facilities");
    expect(row).toMatchObject({
      kind: "supply",
      supply_for: "Cleaning Services",
      contract_period: "1 year + extension",
      project_type: null,
      attachment_file_id: null,
    });
    const trades = await services.db("quote_trades").where({ quote_request_id: row.id }).orderBy("position");
    expect(trades.map((t) => [t.position, t.trade, t.qty, t.price_per_hour, t.price_per_month])).toEqual([
      [0, "Masonry", 12, "18.50", null],
      [1, "Electrical", 4, null, "3200.00"],
    ]);
    expect((await services.db("files").where({ id: file.id }).first()).claimed_at).toBeNull();
  });

  it("refuses missing required fields with a message per field and stores nothing", async () => {
    const before = await counts(services.db, TABLES);
    const result = await submitQuote(subContract({ clientName: " ", projectValue: "", description: "" }), [], "bangladesh");
    expect(result.status).toBe(400);
    // each message as a visitor of the English page reads it (the schema names a message of the catalogs)
    expect(wordedErrors(result.reply.result)).toEqual({
      clientName: ["Client name is required."],
      projectValue: ["Project value is required."],
      description: ["Project description is required."],
    });
    // the typed values come back for the page to show again
    expect(result.reply.result.initialValue).toMatchObject({ projectName: "Riyadh Tower B", email: "pm@alnoor.example" });
    expect(await counts(services.db, TABLES)).toEqual(before);
  });

  it("refuses values outside the enumerations and bad email/phone/number", async () => {
    const before = await counts(services.db, TABLES);
    const result = await submitQuote(
      subContract({ projectType: "Spaceport", email: "nope", phone: "abc", projectValue: "-5" }),
      [],
      "bangladesh",
    );
    expect(result.status).toBe(400);
    expect(wordedErrors(result.reply.result)).toMatchObject({
      projectType: ["Please choose a project type."],
      email: ["Please enter a valid email address."],
      phone: ["Please enter a valid phone number."],
      projectValue: ["Project value cannot be negative."],
    });
    const supplyResult = await submitQuote(
      supply([{ trade: "Juggling", qty: "0" }], { supplyFor: "Catering", contractPeriod: "forever" }),
      [],
      "saudiarabia",
    );
    expect(supplyResult.status).toBe(400);
    expect(wordedErrors(supplyResult.reply.result)).toMatchObject({
      supplyFor: ["Please choose what the supply is for."],
      contractPeriod: ["Please choose a contract period."],
      "trades[0].trade": ["Please choose a trade."],
      "trades[0].qty": ["Qty must be at least 1."],
    });
    expect(await counts(services.db, TABLES)).toEqual(before);
  });

  it("refuses a supply request with zero trade rows, and an unknown mode", async () => {
    const before = await counts(services.db, TABLES);
    const none = await submitQuote(supply([]), [], "saudiarabia");
    expect(none.status).toBe(400);
    expect(wordedErrors(none.reply.result)).toMatchObject({ trades: ["Please add at least one trade."] });
    const barter = await submitQuote(subContract({ mode: "barter" }), [], null);
    expect(barter.status).toBe(400);
    expect(barter.reply.result.status).toBe("error");
    expect(await counts(services.db, TABLES)).toEqual(before);
  });

  it("stores nothing when the attachment vanished before it could be claimed", async () => {
    const file = await uploadedFile(services.db, "attachment");
    await services.db("files").where({ id: file.id }).delete();
    const before = await counts(services.db, TABLES);
    const result = await submitQuote(subContract(), [file], "bangladesh");
    expect(result.status).toBe(409);
    expect(result.reply.result.error?.attachment).toEqual(["An uploaded file is no longer available. Please upload it again."]);
    expect(await counts(services.db, TABLES)).toEqual(before);
  });
});
