import { ChevronDown } from "lucide-react";
import { forwardRef } from "react";
import { cn } from "~/lib/cn";
import { fieldClass } from "./input";

/** A native select (keyboard, type-ahead and mobile pickers come free), styled like the inputs. */
export const NativeSelect = forwardRef<HTMLSelectElement, React.ComponentProps<"select">>(function NativeSelect(
  { className, children, ...props },
  ref,
) {
  return (
    <div className="relative">
      <select ref={ref} className={cn(fieldClass, "h-10 appearance-none py-2 pe-9 text-sm", className)} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
});
