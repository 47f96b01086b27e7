import { lazy, Suspense } from "react";
import type { EntryContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDocument } from "../../app/utils/render-document.server.js";

/*
 * The document renderer (app/utils/render-document.server.tsx): one synchronous pass, and the streaming renderer
 * again when something suspends anyway. Remix's own documents, whose data StreamTransfer writes in, are covered
 * by the integration tests of the production bundle (tests/integration/page-cache.test.ts) and by every
 * end-to-end test, which waits for the page to hydrate from that data.
 */

const noData = (): Pick<EntryContext, "serverHandoffStream" | "renderMeta"> => ({ renderMeta: {} });
const options = { nonce: "n0nce", status: 200 };

/** renderDocument's answer with its bytes read as text. */
async function render(...args: Parameters<typeof renderDocument>) {
  const { html, status } = await renderDocument(...args);
  expect(Buffer.isBuffer(html)).toBe(true);
  return { html: html.toString("utf8"), status };
}

function Thrower(): never {
  throw new Error("broken section");
}

afterEach(() => vi.restoreAllMocks());

/** Reads the context's stream as StreamTransfer would without its cache: suspending until the read is done. */
const reads = new WeakMap<object, { text?: string; promise: Promise<void> }>();
function StreamReader({ context }: { context: Pick<EntryContext, "serverHandoffStream"> }) {
  const stream = context.serverHandoffStream!;
  let read = reads.get(stream);
  if (!read) {
    const entry: { text?: string; promise: Promise<void> } = { promise: Promise.resolve() };
    entry.promise = new Response(stream).text().then((text) => void (entry.text = text));
    reads.set(stream, (read = entry));
  }
  if (read.text === undefined) throw read.promise;
  return <p>{read.text}</p>;
}

const withData = (...chunks: string[]): Pick<EntryContext, "serverHandoffStream" | "renderMeta"> => ({
  renderMeta: {},
  serverHandoffStream: new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  }),
});

describe("renderDocument", () => {
  it("renders a document in one pass, with the doctype the streaming renderer would give it", async () => {
    let renders = 0;
    const page = () => {
      renders++;
      return (
        <html lang="en">
          <body>
            <p>Crestline</p>
          </body>
        </html>
      );
    };
    const { html, status } = await render(noData(), page, options);
    expect(html).toBe('<!DOCTYPE html><html lang="en"><body><p>Crestline</p></body></html>');
    expect(status).toBe(200);
    expect(renders).toBe(1);
  });

  it("renders again, waiting, when a boundary suspends (a dialog's code not loaded yet)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the boundary the string renderer left
    const Dialog = lazy(async () => ({ default: () => <div role="dialog">Thank you</div> }));
    let renders = 0;
    const page = () => {
      renders++;
      return (
        <main>
          <Suspense fallback={<span>loading</span>}>
            <Dialog />
          </Suspense>
        </main>
      );
    };
    const { html, status } = await render(noData(), page, options);
    expect(renders).toBe(2);
    expect(html).toContain('<div role="dialog">Thank you</div>');
    expect(html).not.toContain("loading");
    expect(status).toBe(200);
  });

  it("answers 500 for an error inside a Suspense boundary, and rejects one outside every boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const inside = () => (
      <main>
        <Suspense fallback={<span>later</span>}>
          <Thrower />
        </Suspense>
      </main>
    );
    const { html, status } = await render(noData(), inside, options);
    expect(status).toBe(500);
    expect(html).toContain("<main>");
    await expect(renderDocument(noData(), () => <Thrower />, options)).rejects.toThrow("broken section");
  });

  it("hands the page's data to the renderer as chunks already read, for every render", async () => {
    const context = withData('[{"_1":2},"loader', 'Data"]');
    const page = () => {
      // what StreamTransfer reads: the cache by chunk number, and a stream it can take a reader of
      const cache = (context.renderMeta as { streamCache: Record<number, { result: { done: boolean; value: string } }> })
        .streamCache;
      const reader = context.serverHandoffStream!.getReader();
      reader.releaseLock();
      return <p data-done={String(cache[1]!.result.done)}>{cache[0]!.result.value}</p>;
    };
    const { html } = await render(context, page, options);
    expect(html).toBe('<p data-done="true">[{&quot;_1&quot;:2},&quot;loaderData&quot;]</p>');
  });

  it("still writes the data in, rendering twice, if the renderer reads the stream instead of those chunks", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const context = withData('[{"_1":2},', '"loaderData"]');
    const page = () => (
      <main>
        <Suspense fallback={null}>
          <StreamReader context={context} />
        </Suspense>
      </main>
    );
    const { html, status } = await render(context, page, options);
    expect(html).toBe("<main><!--$--><p>[{&quot;_1&quot;:2},&quot;loaderData&quot;]</p><!--/$--></main>");
    expect(status).toBe(200);
  });
});
