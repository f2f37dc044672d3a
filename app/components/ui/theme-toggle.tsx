import { Moon, Sun } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useTheme } from "~/lib/preferences";
import { useMessages } from "~/locales";

/**
 * Light/dark switch. The icon follows the class on <html>, so it is right before hydration too.
 * `className` replaces its display (`inline-flex`), e.g. "hidden md:inline-flex".
 */
export function ThemeToggle({
  className = "inline-flex",
}: {
  className?: string;
}) {
  const t = useMessages().common;
  const [theme, setTheme] = useTheme();
  return (
    <button
      type="button"
      aria-label={t.theme.toggle}
      aria-pressed={theme === "dark"}
      onClick={() => setTheme(theme === "dark" ? "light" : "dark")}
      className={cn(
        "size-10 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted",
        className,
      )}
    >
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
    </button>
  );
}
