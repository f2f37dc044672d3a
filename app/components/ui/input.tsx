import { forwardRef } from "react";
import { cn } from "~/lib/cn";

export const fieldClass =
  "w-full rounded-md border border-input bg-surface px-3 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive";

const inputSizes = {
  default: "h-10 py-2 text-sm",
  lg: "h-12 text-base",
} as const;

/** `fieldSize` sets height and text size (a class list never overrides a base utility: see cn). */
export const Input = forwardRef<
  HTMLInputElement,
  React.ComponentProps<"input"> & { fieldSize?: keyof typeof inputSizes }
>(function Input(
  { className, type = "text", fieldSize = "default", ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(fieldClass, inputSizes[fieldSize], className)}
      {...props}
    />
  );
});
