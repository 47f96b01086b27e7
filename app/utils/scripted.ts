/**
 * Inline script for <head>: marks the document as scripted, so CSS hides animate-on-scroll elements only when the
 * script that reveals them will run. Allowed by its hash (server/http/security.ts).
 */
export const MARK_SCRIPTED = "document.documentElement.setAttribute('data-js','')";
