import { forwardRef } from "react";
import { cn } from "~/lib/cn";

/** A native checkbox (it posts with the form and works before hydration), styled with the theme. */
export const Checkbox = forwardRef<
  HTMLInputElement,
  Omit<React.ComponentProps<"input">, "type">
>(function Checkbox({ className, ...props }, ref) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        "size-4 shrink-0 rounded border-input accent-[var(--color-primary)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
});
