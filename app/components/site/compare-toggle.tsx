import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import {
  compareHref,
  onSelectionChange,
  readSelection,
} from "~/lib/compare-selection";
import { compareControl } from "~/locales/en/compare-control";

/** The tray, and the code that changes the selection, load on the first choice (or when this browser already holds one). */
const tray = () => import("./compare-tray");

/**
 * "Compare" on a product card or page. The server renders a link to `/compare?ids=<id>` (it works
 * without JavaScript, and the cached HTML is the same for everyone); once hydrated it becomes a
 * toggle of the selection this browser keeps, the same size, so nothing moves.
 */
export function CompareToggle({
  id,
  name,
  large = false,
}: {
  id: string;
  name: string;
  large?: boolean;
}) {
  const t = compareControl;
  // null until hydrated: the link; then whether this product is chosen.
  const [chosen, setChosen] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setChosen(readSelection().includes(id));
    update();
    if (readSelection().length > 0)
      void tray().then((module) => module.mountCompareTray());
    return onSelectionChange(update);
  }, [id]);
  // The card's pill and the tick box are styled in app.css: class strings here would be bytes in
  // the JavaScript of every card page.
  const className = large
    ? buttonVariants({ variant: "outline", size: "lg" })
    : "compare-pill";
  const content = (
    <>
      <span aria-hidden="true" className="compare-box" />
      {t.label}
      <span className="sr-only"> {name}</span>
    </>
  );
  if (chosen === null) {
    return (
      <a href={compareHref([id])} className={className} rel="nofollow">
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={className}
      onClick={() => {
        void tray().then((module) => module.toggleCompared(id, name));
      }}
    >
      {content}
    </button>
  );
}
