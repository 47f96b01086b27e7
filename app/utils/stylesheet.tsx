import { createContext, useContext, useState } from "react";

/*
 * The public site's stylesheet (app/styles/site.css) is inline in every production document
 * (docs/decisions/0016-paint-before-scripts.md): a separate stylesheet blocks the first paint for a round trip
 * more, the most expensive part of a first visit on a slow phone network. The development server links it instead
 * (app/root.tsx), so that style changes reload at once.
 */
/** The stylesheet's text on the production server, "" on the development server, null in the browser (read back). */
const StylesheetContext = createContext<string | null>(null);

/** Set by app/entry.server.tsx. */
export const StylesheetProvider = StylesheetContext.Provider;

const ID = "site-stylesheet";

/** The inline stylesheet: its text from the server, the same text again in the browser (read from the document). */
export function InlineStylesheet() {
  const fromServer = useContext(StylesheetContext);
  const [css] = useState(() => fromServer ?? document.getElementById(ID)?.textContent ?? "");
  return css ? <style id={ID} dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
