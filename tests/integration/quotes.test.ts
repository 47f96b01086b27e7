import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../server/services.js";
import { UploadedFiles } from "../../server/http/upload.js";
import {
  CONTRACT_PERIODS as DB_PERIODS,
  PROJECT_TYPES as DB_PROJECT_TYPES,
  SUPPLY_TYPES as DB_SUPPLY,
  TRADES as DB_TRADES,
} from "../../server/db/models/index.js";
import { CONTRACT_PERIODS, PROJECT_TYPES, SUPPLY_TYPES, TRADES, offersSupply } from "../../server/modules/quotes/quotes.js";
import { QUOTE_MESSAGES, readQuoteForm, submitQuote } from "../../server/modules/quotes/quotes.server.js";
import { counts, createIsolatedServices, uploadedFile } from "./forms-support.js";

let services: Services;
const TABLES = ["quote_requests", "quote_trades"];

beforeAll(async () => {
  services = await createIsolatedServices();
});
afterAll(async () => {
  await services?.close();
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

  it("reads trade rows in index order, closing gaps", () => {
    const raw = readQuoteForm(
      new URLSearchParams([
        ["trades[3].trade", "HVAC"],
        ["trades[0].trade", "Masonry"],
        ["trades[0].qty", "2"],
        ["mode", "supply"],
      ]),
    );
    expect(raw.trades).toEqual([{ trade: "Masonry", qty: "2" }, { trade: "HVAC" }]);
  });
});

describe("submitQuote", () => {
  it("stores a sub-contract request with its attachment claimed", async () => {
    const file = await uploadedFile(services.db, "attachment", "application/pdf", "drawings.pdf");
    const result = await submitQuote(services, {
      formData: subContract(),
      uploads: new UploadedFiles([file]),
      country: "saudiarabia",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await services.db("quote_requests").where({ id: result.quoteId }).first();
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
    const result = await submitQuote(services, {
      formData: supply(rows),
      uploads: new UploadedFiles([file]),
      country: "saudiarabia",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await services.db("quote_requests").where({ id: result.quoteId }).first()).toMatchObject({
      kind: "supply",
      supply_for: "Cleaning Services",
      contract_period: "1 year + extension",
      project_type: null,
      attachment_file_id: null,
    });
    const trades = await services.db("quote_trades").where({ quote_request_id: result.quoteId }).orderBy("position");
    expect(trades.map((t) => [t.position, t.trade, t.qty, t.price_per_hour, t.price_per_month])).toEqual([
      [0, "Masonry", 12, "18.50", null],
      [1, "Electrical", 4, null, "3200.00"],
    ]);
    expect((await services.db("files").where({ id: file.id }).first()).claimed_at).toBeNull();
  });

  it("refuses missing required fields with a message per field and stores nothing", async () => {
    const before = await counts(services.db, TABLES);
    const result = await submitQuote(services, {
      formData: subContract({ clientName: " ", projectValue: "", description: "" }),
      uploads: new UploadedFiles(),
      country: "bangladesh",
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: QUOTE_MESSAGES.invalid,
      fieldErrors: {
        clientName: "Client name is required.",
        projectValue: "Project value is required.",
        description: "Project description is required.",
      },
    });
    expect(await counts(services.db, TABLES)).toEqual(before);
  });

  it("refuses values outside the enumerations and bad email/phone/number", async () => {
    const before = await counts(services.db, TABLES);
    const result = await submitQuote(services, {
      formData: subContract({ projectType: "Spaceport", email: "nope", phone: "abc", projectValue: "-5" }),
      uploads: new UploadedFiles(),
      country: "bangladesh",
    });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: {
        projectType: "Please choose a project type.",
        email: "Please enter a valid email address.",
        phone: "Please enter a valid phone number.",
        projectValue: "Project value cannot be negative.",
      },
    });
    const supplyResult = await submitQuote(services, {
      formData: supply([{ trade: "Juggling", qty: "0" }], { supplyFor: "Catering", contractPeriod: "forever" }),
      uploads: new UploadedFiles(),
      country: "saudiarabia",
    });
    expect(supplyResult).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: {
        supplyFor: "Please choose what the supply is for.",
        contractPeriod: "Please choose a contract period.",
        "trades[0].trade": "Please choose a trade.",
        "trades[0].qty": "Qty must be at least 1.",
      },
    });
    expect(await counts(services.db, TABLES)).toEqual(before);
  });

  it("refuses a supply request with zero trade rows, and an unknown mode", async () => {
    const before = await counts(services.db, TABLES);
    expect(
      await submitQuote(services, { formData: supply([]), uploads: new UploadedFiles(), country: "saudiarabia" }),
    ).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { trades: "Please add at least one trade." },
    });
    expect(
      await submitQuote(services, { formData: subContract({ mode: "barter" }), uploads: new UploadedFiles(), country: null }),
    ).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await counts(services.db, TABLES)).toEqual(before);
  });

  it("stores nothing when the attachment vanished before it could be claimed", async () => {
    const file = await uploadedFile(services.db, "attachment");
    await services.db("files").where({ id: file.id }).delete();
    const before = await counts(services.db, TABLES);
    const result = await submitQuote(services, {
      formData: subContract(),
      uploads: new UploadedFiles([file]),
      country: "bangladesh",
    });
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(await counts(services.db, TABLES)).toEqual(before);
  });
});
