// What the fuzz suite attacks: every public form, every admin action (by intent), the REST API and the pages,
// each as a well-formed request that the payload families then spoil. Form fields come from the server's own
// database, so a field added in the admin area is fuzzed too.
import type { Knex } from "knex";
import { CONTRACT_PERIODS, PROJECT_TYPES, SUPPLY_TYPES, TRADES } from "../../server/db/models/quote-enums.js";
import { formAnswers } from "../support/form-answers.js";
import { SAMPLE_PDF, samplePng, type MultipartFile } from "../support/sample-files.js";

/** A POST whose fields are sent urlencoded, or multipart when it carries files. */
export interface FormTarget {
  kind: "form";
  name: string;
  path: string;
  fields: Array<[string, string]>;
  files: MultipartFile[];
  /** Free-text fields (where NUL bytes, odd types and bad encodings go). */
  text: string[];
  /** Fields that hold a record id. */
  ids: string[];
  /** Needs the signed-in admin's cookie. */
  admin: boolean;
  /** Tables a refused request may still write (e.g. a record of failed sign-ins). */
  refusalWrites?: RegExp;
}

export interface JsonTarget {
  kind: "json";
  name: string;
  path: string;
  body: Record<string, unknown>;
  text: string[];
  admin: boolean;
  refusalWrites?: RegExp;
}

/** A page or GET endpoint; `ids` / `text` name query parameters (or `:id` in the path) to spoil. */
export interface GetTarget {
  kind: "get";
  name: string;
  path: string;
  ids: string[];
  text: string[];
  admin: boolean;
}

export type Target = FormTarget | JsonTarget | GetTarget;

export interface Targets {
  posts: Array<FormTarget | JsonTarget>;
  gets: GetTarget[];
}

const SIGN_IN_WRITES = /login|attempt|audit|session|notice/;
/** An id in range that names no record: the well-formed request is refused as "not found", not as malformed. */
const ABSENT_ID = "987654";

async function dynamicForm(db: Knex, name: string, path: string, formId: number, png: Buffer): Promise<FormTarget> {
  const { fields, files, text } = await formAnswers(db, formId, png);
  return { kind: "form", name, path, fields, files, text, ids: [], admin: false };
}

function form(name: string, path: string, fields: Array<[string, string]>, opts: Partial<FormTarget> = {}): FormTarget {
  const ids = opts.ids ?? [];
  return {
    kind: "form",
    name,
    path,
    fields,
    files: [],
    text: fields.map(([k]) => k).filter((k) => k !== "intent" && !ids.includes(k)),
    ids,
    admin: false,
    ...opts,
  };
}

const FORM_PAGES = [
  ["agent-registration", 1],
  ["worker-registration", 2],
  ["demand-submission", 3],
  ["apply-now", 4],
] as const;

function formManagementTargets(): FormTarget[] {
  const targets: FormTarget[] = [];
  for (const [page, formId] of FORM_PAGES) {
    const path = `/admin/forms-and-reports/${page}`;
    const admin = (intent: string, fields: Array<[string, string]>, ids: string[] = []) =>
      form(`admin ${page} ${intent}`, path, [["intent", intent], ...fields], { admin: true, ids });
    targets.push(
      admin("add-field", [
        ["name", "Fuzz field"],
        ["fieldType", "text"],
        ["options", ""],
      ]),
      admin(
        "update-field",
        [
          ["fieldId", ABSENT_ID],
          ["name", "Renamed"],
          ["fieldType", "select"],
          ["options", "a\nb"],
          ["required", "on"],
        ],
        ["fieldId"],
      ),
      admin("delete-field", [["fieldId", ABSENT_ID]], ["fieldId"]),
      admin(
        "move-field",
        [
          ["fieldId", ABSENT_ID],
          ["direction", "up"],
        ],
        ["fieldId"],
      ),
      admin("reorder-fields", [["order", `${ABSENT_ID},${Number(ABSENT_ID) + 1}`]], ["order"]),
      admin(
        "update-response",
        [
          ["responseId", ABSENT_ID],
          ["status", "in_review"],
          ["notes", "Called back."],
        ],
        ["responseId"],
      ),
      admin("delete-response", [["responseId", ABSENT_ID]], ["responseId"]),
      admin("export", [
        ["status", "new"],
        ["q", "fuzz"],
      ]),
    );
    if (formId === 2)
      targets.push(
        admin("update-amount", [["amount", "500.00"]]),
        admin(
          "set-stage",
          [
            ["responseId", ABSENT_ID],
            ["stage", "medical"],
            ["publicNote", "Medical test on Monday."],
          ],
          ["responseId"],
        ),
      );
    if (formId === 4) {
      targets.push(
        admin(
          "save-job",
          [
            ["jobId", ABSENT_ID],
            ["title", "Mason"],
            ["city", "Riyadh"],
            ["country", "Saudi Arabia"],
            ["industry", "Construction"],
            ["requirements", "2 years"],
            ["isActive", "on"],
          ],
          ["jobId"],
        ),
        admin("delete-job", [["jobId", ABSENT_ID]], ["jobId"]),
      );
    }
  }
  return targets;
}

/** Every target, read from the running server's database. */
export async function discoverTargets(db: Knex): Promise<Targets> {
  const png = await samplePng();
  const job = await db("jobs").where({ is_active: true }).orderBy("id").first<{ id: number } | undefined>("id");
  const quote = await db("quote_requests").orderBy("id").first<{ id: number } | undefined>("id");
  const quoteId = String(quote?.id ?? ABSENT_ID);

  const apply = await dynamicForm(db, "apply-jobs-now (form 4)", `/apply-jobs-now?apply=${job?.id ?? ABSENT_ID}`, 4, png);
  const posts: Array<FormTarget | JsonTarget> = [
    await dynamicForm(db, "agent-registration (form 1)", "/agent-registration", 1, png),
    await dynamicForm(db, "worker-registration (form 2)", "/worker-registration", 2, png),
    await dynamicForm(db, "demand-submission (form 3)", "/demand-submission", 3, png),
    apply,
    form("contact", "/contact", [
      ["name", "Fuzz Tester"],
      ["email", "fuzz@example.com"],
      ["phone", "+8801712345678"],
      ["subject", "Hello"],
      ["message", "A message long enough to be accepted."],
    ]),
    {
      ...form("quote sub-contract", "/quote", [
        ["mode", "subContract"],
        ["clientName", "Fuzz Client"],
        ["projectName", "Tower"],
        ["projectType", PROJECT_TYPES[0]],
        ["projectValue", "250000"],
        ["phone", "+966501234567"],
        ["email", "fuzz@example.com"],
        ["description", "Ten floors."],
      ]),
      files: [{ field: "attachment", filename: "plan.pdf", contentType: "application/pdf", data: SAMPLE_PDF }],
    },
    form("quote supply", "/quote", [
      ["mode", "supply"],
      ["clientName", "Fuzz Client"],
      ["projectName", "Depot"],
      ["supplyFor", SUPPLY_TYPES[0]],
      ["contractPeriod", CONTRACT_PERIODS[1]],
      ["phone", "+966501234567"],
      ["email", "fuzz@example.com"],
      ["trades[0].trade", TRADES[0]],
      ["trades[0].qty", "4"],
      ["trades[0].pricePerHour", "20"],
    ]),
    form(
      "login",
      "/login",
      [
        ["username", "nobody-fuzz"],
        ["password", "wrong-password"],
        ["redirectTo", "/admin"],
      ],
      { refusalWrites: SIGN_IN_WRITES },
    ),
    form("theme", "/theme", [
      ["theme", "dark"],
      ["redirectTo", "/about"],
    ]),
    form("country", "/country", [
      ["country", "saudiarabia"],
      ["redirectTo", "/"],
    ]),
    form("logout (anonymous)", "/logout", []),
    ...formManagementTargets(),
    form(
      "admin medical-reports upload",
      "/admin/forms-and-reports/medical-reports",
      [
        ["intent", "upload"],
        ["passport_number", "FZ1234567"],
      ],
      {
        admin: true,
        files: [{ field: "medical_report", filename: "report.pdf", contentType: "application/pdf", data: SAMPLE_PDF }],
      },
    ),
    form(
      "admin medical-reports delete",
      "/admin/forms-and-reports/medical-reports",
      [
        ["intent", "delete"],
        ["ids", ABSENT_ID],
      ],
      { admin: true, ids: ["ids"] },
    ),
    form(
      "admin image-upload upload",
      "/admin/image-upload",
      [
        ["intent", "upload"],
        ["category", "gallery"],
        ["title", "Crane"],
        ["alt", "A tower crane"],
        ["caption", "Jubail"],
      ],
      { admin: true, files: [{ field: "image", filename: "site.png", contentType: "image/png", data: png }] },
    ),
    form(
      "admin image-upload delete",
      "/admin/image-upload",
      [
        ["intent", "delete"],
        ["ids", ABSENT_ID],
      ],
      { admin: true, ids: ["ids"] },
    ),
    form(
      "admin image-upload file",
      "/admin/image-upload/file",
      [
        ["category", "gallery"],
        ["title", "Crane"],
        ["alt", "A tower crane"],
      ],
      {
        admin: true,
        files: [{ field: "image", filename: "site.png", contentType: "image/png", data: png }],
      },
    ),
    // one image's page (an absent number: the action reads and checks everything before it finds none)
    form(
      "admin image page update",
      `/admin/image-upload/${ABSENT_ID}`,
      [
        ["intent", "update"],
        ["category", "gallery"],
        ["title", "Crane"],
        ["alt", "A tower crane"],
        ["caption", "Jubail"],
      ],
      { admin: true },
    ),
    form("admin image page replace", `/admin/image-upload/${ABSENT_ID}`, [["intent", "replace"]], {
      admin: true,
      files: [{ field: "image", filename: "site.png", contentType: "image/png", data: png }],
    }),
    form("admin image page delete", `/admin/image-upload/${ABSENT_ID}`, [["intent", "delete"]], { admin: true }),
    form(
      "admin messages read",
      "/admin/messages-list",
      [
        ["intent", "read"],
        ["id", ABSENT_ID],
        ["read", "true"],
      ],
      { admin: true, ids: ["id"] },
    ),
    form(
      "admin messages delete",
      "/admin/messages-list",
      [
        ["intent", "delete"],
        ["ids", ABSENT_ID],
      ],
      { admin: true, ids: ["ids"] },
    ),
    form(
      "admin quote status",
      `/admin/quotes/${quoteId}`,
      [
        ["intent", "status"],
        ["status", "read"],
      ],
      { admin: true },
    ),
    form(
      "admin create-admin",
      "/admin/create-admin",
      [
        ["username", "fuzz-admin"],
        ["password", "short"],
        ["confirmPassword", "different"],
      ],
      { admin: true },
    ),
    {
      kind: "json",
      name: "api token login",
      path: "/backend/auth/token/login",
      body: { username: "nobody-fuzz", password: "wrong-password" },
      text: ["username", "password"],
      admin: false,
      refusalWrites: SIGN_IN_WRITES,
    },
    { kind: "json", name: "api token logout", path: "/backend/auth/token/logout", body: {}, text: [], admin: false },
    {
      kind: "json",
      name: "api contact message",
      path: "/backend/api/contact-messages/",
      body: { name: "Fuzz", email: "fuzz@example.com", message: "A message from the fuzz suite." },
      text: ["name", "email", "message"],
      admin: false,
    },
    {
      kind: "json",
      name: "api supply quote",
      path: "/backend/api/quote/supply/",
      body: {
        clientName: "Fuzz",
        projectName: "Fuzz project",
        supplyFor: SUPPLY_TYPES[0],
        contractPeriod: CONTRACT_PERIODS[0],
        phone: "01712345678",
        email: "fuzz@example.com",
        trades: [{ trade: TRADES[0], qty: 2 }],
      },
      text: ["clientName", "projectName", "supplyFor", "contractPeriod", "phone", "email"],
      admin: false,
    },
    form(
      "api subcontract quote",
      "/backend/api/quote/subcontract/",
      [
        ["clientName", "Fuzz"],
        ["projectName", "Fuzz project"],
        ["projectType", PROJECT_TYPES[0]],
        ["projectValue", "1000"],
        ["phone", "01712345678"],
        ["email", "fuzz@example.com"],
        ["description", "From the fuzz suite."],
      ],
      { files: [{ field: "attachment", filename: "plan.pdf", contentType: "application/pdf", data: SAMPLE_PDF }] },
    ),
    form(
      "admin api-tokens create",
      "/admin/api-tokens",
      [
        ["intent", "create"],
        ["name", "Fuzz token"],
        ["days", "7"],
      ],
      { admin: true },
    ),
    form(
      "admin api-tokens revoke",
      "/admin/api-tokens",
      [
        ["intent", "revoke"],
        ["tokenId", ABSENT_ID],
      ],
      { admin: true, ids: ["tokenId"] },
    ),
  ];
  for (const t of posts) if (t.kind === "form") t.files = t.files.map((f) => ({ ...f, data: Buffer.from(f.data) }));

  const page = (path: string, opts: Partial<GetTarget> = {}): GetTarget => ({
    kind: "get",
    name: `GET ${path}`,
    path,
    ids: [],
    text: [],
    admin: path.startsWith("/admin"),
    ...opts,
  });
  const gets: GetTarget[] = [
    ...["/", "/home", "/about", "/service", "/services", "/project", "/contact", "/contact-us", "/gallery", "/man-power"].map(
      (p) => page(p),
    ),
    ...["/manpower", "/training", "/quote", "/worker-registration", "/agent-registration", "/demand-submission", "/login"].map(
      (p) => page(p),
    ),
    page("/apply-jobs-now", { ids: ["apply", "page"], text: ["q"] }),
    page("/worker-registration", { name: "GET /worker-registration (callback)", ids: ["paymentID"], text: ["status"] }),
    page("/worker-registration/status", { ids: ["paymentID"] }),
    page("/sitemap.xml"),
    page("/robots.txt"),
    page("/services/:id", { ids: [":id"] }),
    page("/backend/api/layout/navbar/"),
    page("/media/:id", { ids: [":id"] }),
    page("/admin"),
    page("/admin/about"),
    page("/admin/audit", { ids: ["page"], text: ["q", "action"] }),
    page("/admin/contact"),
    page("/admin/create-admin"),
    page("/admin/exports/:id", { ids: [":id"] }),
    page("/admin/files/:id", { ids: [":id"] }),
    page("/admin/forms-and-reports"),
    ...FORM_PAGES.map(([p]) =>
      page(`/admin/forms-and-reports/${p}`, { ids: ["edit", "job", "page"], text: ["q", "status", "tab"] }),
    ),
    page("/admin/forms-and-reports/medical-reports", { ids: ["page"], text: ["q"] }),
    page("/admin/forms-and-reports/medical-reports/:id/download", { ids: [":id"] }),
    page("/admin/gallery"),
    page("/admin/home"),
    page("/admin/image-upload", { ids: ["page"], text: ["category", "q", "show", "from", "to"] }),
    page("/admin/image-upload/:id", { ids: [":id"] }),
    page("/admin/image-upload/picker", { ids: ["page", "id"], text: ["q"] }),
    page("/admin/layouts"),
    page("/admin/man-power"),
    page("/admin/messages-list", { ids: ["page", "open"], text: ["q", "filter"] }),
    page("/admin/payments", { ids: ["page"], text: ["q", "status"] }),
    page("/admin/projects"),
    page("/admin/quotes", { ids: ["page"], text: ["q", "status", "kind"] }),
    page("/admin/quotes/:id", { ids: [":id"] }),
    page("/admin/quotes/:id/attachment", { ids: [":id"] }),
    page("/admin/services"),
    page("/admin/queues"),
  ];
  return { posts, gets };
}

/** The path of a GET target with its `:id` (if any) replaced; well-formed, that is an absent record. */
export function withPathId(target: GetTarget, id = ABSENT_ID): string {
  return target.path.replace(":id", id);
}
