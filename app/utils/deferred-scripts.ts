/*
 * Pages paint before their JavaScript loads (docs/architecture.md, "Scripts after the page"). Every page is
 * complete HTML that works without JavaScript, so the browser first spends the visitor's bandwidth and CPU on the
 * HTML, the stylesheet and the pictures, and only then fetches and runs React. On a cheap phone on a slow network
 * the scripts (about 100 KiB) no longer compete with the hero picture.
 *
 * How: the server renames what would make the browser fetch the scripts at once (`deferScripts`, called by
 * app/entry.server.tsx on the finished document's bytes); the inline script in <head> (`SCRIPT_ACTIVATOR`) names
 * them back on `load`, or 2.5 s after the document is parsed if a picture is slow. Only attribute values change,
 * never the elements, so React hydrates the very nodes the server rendered. A script of an unknown type is not run
 * by the parser and not marked as started: once its type is `module` again, adding a (empty) text node to it runs
 * it, with its nonce, as the HTML standard's "prepare the script element" says.
 */

const PRELOAD = 'rel="modulepreload"';
const DEFERRED_PRELOAD = 'rel="x-deferred-modulepreload"';
const DEFERRED_MODULE = 'type="x-deferred-module"';

/**
 * The document's bytes with its module preloads and module scripts made inert until `SCRIPT_ACTIVATOR` runs
 * them. A script is a module when its start tag (up to its first `>`) has the attribute. (Server only: this
 * module is also in the browser's bundle for `SCRIPT_ACTIVATOR`, so nothing here runs `Buffer` at import.)
 */
export function deferScripts(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const link = Buffer.from(`<link ${PRELOAD} `);
  const deferredLink = Buffer.from(`<link ${DEFERRED_PRELOAD} `);
  const script = Buffer.from("<script");
  const module = Buffer.from(' type="module"');
  const deferredModule = Buffer.from(` ${DEFERRED_MODULE}`);
  const edits: Array<{ at: number; length: number; bytes: Buffer }> = [];
  for (let at = html.indexOf(link); at !== -1; at = html.indexOf(link, at + link.length)) {
    edits.push({ at, length: link.length, bytes: deferredLink });
  }
  for (let tag = html.indexOf(script); tag !== -1; tag = html.indexOf(script, tag + script.length)) {
    const end = html.indexOf(">", tag);
    if (end === -1) break;
    const type = html.subarray(tag, end).indexOf(module);
    if (type !== -1) edits.push({ at: tag + type, length: module.length, bytes: deferredModule });
  }
  const pieces: Buffer[] = [];
  let copied = 0;
  for (const edit of edits.sort((a, b) => a.at - b.at)) {
    pieces.push(html.subarray(copied, edit.at), edit.bytes);
    copied = edit.at + edit.length;
  }
  pieces.push(html.subarray(copied));
  return Buffer.concat(pieces);
}

/**
 * Inline script for <head>: marks the document as scripted (CSS shows animations only then) and starts the scripts.
 * On `load` it first lets the browser paint the frame the pictures have just loaded into (scripts start in a task
 * after the next animation frame): started at once, the scripts' first long task could run before that frame, and
 * the hero picture would show only after it (in some Lighthouse runs the LCP came near 2 s instead of about 1.1 s).
 */
export const SCRIPT_ACTIVATOR = `document.documentElement.setAttribute('data-js','');(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[${DEFERRED_PRELOAD}]').forEach(function(l){l.setAttribute('rel','modulepreload')});document.querySelectorAll('script[${DEFERRED_MODULE}]').forEach(function(s){s.setAttribute('type','module');s.appendChild(document.createTextNode(''))})}addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(start,0)})});addEventListener('DOMContentLoaded',function(){setTimeout(start,2500)})})()`;
