import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { StylesheetProvider } from "./utils/stylesheet";
import stylesheet from "./styles/site.css?inline";

/** How long a render may wait for its data (Remix reads this export of the entry, too). */
export const streamTimeout = 5_000;

/**
 * Remix's documented Node entry, answering once the whole document is rendered (`onAllReady`): no page defers data,
 * every document is answered whole, and the page cache and the security headers read it whole (its inline scripts'
 * hashes: server/http/security.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      // production documents carry the public site's stylesheet inline (app/utils/stylesheet.tsx)
      <StylesheetProvider value={import.meta.env.PROD ? stylesheet : ""}>
        <RemixServer context={remixContext} url={request.url} />
      </StylesheetProvider>,
      {
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // errors in the shell are reported by onShellError; these are logged here
          if (shellRendered) console.error(error);
        },
      },
    );
    // a render still waiting after this is given up (its error boundary answers)
    setTimeout(abort, streamTimeout + 1000);
  });
}
