import { Menu } from "~/components/ui/icons";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useMessages } from "~/locales";

const loadPanel = () => import("./mobile-drawer-panel");
const DrawerPanel = lazy(loadPanel);

/**
 * Below 768 px the header's menu lives in a side drawer: a native modal <dialog> (focus trapped,
 * Escape closes, the page behind is inert). Choosing a link closes it. The drawer is rendered on
 * its first opening, not with the page: only a script can open it, and its 80 elements weighed on
 * every page's style, layout and hydration (issue 36); its code is its own chunk, fetched when a
 * finger first touches the button (mobile-drawer-panel.tsx). The drawer scrolls as a whole, so on a short
 * phone no item hides in an inner scroll area (issue 35).
 */
export function MobileDrawer() {
  const t = useMessages().common;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();
  const [rendered, setRendered] = useState(false);

  const open = () => {
    if (dialogRef.current) dialogRef.current.showModal();
    else setRendered(true);
  };
  const close = () => dialogRef.current?.close();
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname, search]);

  return (
    <>
      <button
        type="button"
        aria-label={t.nav.openMenu}
        aria-haspopup="dialog"
        onClick={open}
        // The panel's chunk starts loading as the finger lands, before the click.
        onPointerDown={() => void loadPanel()}
        className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {rendered && (
        <Suspense fallback={null}>
          <DrawerPanel dialogRef={dialogRef} close={close} />
        </Suspense>
      )}
    </>
  );
}
