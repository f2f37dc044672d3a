import { Component, Suspense, type ReactNode } from "react";

/**
 * Hydration in steps (docs/decisions/008-hydration-in-steps.md).
 *
 * Preact, the browser runtime, hydrates a page in one synchronous pass: on a phone that pass was
 * the one long task Lighthouse counted as blocking time. A part of the page wrapped in
 * <HydrateLater> is skipped by that first pass (Preact keeps its server HTML as it is, inert but
 * visible) and hydrated afterwards, one part per task, in document order. So the main thread is
 * never busy for long, and the top of the page becomes interactive first.
 *
 * - Any user input before the last part is hydrated (a click, a key, a submit, back/forward)
 *   hydrates everything still waiting at once, before the event reaches the page: nothing the
 *   visitor does meets a part that is not yet live, and a navigation never re-renders a part that
 *   is still waiting.
 * - `afterHydration` runs its callback once every part is live (it marks the page interactive).
 * - The server renders every part at once, as does React in the browser (a BROWSER_RUNTIME=react
 *   build, which slices its own hydration): the steps exist only between `beginHydration` (called
 *   under Preact only, by `hydrate.tsx`) and the end of the queue.
 *
 * The child of <HydrateLater> must render exactly one element: while it waits, Preact keeps the
 * one DOM node it stands for, and would drop any other.
 */

/**
 * - "idle": no stepped hydration (the server, React in the browser); parts render at once.
 * - "stepping": from `beginHydration` on; a part that has not had its turn suspends.
 * - "flushing": input arrived; every part renders at once, and the page is live from the next task.
 * - "done": every part is live; parts render at once.
 */
let phase: "idle" | "stepping" | "flushing" | "done" = "idle";
/** One release per part still waiting, in the order they first rendered (document order). */
const waiting: Array<() => void> = [];
const finishedCallbacks: Array<() => void> = [];
const interactions = [
  "pointerdown",
  "keydown",
  "click",
  "submit",
  "focusin",
  "popstate",
] as const;

function runFinished(): void {
  if (phase === "done") return;
  phase = "done";
  for (const type of interactions)
    window.removeEventListener(type, hydrateAllNow, true);
  for (const callback of finishedCallbacks.splice(0)) callback();
}

/** Runs `callback` in a task of its own, after the current one (a message, not a timer: no 4 ms clamp). */
export function nextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = callback;
  channel.port2.postMessage(null);
}

/** In a task of its own, releases the next waiting part; when none is left, the page is live. */
function releaseNext(): void {
  nextTask(() => {
    if (phase !== "stepping") return;
    const release = waiting.shift();
    if (!release) {
      runFinished();
      return;
    }
    // Preact renders the released part in this task's microtasks; the next part gets a new task.
    release();
    releaseNext();
  });
}

/**
 * Hydrates every waiting part now. The listener runs in the capture phase at the window, so the
 * parts render (in the microtasks that follow it) before the event reaches its target.
 */
function hydrateAllNow(): void {
  if (phase !== "stepping") return;
  phase = "flushing";
  for (const release of waiting.splice(0)) release();
  // The released parts render in this task's microtasks; the page counts as live from the next task.
  nextTask(runFinished);
}

/**
 * React's server marks each Suspense boundary with a pair of comments, <!--$--> and <!--/$-->.
 * Preact skips the first but takes the second for the place the next sibling belongs, and moves
 * that sibling (for the layout, the whole page: a full restyle and relayout). They mean nothing
 * to Preact, so they go before it hydrates.
 */
function removeBoundaryComments(): void {
  const walker = document.createTreeWalker(
    document.body,
    NodeFilter.SHOW_COMMENT,
  );
  const markers: Node[] = [];
  while (walker.nextNode()) {
    const data = walker.currentNode.nodeValue;
    if (data === "$" || data === "/$") markers.push(walker.currentNode);
  }
  for (const marker of markers) marker.parentNode?.removeChild(marker);
}

/** Call just before the synchronous hydrate: parts wrapped in <HydrateLater> wait their turn. */
export function beginHydration(): void {
  removeBoundaryComments();
  phase = "stepping";
  for (const type of interactions)
    window.addEventListener(type, hydrateAllNow, true);
}

/** Call right after the synchronous hydrate returns: the waiting parts then hydrate one per task. */
export function endHydration(): void {
  releaseNext();
}

/** Runs `callback` once every part of the page is hydrated: at once if no stepped hydration is under way. */
export function afterHydration(callback: () => void): void {
  if (phase === "stepping") finishedCallbacks.push(callback);
  else callback();
}

/** Suspends until its turn while a stepped hydration runs; a class, so the instance outlives the suspension. */
class Gate extends Component<{ children: ReactNode }> {
  private turn: Promise<void> | undefined;
  private released = false;

  override render() {
    if (phase === "stepping" && !this.released) {
      this.turn ??= new Promise<void>((resolve) =>
        waiting.push(() => {
          this.released = true;
          resolve();
        }),
      );
      throw this.turn;
    }
    return this.props.children;
  }
}

/** Hydrates its child after the rest of the page, in a task of its own. See the module comment. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
