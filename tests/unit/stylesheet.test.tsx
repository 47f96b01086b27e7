import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineStylesheet, StylesheetProvider } from "../../app/utils/stylesheet.js";

describe("InlineStylesheet on the server", () => {
  it("renders the stylesheet it is given inline", () => {
    const html = renderToString(
      <StylesheetProvider value=".a{color:red}">
        <InlineStylesheet />
      </StylesheetProvider>,
    );
    expect(html).toBe('<style id="site-stylesheet">.a{color:red}</style>');
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
