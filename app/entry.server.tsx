import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { deferScripts } from "./utils/deferred-scripts";
import { NonceProvider } from "./utils/nonce";
import { renderDocument } from "./utils/render-document.server";
import { StylesheetProvider, withStylesheet } from "./utils/stylesheet";
import stylesheet from "./styles/site.css?inline";

export { streamTimeout } from "./utils/render-document.server";

/** The stylesheet's bytes, encoded once for every production document. */
const STYLESHEET = Buffer.from(stylesheet);

/** Every visitor gets the whole document in one piece (./utils/render-document.server.tsx). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const { html, status } = await renderDocument(
    remixContext,
    () => (
      <NonceProvider value={nonce}>
        <StylesheetProvider value={import.meta.env.PROD ? "inline" : "link"}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>
    ),
    { nonce, status: responseStatusCode },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // the development server's own module scripts (Vite's client, hot reload) start at once
  const page = import.meta.env.PROD ? withStylesheet(deferScripts(html), STYLESHEET) : html;
  return new Response(page, { headers: responseHeaders, status });
}
