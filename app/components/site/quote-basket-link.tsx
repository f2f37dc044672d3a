import { FileText } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { format, useMessages } from "~/locales";

/** The window event "Add to quote" raises after adding a line in the background. */
export const BASKET_CHANGED = "cw-quote";

/**
 * The header's link to the quote basket with its line count. Pages are the same for everyone (the
 * render cache keys on the address alone), so the count is read from the basket cookie in the
 * browser after hydration (the reader loads then, off the first load); the badge is placed over
 * the icon, so its arrival moves nothing. It is read again after every navigation (the basket's
 * forms are navigations) and when "Add to quote" adds a line in the background.
 */
export function QuoteBasketLink() {
  const lp = useLocalePath();
  const t = useMessages().common.nav;
  const location = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      import("~/lib/quotes/quote-basket").then(
        ({ countBasketLines }) =>
          live && setCount(countBasketLines(document.cookie)),
        () => undefined,
      );
    void read();
    window.addEventListener(BASKET_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(BASKET_CHANGED, read);
    };
  }, [location]);
  return (
    <Link
      to={lp("/quote")}
      aria-label={
        count
          ? format(count === 1 ? t.quoteBasketOne : t.quoteBasketMany, {
              count,
            })
          : t.quoteBasket
      }
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-muted"
    >
      <FileText className="size-5" aria-hidden="true" />
      {count ? (
        <span
          aria-hidden="true"
          className="absolute end-0 top-0 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-bold text-primary-foreground"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
