import { Suspense, useState, type ReactElement } from "react";

/*
 * Hydration in turns (docs/decisions/0015-preact-in-the-browser.md, the bullet "hydrates a public page in turns").
 *
 * Preact hydrates a page in one go: on a slow phone the home page was one task of ~230 ms in which the page
 * answered no tap. Wrapped in <HydrateInTurn>, a part of the page (a section, the footer) is left as the server
 * rendered it while the rest hydrates, and is hydrated afterwards in a task of its own, one part per task, in
 * the order of the page. What is inside works without JavaScript until then (links, forms), as before hydration.
 *
 * How: on the first hydration the part suspends (a Suspense boundary of its own, which Preact's hydration answers
 * by keeping the server's markup in place) and resumes when its turn comes. Only the first hydration of the
 * production build does this: on the server, with React in the browser (development), and for everything
 * rendered after that first hydration, <HydrateInTurn> renders its child as it is. The child must be one element.
 */

interface Turn {
  /** Set when the turn comes: the part renders from then on. */
  come: boolean;
  promise: Promise<void>;
  resolve: () => void;
}

/** The parts waiting to hydrate, in the order the first hydration met them (the order of the page). */
const waiting: Turn[] = [];
/** No turns are taken any more: not the production build's browser, or its first hydration is over. */
let settled = !import.meta.env.BROWSER_ON_PREACT || typeof document === "undefined";
/** Parts are being let go one per task; false once none waits (a part that is taken starts it again). */
let releasing = false;
const onSettled: Array<() => void> = [];

function settle() {
  settled = true;
  for (const callback of onSettled.splice(0)) callback();
}

/** Lets the next waiting part hydrate; the one after it gets a task after that render's. */
function releaseNext() {
  const turn = waiting.shift();
  if (!turn) {
    releasing = false;
    settle();
    return;
  }
  turn.come = true;
  turn.resolve();
  // The part's render is queued when its promise settles (Suspense's handler, registered first); this task
  // is queued after it.
  void turn.promise.then(() => setTimeout(releaseNext, 0));
}

function takeTurn(): Turn | null {
  if (settled) return null;
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const turn = { come: false, promise, resolve };
  waiting.push(turn);
  if (!releasing) {
    releasing = true;
    // the first part hydrates in the task after the one hydrating the page
    setTimeout(releaseNext, 0);
  }
  return turn;
}

function Gate({ turn, children }: { turn: Turn; children: ReactElement }) {
  if (!turn.come) throw turn.promise;
  return children;
}

export function HydrateInTurn({ children }: { children: ReactElement }) {
  const [turn] = useState(takeTurn);
  if (!turn) return children;
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}

/** Calls `callback` once every part of the first hydration has hydrated (at once where there are none). */
export function afterHydrationInTurns(callback: () => void) {
  // nothing releasing means nothing waits: taking a turn starts the releases
  if (settled || !releasing) {
    settle();
    callback();
  } else {
    onSettled.push(callback);
  }
}
