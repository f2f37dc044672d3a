import { ClipboardList } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link, useFetchers, useNavigation } from "react-router";
import { basketCookieValue, parseBasket } from "~/lib/quote-basket";
import { format, useMessages } from "~/locales";

/**
 * The header's link to the quote basket with its line count. Pages are the same for everyone (the
 * render cache keys on the address alone), so the count is read from the basket cookie in the
 * browser after hydration; the badge is placed over the icon, so its arrival moves nothing.
 */
const noSubscription = () => () => {};
const basketCount = () =>
  parseBasket(basketCookieValue(document.cookie)).length;

export function QuoteBasketLink() {
  const t = useMessages().catalog.addToQuote;
  // Subscribed to navigations and background posts (every basket write is one): each re-renders
  // this link, and the render reads the cookie again.
  useNavigation();
  useFetchers();
  const count = useSyncExternalStore(
    noSubscription,
    basketCount,
    () => undefined,
  );
  const label =
    count === undefined
      ? t.basket
      : format(
          count === 0
            ? t.basketCount.zero
            : count === 1
              ? t.basketCount.one
              : t.basketCount.other,
          { count },
        );
  return (
    <Link
      to="/quote"
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
    >
      <ClipboardList className="size-5" aria-hidden="true" />
      {count ? (
        <span
          aria-hidden="true"
          data-testid="quote-count"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-bold text-primary-foreground"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
