import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { deferScripts } from "./utils/deferred-scripts";
import { NonceProvider } from "./utils/nonce";
import { StylesheetProvider, withStylesheet } from "./utils/stylesheet";
import stylesheet from "./styles/site.css?inline";

export const streamTimeout = 5_000;

/** The stylesheet's bytes, encoded once for every production document. */
const STYLESHEET = Buffer.from(stylesheet);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;

  /*
   * Every visitor gets the whole document in one piece: no page defers data, so the shell already is the whole
   * page, and one buffer costs far less per request than a stream of small chunks through web streams.
   */
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={import.meta.env.PROD ? "inline" : "link"}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = Buffer.concat(chunks).toString("utf8");
              // the development server's own module scripts (Vite's client, hot reload) start at once
              const page = import.meta.env.PROD ? withStylesheet(deferScripts(html), STYLESHEET) : html;
              clearTimeout(timeout);
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // a render still waiting after this is given up (its error boundary answers); a finished one clears it
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
