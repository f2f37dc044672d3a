import { useEffect, useState } from "react";
import { useLocalePath } from "~/components/site/use-locale-path";
import { buttonVariants } from "~/components/ui/button";
import {
  compareHref,
  onSelectionChange,
  readSelection,
} from "~/lib/catalogue/compare-selection";
import { useCopy } from "~/locales/copy";

/** The tray, and the code that changes the selection, load on the first choice (or when this browser already holds one). */
const tray = () => import("./compare-tray");

/**
 * "Compare" on a product card or page. Its word is the `compareControl` section (decision 042): every
 * route that shows a card or a product names it in `handle.copy`. The server renders a link to `/compare?ids=<id>` (it works
 * without JavaScript, and the cached HTML is the same for everyone); once hydrated the same element
 * becomes a toggle of the selection this browser keeps, so nothing moves or is replaced.
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
  const lp = useLocalePath();
  const t = useCopy("compareControl");
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
  // One element from the server's HTML to the end: hydration replaces nothing (tests/e2e/
  // loading.spec.ts). Without scripts it is the link; with them the same element acts as a toggle
  // button (role, pressed state, Space as well as Enter).
  const toggle = () => {
    void tray().then((module) => module.toggleCompared(id, name));
  };
  const asButton =
    chosen === null
      ? {}
      : {
          role: "button",
          "aria-pressed": chosen,
          onClick: (event: React.MouseEvent) => {
            event.preventDefault();
            toggle();
          },
          onKeyDown: (event: React.KeyboardEvent) => {
            if (event.key !== " ") return;
            event.preventDefault();
            toggle();
          },
        };
  return (
    <a
      href={lp(compareHref([id]))}
      className={className}
      rel="nofollow"
      {...asButton}
    >
      {content}
    </a>
  );
}
