import { createContext, useContext, useState } from "react";

/*
 * The public site's stylesheet (app/styles/site.css) is inline in every production document
 * (docs/decisions/0016-paint-before-scripts.md): a separate stylesheet blocks the first paint for a round trip
 * more, the most expensive part of a first visit on a slow phone network. The server renders an empty <style> and app/entry.server.tsx puts the stylesheet's
 * bytes (made once at start) into it after React has rendered: React never encodes, and nothing rescans, the
 * ~70 KB of CSS per request. The development server keeps the <link> so that style changes reload at once.
 */
/** "inline" on the production server, "link" on the development server, null in the browser (read back). */
const StylesheetContext = createContext<"inline" | "link" | null>(null);

/** Set by app/entry.server.tsx. */
export const StylesheetProvider = StylesheetContext.Provider;

const ID = "site-stylesheet";
const OPEN = `<style id="${ID}">`;
const EMPTY = `${OPEN}</style>`;

/** The inline stylesheet: empty on the server (filled by `withStylesheet`), the same text again in the browser. */
export function InlineStylesheet() {
  const mode = useContext(StylesheetContext);
  const [css] = useState(() => (mode === null ? (document.getElementById(ID)?.textContent ?? "") : ""));
  if (mode === "link" || (mode === null && !css)) return null;
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The document's bytes with `css` inside the empty stylesheet `InlineStylesheet` rendered (unchanged if none). */
export function withStylesheet(html: Buffer<ArrayBuffer>, css: Uint8Array): Buffer<ArrayBuffer> {
  const at = html.indexOf(EMPTY);
  if (at === -1) return html;
  const split = at + Buffer.byteLength(OPEN);
  return Buffer.concat([html.subarray(0, split), css, html.subarray(split)]);
}
