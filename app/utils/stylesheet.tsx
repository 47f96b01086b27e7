import { createContext, useContext, useState } from "react";

/*
 * The site's stylesheet is inline in every production document (docs/decisions/0016-paint-before-scripts.md):
 * a separate stylesheet blocks the first paint for a round trip more, the most expensive part of a first visit
 * on a slow phone network. app/entry.server.tsx provides the text; the development server keeps the <link> so
 * that style changes reload at once.
 */
/** null in the browser, where the text is read back from the document. */
const StylesheetContext = createContext<string | null>(null);

/** Given the stylesheet's text by app/entry.server.tsx ("" in development, where the <link> stays). */
export const StylesheetProvider = StylesheetContext.Provider;

const ID = "site-stylesheet";

/** The inline stylesheet: the server's text, and in the browser the same text read back from the document. */
export function InlineStylesheet() {
  const fromServer = useContext(StylesheetContext);
  const [css] = useState(() => fromServer ?? document.getElementById(ID)?.textContent ?? "");
  if (!css) return null;
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
