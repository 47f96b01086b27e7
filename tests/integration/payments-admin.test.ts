import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import { isoInZone } from "../../server/modules/exports/office-time.js";
import { listPayments, paymentFilterSchema, paymentsCsvRows } from "../../server/modules/payments/admin.server.js";
import type { Services } from "../../server/services.js";
import { newAdmin } from "../support/admins.js";
import { startAppServer, type AppServer } from "../support/app-server.js";
import { createIsolatedServices } from "../support/services.js";

/*
 * Payments reconciliation (docs/product.md, "Payments"): the screen's search by registration reference, bKash trxID,
 * paymentID, invoice and wallet, its status and day filters in the office's time zone, the selection's totals, and its CSV export (owners
 * only, times ISO 8601 with the office's offset, a file name with the office's day).
 */

const DHAKA = "Asia/Dhaka";
let isolated: Awaited<ReturnType<typeof createIsolatedServices>>;
let services: Services;
let site: AppServer;
let ownerCookie = "";
let editorCookie = "";

beforeAll(async () => {
  isolated = await createIsolatedServices("payments_admin");
  services = isolated.services[0]!;
  // 2026-11-26 23:30 in Dhaka is 17:30 UTC: a day filter in UTC would put it on the 26th too, but 00:30 on the 27th
  // in Dhaka (18:30 UTC on the 26th) belongs to the 27th only in Dhaka time
  await services.db("payments").insert([
    {
      merchant_invoice_number: "INV-1",
      provider_payment_id: "TR0011aa",
      amount: "600.00",
      status: "completed",
      trx_id: "BKX7Q9Z1",
      reference: "CR-7K3Q9",
      customer_msisdn: "01770618575",
      created_at: "2026-11-26T17:30:00Z",
      completed_at: "2026-11-26T17:31:00Z",
    },
    {
      merchant_invoice_number: "INV-2",
      provider_payment_id: "TR0022bb",
      amount: "600.00",
      status: "completed",
      trx_id: "BKA1B2C3",
      reference: "CR-A2B3C",
      customer_msisdn: "01819000000",
      created_at: "2026-11-26T18:30:00Z",
      completed_at: "2026-11-26T18:32:00Z",
    },
    {
      merchant_invoice_number: "INV-3",
      provider_payment_id: "TR0033cc",
      amount: "600.00",
      status: "failed",
      failure_reason: '=HYPERLINK("x")',
      customer_msisdn: "01819000000",
      created_at: "2026-11-27T04:00:00Z",
    },
  ]);
  const owner = await newAdmin(services.db, "pay-owner", "pay-owner-password", "owner");
  const editor = await newAdmin(services.db, "pay-editor", "pay-editor-password", "editor");
  ownerCookie = `${SESSION_COOKIE}=${(await createSession(services.db, owner.id)).token}`;
  editorCookie = `${SESSION_COOKIE}=${(await createSession(services.db, editor.id)).token}`;
  site = await startAppServer(services);
});

afterAll(async () => {
  await site?.close();
  await isolated?.close();
});

const list = (query: Record<string, string>) => listPayments(services.db, paymentFilterSchema.parse(query), DHAKA);

describe("the payments screen's selection", () => {
  it("finds a payment by part of its reference, trxID, paymentID, invoice or wallet, in any case", async () => {
    expect((await list({ q: "cr-7k3" })).items.map((p) => [p.merchantInvoiceNumber, p.reference])).toEqual([
      ["INV-1", "CR-7K3Q9"],
    ]);
    expect((await list({ q: "bkx7q" })).items.map((p) => p.merchantInvoiceNumber)).toEqual(["INV-1"]);
    expect((await list({ q: "TR0022" })).items.map((p) => p.merchantInvoiceNumber)).toEqual(["INV-2"]);
    expect((await list({ q: "inv-3" })).items.map((p) => p.merchantInvoiceNumber)).toEqual(["INV-3"]);
    expect((await list({ q: "0181900" })).items.map((p) => p.merchantInvoiceNumber)).toEqual(["INV-3", "INV-2"]);
    // LIKE's own characters are searched for as they are
    expect((await list({ q: "%" })).items).toEqual([]);
  });

  it("filters by status and by the office's days, and totals the selection", async () => {
    const day27 = await list({ from: "2026-11-27", to: "2026-11-27" });
    expect(day27.items.map((p) => p.merchantInvoiceNumber)).toEqual(["INV-3", "INV-2"]);
    expect(day27.totals).toEqual({ count: 2, amount: "1200.00", completedCount: 1, completedAmount: "600.00" });
    const completed = await list({ status: "completed", to: "2026-11-26" });
    expect(completed.items.map((p) => p.merchantInvoiceNumber)).toEqual(["INV-1"]);
    // unusable values fall back to no filter
    expect((await list({ from: "27/11/2026", status: "bogus" })).totals.count).toBe(3);
  });

  it("exports the selection with times in the office's zone and its offset, formulas neutralized", async () => {
    const rows = await paymentsCsvRows(services.db, paymentFilterSchema.parse({ q: "0181900" }), DHAKA);
    expect(rows[0]!.slice(0, 5)).toEqual(["Started", "Completed", "Status", "Reference", "Amount"]);
    expect(rows[0]).toEqual(expect.arrayContaining(["bKash trxID", "Payer wallet", "Registration"]));
    expect(rows[1]!.slice(0, 4)).toEqual(["2026-11-27T10:00:00+06:00", "", "failed", ""]);
    expect(rows[2]!.slice(0, 5)).toEqual([
      "2026-11-27T00:30:00+06:00",
      "2026-11-27T00:32:00+06:00",
      "completed",
      "CR-A2B3C",
      "600.00",
    ]);
    expect(isoInZone(new Date("2026-11-27T00:00:00Z"), "UTC")).toBe("2026-11-27T00:00:00+00:00");
  });

  it("downloads as payments-<day>.csv for an owner; an editor is refused the page and the export", async () => {
    const res = await fetch(`${site.base}/admin/payments/export?status=failed`, { headers: { cookie: ownerCookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="payments-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // the BOM first, for Excel
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith("Started,")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(2);
    for (const path of ["/admin/payments", "/admin/payments/export"]) {
      const refused = await fetch(`${site.base}${path}`, { redirect: "manual", headers: { cookie: editorCookie } });
      await refused.body?.cancel();
      expect(refused.status, path).toBe(403);
    }
  });

  it("shows the search, the totals and the export link on the screen", async () => {
    const html = await (await fetch(`${site.base}/admin/payments?q=BKX7`, { headers: { cookie: ownerCookie } })).text();
    expect(html).toContain("BKX7Q9Z1");
    expect(html).toContain("CR-7K3Q9");
    expect(html).not.toContain("BKA1B2C3");
    const totals = /data-payment-totals[^>]*>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
    expect(totals).toBe("1 payment selected, BDT 600 in all · 1 completed, BDT 600");
    expect(html).toContain('href="/admin/payments/export?q=BKX7"');
  });
});
