// Small real files for the reliability suites' uploads.
import sharp from "sharp";

/**
 * A one-page PDF (what file-type and the document policy accept). A `note` becomes a PDF comment line, so uploads
 * that must differ (one per applicant, one per label) get different bytes.
 */
export function samplePdf(note?: string) {
  return Buffer.from(
    "%PDF-1.4\n" +
      (note === undefined ? "" : `% ${note}\n`) +
      "1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n" +
      "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n" +
      "trailer <</Root 1 0 R>>\n%%EOF\n",
  );
}

export const SAMPLE_PDF = samplePdf();

/** A 1×1 PNG: the smallest file the upload module's sniffing recognises as an image. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A 16×16 PNG. */
export function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();
}

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body; returns it with its Content-Type (boundary included). */
export function multipartBody(
  fields: ReadonlyArray<readonly [string, string | Buffer]>,
  files: readonly MultipartFile[] = [],
  boundary = `----suite${Math.random().toString(16).slice(2)}`,
): { body: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    parts.push(Buffer.isBuffer(value) ? value : Buffer.from(value));
    parts.push(Buffer.from("\r\n"));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
    );
    parts.push(f.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An application/x-www-form-urlencoded body. */
export function urlencodedBody(fields: ReadonlyArray<readonly [string, string]>): string {
  return new URLSearchParams(fields.map(([k, v]) => [k, v])).toString();
}
