import { forwardRef } from "react";
import { cn } from "~/lib/cn";
import { fieldClass } from "./input";

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  React.ComponentProps<"textarea">
>(function Textarea({ className, rows = 5, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cn(
        fieldClass,
        "min-h-24 py-2 text-sm leading-relaxed",
        className,
      )}
      {...props}
    />
  );
});
