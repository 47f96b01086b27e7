import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SCRIPT_ACTIVATOR, deferScripts } from "../../app/utils/deferred-scripts.js";

/** The end of a document as Remix's <Scripts> renders it (module preloads, then the module that hydrates). */
const document = [
  '<head><script nonce="n1">document.documentElement.setAttribute("data-js","")</script>',
  '<link rel="preload" as="image" href="/media/images/3/640.webp"/><link rel="stylesheet" href="/assets/app.css"/></head>',
  // characters of more than one byte before the scripts: the renamings are made in the document's UTF-8 bytes
  '<body><p>type="module" and rel="modulepreload" as words in the text stay as they are — চাকরি</p>',
  '<script type="application/json" id="site-routes">{"routes":[]}</script>',
  '<script nonce="n1">window.__remixContext = {};</script>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/components.js"/>',
  '<script nonce="n1" type="module" async="">import "/assets/manifest.js"; import("/assets/entry.client.js");</script>',
  "</body>",
].join("");

describe("deferScripts", () => {
  const deferred = deferScripts(Buffer.from(document)).toString();

  it("makes the module preloads and the module script inert, and nothing else", () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred).not.toMatch(/<script[^>]* type="module"/);
    expect(deferred.match(/<link rel="x-deferred-modulepreload" href="[^"]+"\/>/g)).toHaveLength(2);
    expect(deferred).toContain('<script nonce="n1" type="x-deferred-module" async="">import "/assets/manifest.js";');
    // the same document once the two renamings are undone: nothing else moved
    expect(deferred.replaceAll("x-deferred-modulepreload", "modulepreload").replace("x-deferred-module", "module")).toBe(
      document,
    );
  });
});

describe("SCRIPT_ACTIVATOR", () => {
  /** Runs the inline script against a stand-in document that records what it is asked to do. */
  function run() {
    const listeners: Record<string, Array<() => void>> = {};
    const timers: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const link = { rel: "x-deferred-modulepreload", setAttribute: (_: string, v: string) => (link.rel = v) };
    const script = {
      type: "x-deferred-module",
      children: 0,
      setAttribute: (_: string, v: string) => (script.type = v),
      appendChild: () => (script.children += 1),
    };
    const context = {
      document: {
        documentElement: { setAttribute: () => undefined },
        createTextNode: () => ({}),
        // the selectors the real document answers, whatever the elements' attributes are now
        querySelectorAll: (selector: string) =>
          selector === 'link[rel="x-deferred-modulepreload"]'
            ? [link]
            : selector === 'script[type="x-deferred-module"]'
              ? [script]
              : [],
      },
      addEventListener: (event: string, listener: () => void) => (listeners[event] ??= []).push(listener),
      setTimeout: (callback: () => void) => timers.push(callback),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
    };
    runInNewContext(SCRIPT_ACTIVATOR, context);
    /** What the browser runs next: the animation frame callbacks, then (the frame painted) the timers. */
    const paint = () => {
      frames.splice(0).forEach((frame) => frame());
      timers.splice(0).forEach((timer) => timer());
    };
    return { listeners, timers, paint, link, script };
  }

  it("starts the scripts once the frame after load is painted: preloads named back, the module script typed and touched", () => {
    const { listeners, paint, link, script } = run();
    expect(link.rel).toBe("x-deferred-modulepreload");
    listeners.load!.forEach((listener) => listener());
    // the pictures that have just loaded are painted first
    expect(link.rel).toBe("x-deferred-modulepreload");
    expect(script.children).toBe(0);
    paint();
    expect(link.rel).toBe("modulepreload");
    expect(script).toMatchObject({ type: "module", children: 1 });
  });

  it("starts them 2.5 s after the document is parsed if the page is still loading, and only once", () => {
    const { listeners, timers, paint, script } = run();
    listeners.DOMContentLoaded!.forEach((listener) => listener());
    expect(script.children).toBe(0);
    timers.splice(0).forEach((timer) => timer());
    expect(script).toMatchObject({ type: "module", children: 1 });
    listeners.load!.forEach((listener) => listener());
    paint();
    expect(script).toMatchObject({ type: "module", children: 1 });
  });
});
