import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineStylesheet, StylesheetProvider, withStylesheet } from "../../app/utils/stylesheet.js";

describe("the inline stylesheet on the server", () => {
  it("renders an empty <style> that withStylesheet fills with the stylesheet's bytes", () => {
    const html = renderToString(
      <main>
        <StylesheetProvider value="inline">
          <InlineStylesheet />
        </StylesheetProvider>
        <p>café</p>
      </main>,
    );
    expect(html).toBe('<main><style id="site-stylesheet"></style><p>café</p></main>');
    const page = withStylesheet(Buffer.from(html), Buffer.from(".a::after{content:'→'}"));
    expect(page.toString("utf8")).toBe("<main><style id=\"site-stylesheet\">.a::after{content:'→'}</style><p>café</p></main>");
  });

  it("renders nothing in development, where the stylesheet is a link (and there is no document to read)", () => {
    const html = renderToString(
      <StylesheetProvider value="link">
        <InlineStylesheet />
      </StylesheetProvider>,
    );
    expect(html).toBe("");
    expect(withStylesheet(Buffer.from("<p>no stylesheet</p>"), Buffer.from(".a{}")).toString()).toBe("<p>no stylesheet</p>");
  });
});
