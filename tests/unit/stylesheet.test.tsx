import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineStylesheet, StylesheetProvider } from "../../app/utils/stylesheet.js";

describe("the inline stylesheet on the server", () => {
  it("renders the stylesheet's text as it is inside its <style>", () => {
    const html = renderToString(
      <main>
        <StylesheetProvider value=".a::after{content:'→'}.b>.c{}">
          <InlineStylesheet />
        </StylesheetProvider>
        <p>café</p>
      </main>,
    );
    expect(html).toBe("<main><style id=\"site-stylesheet\">.a::after{content:'→'}.b>.c{}</style><p>café</p></main>");
  });

  it("renders nothing in development, where the stylesheet is a link (and there is no document to read)", () => {
    const html = renderToString(
      <StylesheetProvider value="">
        <InlineStylesheet />
      </StylesheetProvider>,
    );
    expect(html).toBe("");
  });
});
