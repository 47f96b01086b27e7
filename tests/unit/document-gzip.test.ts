import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipOf, identityOf, KEPT, ONCE, piece, stylesheetCutter } from "../../server/http/document-gzip.js";

const page = (css: string, body = "<main>Crestline</main>") =>
  Buffer.from(`<!DOCTYPE html><html><head><style id="site-stylesheet">${css}</style></head><body>${body}</body></html>`);

describe("document gzip", () => {
  it("joins pieces and bytes of one response into gzip that decodes to the parts joined", () => {
    const parts = [
      piece(Buffer.from('<html><head><script nonce="'), ONCE),
      Buffer.from(randomBytes(16).toString("base64")),
      piece(Buffer.from('"></script></head>'), KEPT),
      piece(Buffer.alloc(0), KEPT),
      piece(randomBytes(70_000), ONCE), // incompressible: deflate stores it
      Buffer.from("tail"),
    ];
    const gzip = gzipOf(parts);
    // gunzip checks the trailer's CRC and length
    expect(gunzipSync(gzip).equals(identityOf(parts))).toBe(true);
    expect(gunzipSync(gzipOf([])).length).toBe(0);
  });

  it("cuts a document around its stylesheet, compressing each stylesheet once", () => {
    const cut = stylesheetCutter();
    const css = ".a{color:red}".repeat(500);
    const first = cut(page(css, "<p>one</p>"))!;
    const second = cut(page(css, "<p>two</p>"))!;
    expect(second.stylesheet).toBe(first.stylesheet);
    expect(first.stylesheet.bytes.toString()).toBe(css);
    expect(identityOf([first.before, first.stylesheet, first.after]).equals(page(css, "<p>one</p>"))).toBe(true);
    const gzip = gzipOf([piece(second.before, ONCE), second.stylesheet, piece(second.after, ONCE)]);
    expect(gunzipSync(gzip).equals(page(css, "<p>two</p>"))).toBe(true);

    const changed = cut(page(".b{color:blue}"))!;
    expect(changed.stylesheet).not.toBe(first.stylesheet);
    expect(changed.stylesheet.bytes.toString()).toBe(".b{color:blue}");
    // a document without the inline stylesheet (the development server links it) is not cut
    expect(cut(Buffer.from('<html><head><link rel="stylesheet" href="/app.css"></head></html>'))).toBeNull();
  });
});
