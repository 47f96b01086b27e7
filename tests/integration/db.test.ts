import { describe, expect, it } from "vitest";
import knex, { type Knex } from "knex";
import { createTemporaryDatabase } from "../support/database.js";
import { migrateLatest, migrateTo, rollbackAll } from "../../server/db/migrate.js";
import { migrations } from "../../migrations/index.js";
import { Form, FormAnswer, FormField, FormResponse, Image, PortfolioProject } from "../../server/db/models/index.js";
import { useMigratedDatabase } from "../support/services.js";

let db: Knex;

async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return undefined;
}

async function insertFile(kind: "image" | "document" = "document") {
  const [row] = await db("files")
    .insert({
      bucket: "private",
      object_key: `test/${Math.random().toString(36).slice(2)}`,
      kind,
      content_type: "application/pdf",
      size_bytes: 10,
      original_name: "a.pdf",
    })
    .returning("id");
  return row.id as string;
}

useMigratedDatabase("db", (ready) => (db = ready));

/**
 * Runs `use` against an empty database of its own (dropped afterwards). Not createDb: that would rebind objection's
 * global Model.knex() away from this file's database.
 */
async function withScratchDatabase(label: string, use: (other: Knex) => Promise<void>): Promise<void> {
  const scratch = await createTemporaryDatabase(label);
  const other = knex({ client: "pg", connection: scratch.url, pool: { min: 0, max: 1 } });
  try {
    await use(other);
  } finally {
    await other.destroy();
    await scratch.drop();
  }
}

describe("migrations", () => {
  it("are idempotent: a second run applies nothing", async () => {
    expect(await migrateLatest(db)).toEqual([]);
    const applied = await db("knex_migrations").pluck("name");
    expect(applied).toEqual(migrations.map((m) => m.name));
  });

  it("roll back completely and apply again", async () => {
    await withScratchDatabase("rollback", async (other) => {
      await migrateLatest(other);
      await rollbackAll(other);
      const left = await other.raw("select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%'");
      expect(left.rows).toEqual([]);
      expect(await migrateLatest(other)).toEqual(migrations.map((m) => m.name));
    });
  });

  it("keep a service card's price and record it as SAR, the currency its editor asked for", async () => {
    await withScratchDatabase("currency", async (other) => {
      await migrateTo(other, "0015_job_search_index_fastupdate");
      await other("service_cards").insert([
        { type: "residential", title: "Villa", slug: "villa", starting_price: "45000.50" },
        { type: "other", title: "Workers", slug: "workers", starting_price: null },
      ]);
      await migrateLatest(other);
      const rows = await other("service_cards").orderBy("id").select("slug", "starting_price", "price_currency");
      expect(rows).toEqual([
        { slug: "villa", starting_price: "45000.50", price_currency: "SAR" },
        { slug: "workers", starting_price: null, price_currency: "SAR" },
      ]);
      expect(await sqlState(other("service_cards").where({ slug: "villa" }).update({ price_currency: "USD" }))).toBe("23514");
    });
  });
});

describe("structured jobs (0017)", () => {
  it("keep every job's text and copy the terms its common wordings state into their columns", async () => {
    await withScratchDatabase("jobterms", async (other) => {
      await migrateTo(other, "0016_service_price_currency");
      const texts = {
        full: "3+ years.\nSalary SAR 1,600 – 1,900 per month plus overtime; accommodation, transport and medical insurance provided.\nTwo-year renewable contract.",
        allowance: "Rebar fixing.\nsalary: AED 2500/month; food allowance AED 300.",
        hourly: "Salary USD 12 per hour; meals provided. One-year contract.",
        none: "Diploma in electrical installation.",
        inverted: "Salary SAR 3,000 - 2,000 per month.",
      };
      for (const [title, requirements] of Object.entries(texts)) {
        await other("jobs").insert({
          title,
          city: "Riyadh",
          country: title === "hourly" ? "Malaysia" : "Saudi Arabia",
          requirements,
        });
      }
      await migrateLatest(other);
      const rows = await other("jobs")
        .orderBy("id")
        .select(
          "title",
          "requirements",
          "salary_min",
          "salary_max",
          "salary_currency",
          "salary_period",
          "food",
          "accommodation",
          "contract_months",
          "employer_country",
          "employer_city",
        );
      // nothing lost: the free text is exactly as it was
      expect(rows.map((r) => r.requirements)).toEqual(Object.values(texts));
      const terms = Object.fromEntries(rows.map(({ title, requirements: _, ...rest }) => [title, rest]));
      expect(terms).toEqual({
        full: {
          salary_min: 1600,
          salary_max: 1900,
          salary_currency: "SAR",
          salary_period: "month",
          food: null,
          accommodation: "provided",
          contract_months: 24,
          employer_country: "SA",
          employer_city: "Riyadh",
        },
        allowance: {
          salary_min: 2500,
          salary_max: 2500,
          salary_currency: "AED",
          salary_period: "month",
          food: "allowance",
          accommodation: null,
          contract_months: null,
          employer_country: "SA",
          employer_city: "Riyadh",
        },
        hourly: {
          salary_min: 12,
          salary_max: 12,
          salary_currency: "USD",
          salary_period: "hour",
          food: "provided",
          accommodation: null,
          contract_months: 12,
          employer_country: "MY",
          employer_city: "Riyadh",
        },
        none: expect.objectContaining({ salary_min: null, salary_max: null, salary_currency: "SAR", salary_period: "month" }),
        // a range written upside down is left for the office to enter (the column pair refuses it)
        inverted: expect.objectContaining({ salary_min: null, salary_max: null }),
      });
      expect(await sqlState(other("jobs").where({ title: "full" }).update({ salary_min: 5000 }))).toBe("23514");
      expect(await sqlState(other("jobs").where({ title: "full" }).update({ food: "sometimes" }))).toBe("23514");
    });
  });
});

describe("constraints", () => {
  it("refuses a duplicate passport number and a non-normalised one", async () => {
    const fileId = await insertFile();
    await db("medical_reports").insert({ passport_number: "EB1234567", file_id: fileId, original_name: "r.pdf" });
    expect(await sqlState(db("medical_reports").insert({ passport_number: "EB1234567", file_id: fileId }))).toBe("23505");
    expect(await sqlState(db("medical_reports").insert({ passport_number: "eb7654321", file_id: fileId }))).toBe("23514");
    expect(await sqlState(db("medical_reports").insert({ passport_number: " EB7654321", file_id: fileId }))).toBe("23514");
  });

  it("refuses a file referenced by a medical report from being deleted", async () => {
    const fileId = await insertFile();
    await db("medical_reports").insert({ passport_number: "A0000001", file_id: fileId });
    expect(await sqlState(db("files").where({ id: fileId }).delete())).toBe("23503");
  });

  it("refuses an unknown field type, a form id outside 1..4 and a choice field without options", async () => {
    await db("forms").insert({ id: 1, slug: "agent-registration", title: "Agent Registration" });
    expect(await sqlState(db("form_fields").insert({ form_id: 1, name: "Age", field_type: "rating" }))).toBe("23514");
    expect(await sqlState(db("forms").insert({ id: 5, slug: "other", title: "Other" }))).toBe("23514");
    expect(await sqlState(db("form_fields").insert({ form_id: 1, name: "Country", field_type: "select", options: "[]" }))).toBe(
      "23514",
    );
    expect(await sqlState(db("forms").where({ id: 1 }).update({ payment_amount: -1 }))).toBe("23514");
  });

  it("refuses an image category that is not lowercase", async () => {
    const fileId = await insertFile("image");
    expect(await sqlState(db("images").insert({ file_id: fileId, category: "Projects" }))).toBe("23514");
    expect(await sqlState(db("images").insert({ file_id: fileId, category: "" }))).toBe("23514");
    const image = await Image.query().insertAndFetch({ fileId, category: "projects" });
    expect(image.status).toBe("processing");
  });

  it("keeps an answer with its label when its field is deleted", async () => {
    const form = await Form.query().findById(1);
    expect(form).toBeDefined();
    const field = await FormField.query().insertAndFetch({
      formId: 1,
      name: "Trade",
      fieldType: "checkbox",
      required: true,
      options: ["Mason", "Welder"],
      priority: 0,
    });
    expect(field.options).toEqual(["Mason", "Welder"]);
    const response = await FormResponse.query().insertAndFetch({ formId: 1 });
    await FormAnswer.query().insert({
      responseId: response.id,
      fieldId: field.id,
      fieldLabel: field.name,
      fieldType: field.fieldType,
      position: 0,
      value: ["Mason", "Welder"],
    });
    // a numeric-looking string answer must come back as the same string
    const text = await FormField.query().insertAndFetch({ formId: 1, name: "Experience", fieldType: "text", priority: 1 });
    await FormAnswer.query().insert({
      responseId: response.id,
      fieldId: text.id,
      fieldLabel: text.name,
      fieldType: "text",
      position: 1,
      value: "42",
    });

    await FormField.query().deleteById(field.id);

    const answers = await FormAnswer.query().where("response_id", response.id).orderBy("position");
    expect(answers.map((a) => [a.fieldId, a.fieldLabel, a.value])).toEqual([
      [null, "Trade", ["Mason", "Welder"]],
      [text.id, "Experience", "42"],
    ]);
    expect(response.status).toBe("new");
    expect(await sqlState(db("form_responses").where({ id: response.id }).update({ status: "archived" }))).toBe("23514");
    expect(await sqlState(db("forms").where({ id: 1 }).delete())).toBe("23503");
  });

  it("allows one response per payment and requires a trx id on completion", async () => {
    const [payment] = await db("payments").insert({ merchant_invoice_number: "INV-1", amount: "500.00" }).returning("*");
    expect(payment.currency).toBe("BDT");
    expect(await sqlState(db("payments").where({ id: payment.id }).update({ status: "completed" }))).toBe("23514");
    await db("payments").where({ id: payment.id }).update({ status: "completed", trx_id: "TRX1", completed_at: db.fn.now() });
    await db("forms").insert({ id: 2, slug: "worker-registration", title: "Worker Registration", payment_amount: "500.00" });
    await db("form_responses").insert({ form_id: 2, payment_id: payment.id });
    expect(await sqlState(db("form_responses").insert({ form_id: 2, payment_id: payment.id }))).toBe("23505");
    expect(await sqlState(db("payments").insert({ merchant_invoice_number: "INV-1", amount: "500.00" }))).toBe("23505");
  });

  it("enforces the quote enumerations and the fields of each kind", async () => {
    const base = { client_name: "Al Noor", project_name: "Tower", phone: "0500000000", email: "a@b.sa" };
    expect(
      await sqlState(
        db("quote_requests").insert({
          ...base,
          kind: "sub_contract",
          project_type: "Skyscraper",
          project_value: 1,
          description: "x",
        }),
      ),
    ).toBe("23514");
    expect(await sqlState(db("quote_requests").insert({ ...base, kind: "sub_contract", project_type: "Renovation" }))).toBe(
      "23514",
    );
    expect(
      await sqlState(
        db("quote_requests").insert({ ...base, kind: "supply", supply_for: "Indoor Labour", contract_period: "5 years" }),
      ),
    ).toBe("23514");
    const [quote] = await db("quote_requests")
      .insert({ ...base, kind: "supply", supply_for: "Indoor Labour", contract_period: "1 year + extension" })
      .returning("id");
    expect(await sqlState(db("quote_trades").insert({ quote_request_id: quote.id, trade: "Masonry", qty: 0 }))).toBe("23514");
    expect(await sqlState(db("quote_trades").insert({ quote_request_id: quote.id, trade: "Welding", qty: 1 }))).toBe("23514");
    await db("quote_trades").insert({ quote_request_id: quote.id, trade: "HVAC", qty: 3, price_per_month: "2500" });
    await db("quote_requests").where({ id: quote.id }).delete();
    expect(await db("quote_trades").where({ quote_request_id: quote.id })).toEqual([]);
  });

  it("maps jsonb, dates and updated_at through the models", async () => {
    const project = await PortfolioProject.query().insertAndFetch({
      title: "Lakeview Residences",
      type: "residential",
      completionDate: "2024-03-31",
      features: ["Solar water heating"],
      tags: ["Dhaka"],
      gallery: [],
    });
    expect(project.completionDate).toBe("2024-03-31");
    expect(project.features).toEqual(["Solar water heating"]);
    await new Promise((r) => setTimeout(r, 5));
    const updated = await PortfolioProject.query().patchAndFetchById(project.id, { title: "Lakeview Residences II" });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(project.updatedAt.getTime());
    expect(await sqlState(db("portfolio_projects").insert({ title: "X", type: "castle" }))).toBe("23514");
    const { count } = (await db("portfolio_projects").count({ count: "*" }).first()) as { count: number };
    expect(count).toBe(1);
  });
});
