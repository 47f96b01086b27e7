// A small HTTP client for the reliability suites that can send what fetch refuses to: any method, no or
// malformed Host, invalid bytes, HTTP/1.0, a raw request written byte for byte.
import { request, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";

export interface ProbeRequest {
  method: string;
  /** Sent as it is (no normalisation, no percent-encoding). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The whole request as bytes: method, path, headers and body are then ignored. */
  raw?: Buffer;
}

export interface ProbeResponse {
  /** 0 when no HTTP answer came (connection closed, reset or timed out; see `error`). */
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
  error?: string;
}

const BODY_LIMIT = 2 * 1024 * 1024;

function sendParsed(port: number, req: ProbeRequest, timeoutMs: number): Promise<ProbeResponse> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (res: Omit<ProbeResponse, "ms">) => {
      if (settled) return;
      settled = true;
      resolve({ ...res, ms: Math.round(performance.now() - started) });
    };
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    // the name PUBLIC_URL gives (http://localhost:<port>), as a browser on the site sends it
    const headers: Record<string, string> = { host: `localhost:${port}`, connection: "close", ...req.headers };
    if (body && !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")) {
      headers["content-length"] = String(body.length);
    }
    const r = request({ host: "127.0.0.1", port, method: req.method, path: req.path, headers, agent: false, setHost: false });
    r.setTimeout(timeoutMs, () => {
      r.destroy();
      done({ status: 0, headers: {}, body: "", error: `no answer within ${timeoutMs} ms` });
    });
    r.on("response", (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        if (size < BODY_LIMIT) chunks.push(c);
        size += c.length;
      });
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", (err) => done({ status: res.statusCode ?? 0, headers: res.headers, body: "", error: err.message }));
    });
    r.on("error", (err) => done({ status: 0, headers: {}, body: "", error: err.message }));
    // a server may answer (413, 415) and close before the whole body is written: that is an answer, not an error
    r.end(body);
  });
}

/** Parses a raw HTTP/1.x response (Content-Length or close-delimited; chunked bodies are kept as sent). */
function parseRaw(bytes: Buffer): Omit<ProbeResponse, "ms"> {
  const text = bytes.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const head = end === -1 ? text : text.slice(0, end);
  const match = /^HTTP\/\d\.\d (\d{3})/.exec(head);
  if (!match)
    return {
      status: 0,
      headers: {},
      body: "",
      error: bytes.length ? "not an HTTP response" : "connection closed without an answer",
    };
  const headers: IncomingHttpHeaders = {};
  for (const line of head.split("\r\n").slice(1)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const body = end === -1 ? "" : bytes.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1")).toString("utf8");
  return { status: Number(match[1]), headers, body };
}

function sendRaw(port: number, raw: Buffer, timeoutMs: number): Promise<ProbeResponse> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const parsed = parseRaw(Buffer.concat(chunks));
      resolve({
        ...parsed,
        error: parsed.status ? undefined : (error ?? parsed.error),
        ms: Math.round(performance.now() - started),
      });
    };
    // not end(): a half-closed socket may be taken as an aborted request; every raw request asks to close instead
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write(raw));
    socket.setTimeout(timeoutMs, () => finish(`no answer within ${timeoutMs} ms`));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => finish());
    socket.on("close", () => finish());
    socket.on("error", (err) => finish(err.message));
  });
}

export function probe(port: number, req: ProbeRequest, timeoutMs = 30_000): Promise<ProbeResponse> {
  return req.raw ? sendRaw(port, req.raw, timeoutMs) : sendParsed(port, req, timeoutMs);
}

/**
 * What no response may show a visitor: stack frames, server file paths, SQL or PostgreSQL's own error text.
 * Returns the first match, or null.
 */
export function leakIn(body: string): string | null {
  const patterns: RegExp[] = [
    /^\s*at (?:async )?\S.*\((?:file:|node:|\/)[^)]*:\d+:\d+\)/m,
    /^\s*at (?:async )?(?:file:|node:|\/)\S+:\d+:\d+/m,
    /(?:file:\/\/)?\/(?:work|home|root|app|usr\/src)\/[\w.@+-]+\/[\w./@+-]*\.(?:[cm]?js|ts|tsx)\b/,
    /node_modules\/[\w@.-]+/,
    /\b(?:insert into|delete from)\s+"?\w+"?/i,
    /\bselect\s+[\w"*., ]+\s+from\s+"?\w+"?(?:\s+where\b|\s*;)/i,
    /invalid input syntax for (?:type )?\w+|is out of range for type|violates (?:not-null|foreign key|check|unique) constraint/i,
    /syntax error at or near|invalid byte sequence for encoding|unterminated quoted string|\bSQLSTATE\b/i,
    /\b(?:ECONNREFUSED|ECONNRESET|EPIPE)\b/,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(body);
    if (m) return m[0].trim().slice(0, 160);
  }
  return null;
}
