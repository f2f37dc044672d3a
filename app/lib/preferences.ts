import { useSyncExternalStore } from "react";
import { SIDEBAR_KEY, THEME_KEY } from "./boot-script";

/**
 * The two choices a visitor's browser keeps (spec section 4): theme (light by default) and the
 * sidebar (collapsed by default). The truth is on <html> (set before paint by the boot script);
 * these hooks read it and write both <html> and local storage.
 *
 * Until the app has hydrated they answer the server's defaults, so the first browser render
 * matches the HTML (Preact, our browser runtime, keeps server attributes it hydrates over).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let hydrated = false;

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
function notify() {
  for (const listener of listeners) listener();
}

/** Called once by root.tsx after hydration. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  notify();
}

function save(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/**
 * Whether the app has hydrated: false on the server and in the render that hydrates, true after
 * (and in everything mounted later). For what only scripts can do, such as opening a form in place.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

export type Theme = "light" | "dark";

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore<Theme>(
    subscribe,
    () =>
      hydrated && document.documentElement.classList.contains("dark")
        ? "dark"
        : "light",
    () => "light",
  );
  const setTheme = (next: Theme) => {
    document.documentElement.classList.toggle("dark", next === "dark");
    save(THEME_KEY, next);
    notify();
  };
  return [theme, setTheme];
}

export function useSidebarExpanded(): [boolean, (expanded: boolean) => void] {
  const expanded = useSyncExternalStore(
    subscribe,
    () =>
      hydrated &&
      document.documentElement.getAttribute("data-sidebar") === "expanded",
    () => false,
  );
  const setExpanded = (next: boolean) => {
    if (next) document.documentElement.setAttribute("data-sidebar", "expanded");
    else document.documentElement.removeAttribute("data-sidebar");
    save(SIDEBAR_KEY, String(next));
    notify();
  };
  return [expanded, setExpanded];
}
