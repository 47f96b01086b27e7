import { Writable } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

/*
 * A document rendered whole, in one synchronous pass (docs/decisions/0019-documents-rendered-in-one-pass.md).
 *
 * No page defers data, so the only thing that waits in a render is <Scripts>' StreamTransfer, which writes the
 * page's data (Remix's `serverHandoffStream`) into the document chunk by chunk, suspending for each. The data is
 * read whole first and handed to StreamTransfer as chunks already read; then nothing suspends, and React's string
 * renderer, which builds one string, does the work its streaming renderer does in small encoded chunks.
 *
 * Should something suspend anyway (a dialog open on the first render waits for its code, an error inside a
 * Suspense boundary), the string renderer leaves that boundary to the browser; the document is then rendered
 * again by the streaming renderer, which waits for every boundary, as every document was before.
 */

/** How long the streaming renderer may wait for a boundary (Remix reads this export of the entry, too). */
export const streamTimeout = 5_000;

/** What React leaves in place of a Suspense boundary whose content it could not render on the server. */
const CLIENT_RENDERED_BOUNDARY = Buffer.from("<!--$!-->");

interface Rendered {
  /** The document's UTF-8 bytes. */
  html: Buffer<ArrayBuffer>;
  status: number;
}

/** The streaming renderer starts a document with its doctype; the string renderer does not. */
const DOCTYPE = Buffer.from("<!DOCTYPE html>");

/**
 * The document `app` renders (a new element each call, as it may render twice) as bytes, with the status it answers:
 * `status` unless an error was caught inside a Suspense boundary (500). An error outside any boundary rejects.
 */
export async function renderDocument(
  context: Pick<EntryContext, "serverHandoffStream" | "renderMeta">,
  app: () => ReactElement,
  { nonce, status }: { nonce: string; status: number },
): Promise<Rendered> {
  const data = await readPageData(context);
  handOver(context, data);
  // Bytes at once: the rest of the way (app/entry.server.tsx, the page cache) works on bytes, copied outside
  // V8's heap. A document with any character beyond Latin-1 is a two-byte string, and a home page's ~150 KB of
  // it is allocated in V8's large-object space on every copy, which made each string step cost ~0.1 ms.
  const html = Buffer.from(renderToString(app()));
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) {
    return { html: html.subarray(0, 5).toString() === "<html" ? Buffer.concat([DOCTYPE, html]) : html, status };
  }
  handOver(context, data);
  return renderWaiting(app(), nonce, status);
}

/** The page's data as Remix streams it to the browser (turbo-stream text), read whole. */
async function readPageData(context: Pick<EntryContext, "serverHandoffStream">): Promise<string | null> {
  const stream = context.serverHandoffStream as ReadableStream<Uint8Array> | undefined;
  if (!stream) return null;
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** A chunk StreamTransfer has read: the promise it suspended on, with what the read gave. */
type ReadChunk = Promise<void> & { result: { done: boolean; value: string } };

const readChunk = (done: boolean, value: string): ReadChunk => Object.assign(Promise.resolve(), { result: { done, value } });

/**
 * Gives StreamTransfer (@remix-run/react, dist/single-fetch.js) the page's data as the chunks it would have read:
 * all of it, then the end. It keeps the chunks it has read in `renderMeta.streamCache` by their number and reads
 * the stream only for a chunk it has not got. The context gets a new stream of the same data for each render, to
 * take a reader of its own: read only if StreamTransfer stops finding its chunks there, and then it suspends and
 * the streaming renderer waits for it.
 */
function handOver(context: Pick<EntryContext, "serverHandoffStream" | "renderMeta">, data: string | null) {
  if (data === null) return;
  // encoded only if read (no queue to fill ahead: highWaterMark 0), which a render that finds its chunks never does
  context.serverHandoffStream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(data));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const meta = (context.renderMeta ??= {}) as { streamCache?: Record<number, ReadChunk> };
  meta.streamCache = { 0: readChunk(false, data), 1: readChunk(true, "") };
}

/** The streaming renderer, waiting for every Suspense boundary, into one string. */
function renderWaiting(app: ReactElement, nonce: string, statusCode: number): Promise<Rendered> {
  let status = statusCode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(app, {
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
            clearTimeout(timeout);
            resolve({ html: Buffer.concat(chunks), status });
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
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
    // a render still waiting after this is given up (its error boundary answers); a finished one clears it
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
