// The payload families of issue 10, as fast-check arbitraries of "how to spoil a well-formed request".
// Each family says which targets it applies to and turns (target, generated parameters) into raw requests.
import fc from "fast-check";
import type { ProbeRequest } from "../support/http-probe.js";
import { multipartBody, urlencodedBody } from "../support/sample-files.js";
import { withPathId, type FormTarget, type GetTarget, type JsonTarget, type Target } from "./targets.js";

export const FAMILIES = ["nul", "huge", "types", "encoding", "content-type", "method", "ids", "host", "media"] as const;
export type Family = (typeof FAMILIES)[number];

export interface RequestContext {
  /** PUBLIC_URL of the server: the Origin a browser on the site sends. */
  origin: string;
  /** The signed-in admin's Cookie header. */
  adminCookie: string;
  hugeMb: number;
}

export interface PayloadFamily<P> {
  applies(target: Target): boolean;
  params: fc.Arbitrary<P>;
  build(target: Target, params: P, ctx: RequestContext): ProbeRequest;
}

type Fields = Array<[string, string | Buffer]>;

function baseHeaders(target: Target, ctx: RequestContext): Record<string, string> {
  const headers: Record<string, string> = { origin: ctx.origin, "user-agent": "crestline-fuzz" };
  if (target.admin) headers.cookie = ctx.adminCookie;
  return headers;
}

/** The target's well-formed body with `fields` in place of its own. */
function formRequest(
  target: FormTarget,
  ctx: RequestContext,
  fields: Fields = target.fields,
  files = target.files,
): ProbeRequest {
  const headers = baseHeaders(target, ctx);
  if (files.length > 0 || fields.some(([, v]) => Buffer.isBuffer(v))) {
    const { body, contentType } = multipartBody(fields, files);
    return { method: "POST", path: target.path, headers: { ...headers, "content-type": contentType }, body };
  }
  const body = urlencodedBody(fields as Array<[string, string]>);
  return {
    method: "POST",
    path: target.path,
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body,
  };
}

function jsonRequest(target: JsonTarget, ctx: RequestContext, body: unknown = target.body): ProbeRequest {
  return {
    method: "POST",
    path: target.path,
    headers: { ...baseHeaders(target, ctx), "content-type": "application/json" },
    body: typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  };
}

function getRequest(target: GetTarget, ctx: RequestContext, query: Array<[string, string]> = [], pathId?: string): ProbeRequest {
  const qs = query.map(([k, v]) => `${k}=${v}`).join("&");
  const path = withPathId(target, pathId);
  return { method: "GET", path: qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path, headers: baseHeaders(target, ctx) };
}

function replaceField(fields: Fields, name: string, value: string | Buffer): Fields {
  return fields.map(([k, v]) => [k, k === name ? value : v] as [string, string | Buffer]);
}

/** Percent-encodes a query value; a lone surrogate goes as U+FFFD, as a browser sends it. */
const encodeQuery = (value: string) => encodeURIComponent(Buffer.from(value, "utf8").toString("utf8"));

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];

const NUL_VALUES = ["\u0000", "a\u0000b", "\u0000\u0000\u0000", "Fuzz\u0000Tester", "%00\u0000"];
const nul: PayloadFamily<{ field: number; value: number }> = {
  applies: (t) => t.text.length > 0,
  params: fc.record({ field: fc.nat(), value: fc.nat() }),
  build(t, p, ctx) {
    const name = pick(t.text, p.field);
    const value = pick(NUL_VALUES, p.value);
    if (t.kind === "form") return formRequest(t, ctx, replaceField(t.fields, name, value));
    if (t.kind === "json") return jsonRequest(t, ctx, { ...t.body, [name]: value });
    return getRequest(t, ctx, [[name, encodeQuery(value)]]);
  },
};

const huge: PayloadFamily<{ size: number; multipart: boolean }> = {
  applies: (t) => t.kind !== "get",
  params: fc.record({ size: fc.nat(), multipart: fc.boolean() }),
  build(t, p, ctx) {
    const sizes = [1, Math.max(1, Math.floor(ctx.hugeMb / 4)), ctx.hugeMb];
    const bytes = pick(sizes, p.size) * 1024 * 1024;
    const blob = "x".repeat(bytes);
    if (t.kind === "json") return jsonRequest(t, ctx, `{"${t.text[0] ?? "blob"}":"${blob}"}`);
    if (t.kind === "get") return getRequest(t, ctx, [["q", blob.slice(0, 64 * 1024)]]);
    const fields: Fields = [...t.fields, [t.text[0] ?? "blob", blob]];
    if (p.multipart)
      return formRequest(
        t,
        ctx,
        fields.map(([k, v]) => [k, Buffer.isBuffer(v) ? v : Buffer.from(v)]),
      );
    return formRequest(t, ctx, fields, []);
  },
};

const ODD_VALUES = [
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "-1",
  "0x1F",
  "1_000",
  "[object Object]",
  '{"$gt":""}',
  "true",
  "\ud800",
  "\u202eevil\u202c",
  "\u200b\u200b",
  "e\u0301\u0301\u0301",
  "🏗️👷‍♂️",
  "   ",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "x".repeat(20_000),
  "y\n".repeat(60_000),
];
const ODD_KEYS = (field: string) => [
  `${field}[]`,
  `${field}[0]`,
  "trades[99999999999].qty",
  "trades[-1].trade",
  "field_99999999999",
  "file_abc",
  "__proto__",
  "constructor",
  "intent",
];
const types: PayloadFamily<{ kind: number; field: number; value: number; json: number }> = {
  applies: () => true,
  params: fc.record({ kind: fc.nat({ max: 4 }), field: fc.nat(), value: fc.nat(), json: fc.nat() }),
  build(t, p, ctx) {
    const names = t.kind === "form" ? t.fields.map(([k]) => k) : t.kind === "json" ? Object.keys(t.body) : [...t.text, ...t.ids];
    const name = names.length ? pick(names, p.field) : "q";
    const value = pick(ODD_VALUES, p.value);
    if (t.kind === "json") {
      const odd = [0, -1, 1.5, 2 ** 53, [], ["a", "b"], {}, { $ne: null }, null, true, value];
      const whole = ["[]", '"text"', "42", "null", "[{}]", "{}"];
      if (p.kind === 4) return jsonRequest(t, ctx, pick(whole, p.json));
      return jsonRequest(t, ctx, { ...t.body, [name]: pick(odd, p.json) });
    }
    if (t.kind === "get") {
      const query: Array<[string, string]> =
        p.kind === 0
          ? [
              [name, "1"],
              [name, "2"],
            ]
          : p.kind === 1
            ? [[`${name}[]`, "1"]]
            : [[name, encodeQuery(value)]];
      return getRequest(t, ctx, query);
    }
    switch (p.kind) {
      case 0: // the field twice, with different values
        return formRequest(t, ctx, [...t.fields, [name, value]]);
      case 1: // an odd value
        return formRequest(t, ctx, replaceField(t.fields, name, value));
      case 2: // odd field names
        return formRequest(t, ctx, [...t.fields, [pick(ODD_KEYS(name), p.json), value]]);
      case 3: // nothing but the intent (or nothing at all)
        return formRequest(
          t,
          ctx,
          t.fields.filter(([k]) => k === "intent"),
          [],
        );
      default: // an unknown intent, or the fields without their files
        return t.fields.some(([k]) => k === "intent")
          ? formRequest(t, ctx, replaceField(t.fields, "intent", value.slice(0, 200)))
          : formRequest(t, ctx, t.fields, []);
    }
  },
};

const BAD_PERCENT = ["%zz", "%", "%E0%A4", "%C0%AF", "%ff%fe", "%u0041", "%%", "a%2", "%F4%90%80%80", "%ED%A0%80"];
const BAD_BYTES = [Buffer.from([0xff, 0xfe]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0x80])];
const encoding: PayloadFamily<{ kind: number; field: number; bad: number }> = {
  applies: () => true,
  params: fc.record({ kind: fc.nat({ max: 3 }), field: fc.nat(), bad: fc.nat() }),
  build(t, p, ctx) {
    const percent = pick(BAD_PERCENT, p.bad);
    const bytes = pick(BAD_BYTES, p.bad);
    if (t.kind === "get") {
      const path = withPathId(t);
      if (p.kind === 0) return { ...getRequest(t, ctx), path: `${path}${path.endsWith("/") ? "" : "/"}${percent}` };
      if (p.kind === 1) return getRequest(t, ctx, [[pick([...t.text, ...t.ids, "q"], p.field), percent]]);
      const raw = Buffer.concat([
        Buffer.from(`GET ${path}${path.includes("?") ? "&" : "?"}q=`),
        bytes,
        Buffer.from(` HTTP/1.1\r\nHost: ${new URL(ctx.origin).host}\r\nConnection: close\r\n\r\n`),
      ]);
      return { method: "GET", path, raw };
    }
    const headers = baseHeaders(t, ctx);
    if (t.kind === "json") {
      const bodies = [
        Buffer.concat([Buffer.from('{"username":"'), bytes, Buffer.from('","password":"x"}')]),
        Buffer.from('{"username":'),
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(t.body))]),
        Buffer.from(JSON.stringify(t.body), "utf16le"),
      ];
      return jsonRequest(t, ctx, pick(bodies, p.kind));
    }
    const name = t.text.length ? pick(t.text, p.field) : (t.fields[0]?.[0] ?? "x");
    if (p.kind === 0 || t.files.length === 0) {
      // urlencoded with a bad escape or raw invalid UTF-8 in one value
      const others = urlencodedBody(t.fields.filter(([k]) => k !== name) as Array<[string, string]>);
      const spoiled = p.kind % 2 === 0 ? Buffer.from(`${name}=${percent}`) : Buffer.concat([Buffer.from(`${name}=`), bytes]);
      const body = Buffer.concat([spoiled, Buffer.from(others ? `&${others}` : "")]);
      return { method: "POST", path: t.path, headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body };
    }
    // multipart with invalid UTF-8 in a text part, or in a file name
    if (p.kind === 1) return formRequest(t, ctx, replaceField(t.fields, name, Buffer.concat([Buffer.from("ok"), bytes])));
    const files = t.files.map((f) => ({ ...f, filename: `${f.filename}\u0000${percent}\u202e.exe` }));
    return formRequest(t, ctx, t.fields, files);
  },
};

const CONTENT_TYPES = [
  null,
  "text/plain",
  "application/json",
  "application/xml",
  "application/octet-stream",
  "multipart/form-data",
  "multipart/form-data; boundary=wrong",
  "multipart/form-data; boundary=truncated",
  "application/x-www-form-urlencoded; charset=utf-16le",
  "garbage/;;;",
  "text/html",
  "application/x-www-form-urlencoded",
];
const contentType: PayloadFamily<{ type: number }> = {
  applies: (t) => t.kind !== "get",
  params: fc.record({ type: fc.nat() }),
  build(t, p, ctx) {
    let type = pick(CONTENT_TYPES, p.type);
    if (t.kind === "get") return { ...getRequest(t, ctx), method: "POST", body: "a=1" };
    if (t.kind === "json" && type === "application/json") type = "application/x-www-form-urlencoded";
    const fields =
      t.kind === "form"
        ? (t.fields as Array<[string, string]>)
        : Object.entries(t.body).map(([k, v]) => [k, String(v)] as [string, string]);
    const headers = baseHeaders(t, ctx);
    let body: Buffer | string = urlencodedBody(fields);
    if (type === "application/json") body = JSON.stringify(Object.fromEntries(fields));
    if (type === "application/xml")
      body = `<?xml version="1.0"?><form>${fields.map(([k, v]) => `<${k}>${v}</${k}>`).join("")}</form>`;
    if (type === "multipart/form-data; boundary=wrong") body = multipartBody(fields, t.kind === "form" ? t.files : []).body;
    if (type === "multipart/form-data; boundary=truncated") {
      const full = multipartBody(fields, t.kind === "form" ? t.files : [], "truncated").body;
      body = full.subarray(0, Math.floor(full.length / 2));
    }
    if (type === "application/x-www-form-urlencoded; charset=utf-16le") body = Buffer.from(String(body), "utf16le");
    return { method: "POST", path: t.path, headers: type ? { ...headers, "content-type": type } : headers, body };
  },
};

const METHODS = ["TRACE", "OPTIONS", "PUT", "DELETE", "PATCH", "PROPFIND", "HEAD", "POST", "GET", "MKCOL", "LOCK", "SEARCH"];
const method: PayloadFamily<{ method: number; body: boolean }> = {
  applies: () => true,
  params: fc.record({ method: fc.nat(), body: fc.boolean() }),
  build(t, p, ctx) {
    let m = pick(METHODS, p.method);
    const base = t.kind === "get" ? getRequest(t, ctx) : t.kind === "json" ? jsonRequest(t, ctx) : formRequest(t, ctx);
    if (m === base.method) m = "DELETE";
    return { ...base, method: m, body: p.body && m !== "HEAD" && m !== "TRACE" ? (base.body ?? "a=1") : undefined };
  },
};

const BAD_IDS = [
  "-1",
  "0",
  "2147483648",
  "9223372036854775808",
  "99999999999999999999999",
  "1e3",
  "0x1f",
  "abc",
  "",
  "%20",
  "7.5",
  "1;drop",
  "%00",
  "%EF%BC%99",
  "-2147483649",
  "4294967296",
  "NaN",
  "1,2",
  "..",
  "%2e%2e%2f",
];
const ids: PayloadFamily<{ field: number; value: number; generated: string }> = {
  applies: (t) => t.kind !== "json" && t.ids.length > 0,
  params: fc.record({
    field: fc.nat(),
    value: fc.nat(),
    generated: fc.oneof(
      fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
      fc.integer({ min: -(2 ** 31), max: -1 }).map(String),
      fc.string({ minLength: 1, maxLength: 12, unit: "grapheme-ascii" }).map(encodeURIComponent),
    ),
  }),
  build(t, p, ctx) {
    if (t.kind === "json") return jsonRequest(t, ctx);
    const value: string = p.value % 3 === 2 ? p.generated : pick(BAD_IDS, p.value);
    const name = pick(t.ids, p.field);
    if (t.kind === "get") return name === ":id" ? getRequest(t, ctx, [], value) : getRequest(t, ctx, [[name, value]]);
    return formRequest(t, ctx, replaceField(t.fields, name, decodeURIComponentSafe(value)));
  },
};

function decodeURIComponentSafe(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

const HOSTS = [
  "",
  "exa mple.com",
  "[::1",
  "localhost:99999",
  "a".repeat(300),
  "localhost@evil.example",
  "évil.example",
  "evil.example",
  "127.0.0.1:1",
  "-",
  "localhost:abc",
  "..",
  "_",
];
const host: PayloadFamily<{ kind: number; host: number }> = {
  applies: () => true,
  params: fc.record({ kind: fc.nat({ max: 6 }), host: fc.nat() }),
  build(t, p, ctx) {
    const base = t.kind === "get" ? getRequest(t, ctx) : t.kind === "json" ? jsonRequest(t, ctx) : formRequest(t, ctx);
    const headers = { ...base.headers };
    const body = base.body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(base.body) ? base.body : Buffer.from(base.body);
    const headerLines = (extra: Record<string, string>) =>
      Object.entries({ ...headers, ...extra, "content-length": String(body.length), connection: "close" })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("");
    switch (p.kind) {
      case 0: // HTTP/1.0 without Host
        return {
          ...base,
          raw: Buffer.concat([Buffer.from(`${base.method} ${base.path} HTTP/1.0\r\n${headerLines({})}\r\n`), body]),
        };
      case 1: // HTTP/1.1 with an odd Host
        return {
          ...base,
          raw: Buffer.concat([
            Buffer.from(`${base.method} ${base.path} HTTP/1.1\r\nHost: ${pick(HOSTS, p.host)}\r\n${headerLines({})}\r\n`, "utf8"),
            body,
          ]),
        };
      case 2:
        return { ...base, headers: { ...headers, origin: "null" } };
      case 3:
        return { ...base, headers: { ...headers, origin: "http://evil.example" } };
      case 4:
        return {
          ...base,
          headers: { ...headers, "x-forwarded-host": pick(HOSTS.filter(Boolean), p.host), "x-forwarded-proto": "gopher" },
        };
      case 5: {
        const { origin: _origin, ...rest } = headers;
        return {
          ...base,
          headers: { ...rest, referer: pick(["http://evil.example/", "null", "::::", `${ctx.origin}/%zz`], p.host) },
        };
      }
      default:
        return {
          ...base,
          headers: { ...headers, "x-forwarded-for": pick(["999.1.1.1", "::ffff:", "a".repeat(2000), "unknown, , ,"], p.host) },
        };
    }
  },
};

const media: PayloadFamily<{ key: string; kind: number }> = {
  applies: (t) => t.kind === "get" && t.path === "/media/:id",
  params: fc.record({
    kind: fc.nat({ max: 3 }),
    key: fc.string({
      minLength: 200,
      maxLength: 3000,
      unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789._-/".split("")),
    }),
  }),
  build(t, p, ctx) {
    if (t.kind !== "get") throw new Error("media applies to GET /media only");
    const keys = [
      p.key,
      `uploaded_images/${p.key}.webp`,
      `${"%e2%82%ac".repeat(Math.ceil(p.key.length / 9))}`,
      `..%2f..%2f${p.key.slice(0, 40)}/../../etc/passwd`,
    ];
    return { ...getRequest(t, ctx), path: `/media/${pick(keys, p.kind)}` };
  },
};

export const families: Record<Family, PayloadFamily<never>> = {
  nul,
  huge,
  types,
  encoding,
  "content-type": contentType,
  method,
  ids,
  host,
  media,
} as unknown as Record<Family, PayloadFamily<never>>;
