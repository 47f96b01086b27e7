import { describe, expect, it } from "vitest";
import {
  countUnreadMessages,
  deleteContactMessages,
  listContactMessages,
  messageListQuerySchema,
  setMessageRead,
  setMessagesRead,
} from "../../server/modules/messages/admin.server.js";
import {
  countNewQuotes,
  deleteQuoteRequests,
  getQuoteRequest,
  listQuoteRequests,
  quoteListQuerySchema,
  setQuoteStatus,
  setQuotesStatus,
} from "../../server/modules/quotes/admin.server.js";
import { samplePdf } from "../support/sample-files.js";
import { auditTrail } from "../support/audit-trail.js";
import { storeUpload, uniqueTag, useAdminServices } from "./library-support.js";

const t = useAdminServices("203.0.113.7");

async function message(subject: string, createdAt: Date, more: Record<string, string> = {}, db = t.services.db) {
  const [{ id }] = await db("contact_messages")
    .insert({
      name: "Rafiq Islam",
      email: "rafiq@example.com",
      subject,
      message: `About ${subject}`,
      created_at: createdAt,
      ...more,
    })
    .returning<Array<{ id: number }>>("id");
  return id;
}

describe("contact messages (admin)", () => {
  it("lists newest first with the unread count, toggles read, deletes with an audit entry", async () => {
    const tag = uniqueTag();
    const now = Date.now();
    // far in the future, so they head the list whatever else the run's database holds
    const older = await message(`older ${tag}`, new Date(now + 1e11));
    const newer = await message(`newer ${tag}`, new Date(now + 1e11 + 1000));

    const first = await listContactMessages(t.services.db, messageListQuerySchema.parse({}));
    expect(first.items.slice(0, 2).map((m) => m.id)).toEqual([newer, older]);
    expect(first.items[0]).toMatchObject({ readAt: null, subject: `newer ${tag}`, email: "rafiq@example.com" });

    expect(await setMessageRead(t.services.db, older, true, t.actor)).toBe(true);
    const afterRead = await listContactMessages(t.services.db, messageListQuerySchema.parse({}));
    expect(afterRead.counts.unread).toBe(first.counts.unread - 1);
    expect(afterRead.counts.read).toBe(first.counts.read + 1);
    expect(afterRead.items.find((m) => m.id === older)?.readAt).toBeInstanceOf(Date);
    const unreadOnly = await listContactMessages(t.services.db, messageListQuerySchema.parse({ status: "unread" }));
    expect(unreadOnly.items.map((m) => m.id)).toContain(newer);
    expect(unreadOnly.items.map((m) => m.id)).not.toContain(older);

    // marking read twice records one change; unread again is a second one
    expect(await setMessageRead(t.services.db, older, true, t.actor)).toBe(true);
    expect(await setMessageRead(t.services.db, older, false, t.actor)).toBe(true);
    expect(await auditTrail(t.services.db, "contact_message", older)).toEqual(["contact_message.read", "contact_message.unread"]);
    expect(await setMessageRead(t.services.db, 2_000_000_000, true, t.actor)).toBe(false);

    expect(await deleteContactMessages(t.services.db, [older, newer, 2_000_000_000], t.actor)).toBe(2);
    expect(await t.services.db("contact_messages").whereIn("id", [older, newer])).toHaveLength(0);
    expect(
      await t.services
        .db("audit_log")
        .where({ action: "contact_message.delete" })
        .whereIn("entity_id", [String(older), String(newer)]),
    ).toHaveLength(2);
  });
});

async function supplyQuote(client: string, createdAt: Date) {
  const [{ id }] = await t.services
    .db("quote_requests")
    .insert({
      kind: "supply",
      country: "saudiarabia",
      client_name: client,
      project_name: "Riyadh Metro depot",
      supply_for: "Indoor Labour",
      contract_period: "1 year",
      phone: "+966 55 123 4567",
      email: "pm@example.com",
      created_at: createdAt,
    })
    .returning<Array<{ id: number }>>("id");
  await t.services.db("quote_trades").insert([
    { quote_request_id: id, position: 0, trade: "Masonry", qty: 12, price_per_hour: "18.50", price_per_month: null },
    { quote_request_id: id, position: 1, trade: "Electrical", qty: 4, price_per_hour: null, price_per_month: "4200.00" },
  ]);
  return id;
}

async function subContractQuote(client: string, createdAt: Date) {
  const file = await storeUpload(t.services, {
    bytes: samplePdf("drawings"),
    contentType: "application/pdf",
    originalName: "drawings.pdf",
    field: "attachment",
    kind: "document",
  });
  await t.services.db("files").where({ id: file.id }).update({ claimed_at: t.services.db.fn.now() });
  const [{ id }] = await t.services
    .db("quote_requests")
    .insert({
      kind: "sub_contract",
      client_name: client,
      project_name: "Gulshan tower",
      project_type: "Commercial Building",
      project_value: "1250000.00",
      description: "Twelve floors, shell and core.",
      phone: "+880 1711 000000",
      email: "client@example.com",
      attachment_file_id: file.id,
      created_at: createdAt,
    })
    .returning<Array<{ id: number }>>("id");
  return { id, file };
}

describe("quote requests (admin)", () => {
  it("lists by kind and status, newest first; the detail has every field, the trade rows and the attachment", async () => {
    const tag = uniqueTag();
    const base = Date.now() + 2e11;
    const supply = await supplyQuote(`Supply ${tag}`, new Date(base));
    const sub = await subContractQuote(`Sub ${tag}`, new Date(base + 1000));

    const all = await listQuoteRequests(t.services.db, quoteListQuerySchema.parse({}));
    expect(all.items.slice(0, 2).map((q) => q.id)).toEqual([sub.id, supply]);
    expect(all.items[0]).toMatchObject({
      kind: "sub_contract",
      subject: "Commercial Building",
      hasAttachment: true,
      status: "new",
    });
    expect(all.items[1]).toMatchObject({ kind: "supply", subject: "Indoor Labour", tradeCount: 2, hasAttachment: false });

    const supplies = await listQuoteRequests(t.services.db, quoteListQuerySchema.parse({ kind: "supply" }));
    expect(supplies.items.every((q) => q.kind === "supply")).toBe(true);
    expect(supplies.items.map((q) => q.id)).toContain(supply);

    const detail = await getQuoteRequest(t.services.db, supply);
    expect(detail).toMatchObject({
      kind: "supply",
      country: "saudiarabia",
      clientName: `Supply ${tag}`,
      supplyFor: "Indoor Labour",
      contractPeriod: "1 year",
      attachment: null,
    });
    expect(detail?.trades).toEqual([
      { position: 0, trade: "Masonry", qty: 12, pricePerHour: "18.50", pricePerMonth: null },
      { position: 1, trade: "Electrical", qty: 4, pricePerHour: null, pricePerMonth: "4200.00" },
    ]);
    const subDetail = await getQuoteRequest(t.services.db, sub.id);
    expect(subDetail).toMatchObject({ projectType: "Commercial Building", projectValue: "1250000.00", trades: [] });
    expect(subDetail?.attachment).toEqual({
      fileId: sub.file.id,
      originalName: "drawings.pdf",
      contentType: "application/pdf",
      sizeBytes: sub.file.size,
    });
    expect(await getQuoteRequest(t.services.db, 2_000_000_000)).toBeNull();

    // archived requests leave the new and read lists, stay under "archived" and every status
    expect(await setQuoteStatus(t.services.db, supply, "archived", t.actor)).toBe(true);
    const read = await listQuoteRequests(t.services.db, quoteListQuerySchema.parse({ status: "read" }));
    expect(read.items.map((q) => q.id)).not.toContain(supply);
    const archived = await listQuoteRequests(t.services.db, quoteListQuerySchema.parse({ status: "archived", kind: "supply" }));
    expect(archived.items.map((q) => q.id)).toContain(supply);
    expect((await listQuoteRequests(t.services.db, quoteListQuerySchema.parse({}))).items.map((q) => q.id)).toContain(supply);
    expect(
      await t.services
        .db("audit_log")
        .where({ entity: "quote_request", entity_id: String(supply) })
        .first(),
    ).toMatchObject({
      action: "quote_request.status",
      details: { from: "new", to: "archived" },
    });
    expect(await setQuoteStatus(t.services.db, 2_000_000_000, "read", t.actor)).toBe(false);
  });
});

describe("quote requests search (admin)", () => {
  it("finds requests by client, project, email or phone; the status counts describe the same matching set", async () => {
    const tag = uniqueTag();
    const base = Date.now() + 3e11;
    const supply = await supplyQuote(`Searchable ${tag}`, new Date(base));
    const sub = await subContractQuote(`Other client ${tag}`, new Date(base + 1000));
    const search = (q: string, extra: Record<string, string> = {}) =>
      listQuoteRequests(t.services.db, quoteListQuerySchema.parse({ q, ...extra }));

    expect((await search(`searchable ${tag}`)).items.map((q) => q.id)).toEqual([supply]);
    // Every word must match one of the columns: the tag and the project name of the sub-contract request.
    expect((await search(`${tag} gulshan`)).items.map((q) => q.id)).toEqual([sub.id]);
    expect((await search(tag)).items.map((q) => q.id)).toEqual([sub.id, supply]);
    expect((await search(`${tag} pm@example.com`)).items.map((q) => q.id)).toEqual([supply]);
    expect((await search(`${tag} 1711`)).items.map((q) => q.id)).toEqual([sub.id]);
    // Wildcards are matched literally.
    expect((await search(`${tag} %`)).total).toBe(0);

    const both = await search(tag);
    expect(both).toMatchObject({ total: 2, counts: { new: 2, read: 0, archived: 0 } });
    await setQuoteStatus(t.services.db, supply, "read", t.actor);
    expect(await search(tag)).toMatchObject({ total: 2, counts: { new: 1, read: 1, archived: 0 } });
    // The counts follow the search, whatever status is shown.
    await setQuoteStatus(t.services.db, sub.id, "archived", t.actor);
    expect(await search(tag, { status: "archived" })).toMatchObject({ total: 1, counts: { new: 0, read: 1, archived: 1 } });
    // Over-long input is cut by the schema, never an error.
    expect(quoteListQuerySchema.parse({ q: "x".repeat(500) }).q).toBe("");
  });
});

describe("inbox search, filters, bulk changes and unread counts (admin)", () => {
  it("finds messages by name, email, phone and words of the message; counts unread and read of the same set", async () => {
    const tag = uniqueTag();
    const at = new Date();
    const shirin = await message(`Clinic ${tag}`, at, {
      name: `Shirin ${tag}`,
      email: "shirin@clinic.example",
      phone: "01712 345678",
      message: "We need a site engineer in Rajshahi.",
    });
    const karim = await message(`Tower ${tag}`, new Date(at.getTime() + 1000), {
      name: "Karim Uddin",
      email: `karim.${tag.toLowerCase()}@example.com`,
      message: "Please quote a boundary wall.",
    });
    const search = (q: string, status?: string) =>
      listContactMessages(t.services.db, messageListQuerySchema.parse({ q: `${tag} ${q}`.trim(), status }));

    expect((await search("")).items.map((m) => m.id)).toEqual([karim, shirin]);
    expect((await search("shirin")).items.map((m) => m.id)).toEqual([shirin]);
    expect((await search("clinic.example")).items.map((m) => m.id)).toEqual([shirin]);
    expect((await search("345678")).items.map((m) => m.id)).toEqual([shirin]);
    expect((await search("BOUNDARY wall")).items.map((m) => m.id)).toEqual([karim]);
    expect((await search("%")).total).toBe(0);
    expect(await search("")).toMatchObject({ total: 2, counts: { unread: 2, read: 0 } });

    // bulk: one found twice, one missing; only the change is audited
    expect(await setMessagesRead(t.services.db, [shirin, shirin, 2_000_000_000], true, t.actor)).toEqual({
      found: 1,
      changed: 1,
    });
    expect(await setMessagesRead(t.services.db, [shirin, karim], true, t.actor)).toEqual({ found: 2, changed: 1 });
    expect(await search("")).toMatchObject({ total: 2, counts: { unread: 0, read: 2 } });
    expect((await search("", "unread")).items).toEqual([]);
    expect(await setMessagesRead(t.services.db, [karim], false, t.actor)).toEqual({ found: 1, changed: 1 });
    expect((await search("", "unread")).items.map((m) => m.id)).toEqual([karim]);
    expect((await search("", "read")).items.map((m) => m.id)).toEqual([shirin]);
    expect(
      await t.services
        .db("audit_log")
        .where({ entity: "contact_message" })
        .whereIn("entity_id", [String(shirin), String(karim)])
        .orderBy("id")
        .select("entity_id", "action"),
    ).toEqual([
      { entity_id: String(shirin), action: "contact_message.read" },
      { entity_id: String(karim), action: "contact_message.read" },
      { entity_id: String(karim), action: "contact_message.unread" },
    ]);
    // an unknown state shows every message
    expect(messageListQuerySchema.parse({ status: "archived" }).status).toBeUndefined();
  });

  it("counts unread messages and new quote requests for the sidebar, and the counts follow marking read", async () => {
    // A snapshot of its own: requests of tests running alongside cannot move the counts.
    const trx = await t.services.db.transaction({ isolationLevel: "repeatable read" });
    try {
      const messages = await countUnreadMessages(trx);
      const quotes = await countNewQuotes(trx);
      const id = await message(`Badge ${uniqueTag()}`, new Date(), {}, trx);
      const [{ id: quote }] = await trx("quote_requests")
        .insert({
          kind: "sub_contract",
          client_name: "Badge",
          project_name: "Badge",
          project_type: "Commercial Building",
          project_value: "1000.00",
          description: "Badge",
          phone: "01712345678",
          email: "b@example.com",
        })
        .returning<Array<{ id: number }>>("id");
      expect([await countUnreadMessages(trx), await countNewQuotes(trx)]).toEqual([messages + 1, quotes + 1]);
      await setMessagesRead(trx, [id], true, t.actor);
      await setQuotesStatus(trx, [quote], "read", t.actor, "new");
      expect([await countUnreadMessages(trx), await countNewQuotes(trx)]).toEqual([messages, quotes]);
      await setQuotesStatus(trx, [quote], "new", t.actor);
      expect(await countNewQuotes(trx)).toBe(quotes + 1);
    } finally {
      await trx.rollback();
    }
  });

  it("finds quote requests by service; bulk status changes read only new ones; bulk delete removes rows, trades and files", async () => {
    const tag = uniqueTag();
    const base = Date.now() + 4e11;
    const supply = await supplyQuote(`Bulk supply ${tag}`, new Date(base));
    const sub = await subContractQuote(`Bulk sub ${tag}`, new Date(base + 1000));
    const search = (q: string, extra: Record<string, string> = {}) =>
      listQuoteRequests(t.services.db, quoteListQuerySchema.parse({ q: `${tag} ${q}`.trim(), ...extra }));

    expect((await search("indoor labour")).items.map((q) => q.id)).toEqual([supply]);
    expect((await search("commercial")).items.map((q) => q.id)).toEqual([sub.id]);
    expect((await search("", { kind: "supply" })).items.map((q) => q.id)).toEqual([supply]);

    await setQuoteStatus(t.services.db, supply, "archived", t.actor);
    // "mark read" reads the new one and leaves the archived one archived
    expect(await setQuotesStatus(t.services.db, [supply, sub.id], "read", t.actor, "new")).toEqual({ found: 2, changed: 1 });
    expect(await search("")).toMatchObject({ counts: { new: 0, read: 1, archived: 1 } });
    expect((await search("", { status: "read" })).items.map((q) => q.id)).toEqual([sub.id]);
    // "mark unread" makes any request new again
    expect(await setQuotesStatus(t.services.db, [supply, sub.id], "new", t.actor)).toEqual({ found: 2, changed: 2 });
    expect(await search("")).toMatchObject({ counts: { new: 2, read: 0, archived: 0 } });
    expect(await auditTrail(t.services.db, "quote_request", supply, "details")).toEqual([
      { from: "new", to: "archived" },
      { from: "archived", to: "new" },
    ]);

    expect(await deleteQuoteRequests(t.services, [supply, sub.id, 2_000_000_000], t.actor)).toBe(2);
    expect(await t.services.db("quote_requests").whereIn("id", [supply, sub.id])).toEqual([]);
    expect(await t.services.db("quote_trades").where({ quote_request_id: supply })).toEqual([]);
    expect(await t.services.db("files").where({ id: sub.file.id })).toEqual([]);
    expect(
      await t.services
        .db("audit_log")
        .where({ action: "quote_request.delete" })
        .whereIn("entity_id", [String(supply), String(sub.id)]),
    ).toHaveLength(2);
  });
});
