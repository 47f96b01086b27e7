import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * AWS Signature Version 4 check for the embedded S3 server, which accepts unsigned requests and does
 * not verify V4 signatures itself. Header-signed requests (what the minio client sends) and presigned
 * URLs are recomputed from the request with the installation's secret key and compared.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html
 */

const ALGORITHM = "AWS4-HMAC-SHA256";
/** AWS's own tolerance for a signed request's clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

interface S3Credentials {
  accessKey: string;
  secretKey: string;
}

/** RFC 3986 encoding as SigV4's canonical query string uses it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, "%20"));
  } catch {
    return value;
  }
}

function canonicalQuery(rawQuery: string, omit?: string): string {
  if (!rawQuery) return "";
  return rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf("=");
      return eq === -1 ? [decode(pair), ""] : [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))];
    })
    .filter(([key]) => key !== omit)
    .map(([key, value]) => [encode(key!), encode(value!)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/** `20260101T120000Z` → epoch ms, or NaN. */
function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
}

interface SignedParts {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
  query: string;
  /** Presigned URLs: seconds the URL stays valid. */
  expires?: number;
}

function signedParts(req: IncomingMessage, rawQuery: string): SignedParts | null {
  const authorization = req.headers.authorization;
  if (authorization) {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization.trim(),
    );
    const amzDate = req.headers["x-amz-date"];
    const payloadHash = req.headers["x-amz-content-sha256"];
    if (!m || typeof amzDate !== "string" || typeof payloadHash !== "string") return null;
    return { credential: m[1]!, signedHeaders: m[2]!, signature: m[3]!, amzDate, payloadHash, query: canonicalQuery(rawQuery) };
  }
  const params = new URLSearchParams(rawQuery);
  if (params.get("X-Amz-Algorithm") !== ALGORITHM) return null;
  const [credential, signedHeaders, signature, amzDate, expires] = [
    "X-Amz-Credential",
    "X-Amz-SignedHeaders",
    "X-Amz-Signature",
    "X-Amz-Date",
    "X-Amz-Expires",
  ].map((name) => params.get(name));
  if (!credential || !signedHeaders || !signature || !/^[0-9a-f]{64}$/.test(signature) || !amzDate || !expires) return null;
  return {
    credential,
    signedHeaders,
    signature,
    amzDate,
    payloadHash: "UNSIGNED-PAYLOAD",
    query: canonicalQuery(rawQuery, "X-Amz-Signature"),
    expires: Number(expires),
  };
}

/** Whether `req` carries a valid SigV4 signature made with `credentials` (any clock within 15 minutes). */
export function hasValidSignature(req: IncomingMessage, credentials: S3Credentials, now = Date.now()): boolean {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const rawQuery = q === -1 ? "" : url.slice(q + 1);
  const parts = signedParts(req, rawQuery);
  if (!parts) return false;

  const [accessKey, date, region, service, terminator] = parts.credential.split("/");
  if (accessKey !== credentials.accessKey || !date || !region || service !== "s3" || terminator !== "aws4_request") return false;
  const signedAt = parseAmzDate(parts.amzDate);
  if (Number.isNaN(signedAt) || !parts.amzDate.startsWith(date)) return false;
  if (parts.expires === undefined ? Math.abs(now - signedAt) > MAX_SKEW_MS : now > signedAt + parts.expires * 1000) return false;

  const names = parts.signedHeaders.split(";");
  if (!names.includes("host")) return false;
  const headerLines: string[] = [];
  for (const name of names) {
    const value = req.headers[name];
    if (value === undefined) return false;
    const text = Array.isArray(value) ? value.join(",") : value;
    headerLines.push(`${name}:${text.trim().replace(/\s+/g, " ")}\n`);
  }
  const canonicalRequest = [req.method, path, parts.query, headerLines.join(""), parts.signedHeaders, parts.payloadHash].join(
    "\n",
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, parts.amzDate, scope, createHash("sha256").update(canonicalRequest).digest("hex")].join("\n");
  let key: Buffer = createHmac("sha256", `AWS4${credentials.secretKey}`).update(date).digest();
  for (const step of [region, "s3", "aws4_request"]) key = createHmac("sha256", key).update(step).digest();
  const expected = createHmac("sha256", key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(parts.signature, "hex"));
}
