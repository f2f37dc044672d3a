import { ChevronDown } from "~/components/ui/icons";
import { forwardRef } from "react";
import { cn } from "~/lib/cn";
import { fieldClass } from "./input";

export type SelectOption = string | { value: string; label: string };

/**
 * A native select (keyboard, type-ahead and mobile pickers come free), styled like the inputs.
 * `options` lists the choices (a string is its own label); `empty` adds a first, empty choice.
 */
export const NativeSelect = forwardRef<
  HTMLSelectElement,
  React.ComponentProps<"select"> & {
    options?: readonly SelectOption[];
    empty?: string;
  }
>(function NativeSelect(
  { className, children, options = [], empty, ...props },
  ref,
) {
  // A span, not a div: the select may sit inside a <label> (phrasing content only).
  return (
    <span className="relative block">
      <select
        ref={ref}
        className={cn(
          fieldClass,
          "h-10 appearance-none py-2 pe-9 text-sm",
          className,
        )}
        {...props}
      >
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options.map((option) => {
          const { value, label } =
            typeof option === "string"
              ? { value: option, label: option }
              : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </span>
  );
});
