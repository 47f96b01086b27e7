import { createElement, hydrate, options, type ComponentChild, type VNode } from "preact";
import { Suspense, useEffect } from "preact/compat";
import type { ReactNode } from "react";

/*
 * What the production build needs on top of Preact's compatibility layer (see vite.config.ts and
 * docs/decisions/0015-preact-in-the-browser.md). The server renders the whole document with React 18; three
 * things differ from hydrating it with React DOM, and one from React's events, each handled here.
 *
 * 1. The container. Remix renders <html> itself, so the container must be the node whose child is <html>: the
 *    document. Preact 10 does not hydrate into `document` that way: its render() swaps `document` for
 *    `document.documentElement` and would look for an <html> among <head> and <body>. A real DOM node with <html>
 *    as its only child does not exist, so Preact gets a stand-in with just what its diff reads of a parent
 *    (firstChild, childNodes, namespaceURI) and insertBefore, which it calls only if <html> itself had to be
 *    replaced. The doctype, the document's other child, stays out of Preact's sight.
 *
 * 2. The first render suspends. With single fetch, RemixBrowser throws a promise until the loader data in the
 *    page has been decoded. React waits at the root; Preact needs a Suspense boundary, which, while hydrating,
 *    keeps the server's markup in place and resumes hydrating it when the promise settles.
 *
 * 3. useId. React and Preact make different ids (":R1l:" against "P0-3"), and Preact does not touch attributes
 *    while hydrating, so the page would keep React's ids while the components go on with Preact's: an error list
 *    rendered later as `${id}-error` would not match its input's aria-describedby, and Conform, which finds its
 *    form with document.forms.namedItem(id), would not find it. The hook below brings every attribute that holds
 *    or references an id in step with what was rendered. After hydration Preact keeps them in step itself, so
 *    there it only reads an attribute and finds it equal.
 *
 * 4. onChange on a container. React's onChange on a <form> (or any element that is not a form control) fires
 *    for every keystroke in the text fields inside it; preact/compat gives it the DOM's `change` event, which a
 *    text field sends only when it loses focus. The DOM's `input` event bubbles up from every control the moment
 *    its value changes, as React's onChange does, so such an onChange listens to `input` here. (On <input>,
 *    <textarea> and <select> preact/compat already maps it as React does.)
 *
 * 5. One long task. React hydrates in slices, yielding to the browser; Preact hydrates in one go. Here hydration
 *    starts in a task after the scripts' evaluation, and resumes (once the page's data is decoded) in another.
 */

/** Props whose value is an element id or a list of them, with the attribute each one writes. */
const idReferences: ReadonlyArray<readonly [prop: string, attribute: string]> = [
  ["id", "id"],
  ["htmlFor", "for"],
  ["form", "form"],
  ["list", "list"],
  ["headers", "headers"],
  ["aria-activedescendant", "aria-activedescendant"],
  ["aria-controls", "aria-controls"],
  ["aria-describedby", "aria-describedby"],
  ["aria-details", "aria-details"],
  ["aria-errormessage", "aria-errormessage"],
  ["aria-flowto", "aria-flowto"],
  ["aria-labelledby", "aria-labelledby"],
  ["aria-owns", "aria-owns"],
];

/** `__e` is the mangled name of a vnode's DOM node, stable across Preact 10 (preact/compat reads it the same way). */
type RenderedVNode = VNode<Record<string, unknown>> & { __e?: Element | Text | null };

function keepIdsInStep() {
  const next = options.diffed;
  options.diffed = (vnode) => {
    const { type, props, __e: dom } = vnode as RenderedVNode;
    if (typeof type === "string" && dom && "setAttribute" in dom) {
      for (const [prop, attribute] of idReferences) {
        const value = props[prop];
        if ((typeof value === "string" || typeof value === "number") && dom.getAttribute(attribute) !== String(value)) {
          dom.setAttribute(attribute, String(value));
        }
      }
    }
    next?.(vnode);
  };
}

const formControls = new Set(["input", "textarea", "select"]);

function containerChangeAsInput() {
  const next = options.vnode;
  options.vnode = (vnode) => {
    const element = vnode as VNode<Record<string, unknown>>;
    const { type, props } = element;
    if (typeof type === "string" && !formControls.has(type) && props.onChange && !props.onInput) {
      const { onChange, ...rest } = props;
      element.props = { ...rest, onInput: onChange };
    }
    next?.(vnode);
  };
}

/**
 * While the page hydrates, each render Preact queues (hydration resuming once the page's data is decoded, state set
 * by the first effects) runs in a task of its own, not in the task that queued it; afterwards renders are queued as
 * Preact does by default. On a slow phone the scripts' evaluation, the router's set-up and the hydration itself were
 * one long task that kept the page from answering input; split, the longest is shorter (docs/decisions/0015-preact-
 * in-the-browser.md). Nothing on the page is scripted before it has hydrated, so no visitor waits for a render this
 * delays.
 */
function renderInTasksUntilHydrated(): ComponentChild {
  const queue = options.debounceRendering;
  options.debounceRendering = (render) => setTimeout(render, 0);
  function Hydrated() {
    useEffect(() => {
      options.debounceRendering = queue;
    }, []);
    return null;
  }
  return createElement(Hydrated, null);
}

/**
 * Hydrates the server-rendered document with `app` (the RemixBrowser element). Typed with React's types, as the
 * code that calls it is; in this build its JSX makes Preact vnodes.
 */
export function hydrateDocument(app: ReactNode) {
  keepIdsInStep();
  containerChangeAsInput();
  const hydrated = renderInTasksUntilHydrated();
  const container = {
    namespaceURI: document.documentElement.namespaceURI,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore<T extends Node>(node: T, before: Node | null) {
      return document.insertBefore(node, before);
    },
  };
  // after the modules' evaluation, in a task of its own
  setTimeout(() =>
    hydrate(createElement(Suspense, { fallback: null }, app as ComponentChild, hydrated), container as unknown as Element),
  );
}
