import { cn } from "~/lib/cn";

/** A data table that scrolls sideways on narrow screens instead of breaking the layout. */
export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b [&_tr]:border-border", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("border-b border-border transition-colors hover:bg-muted/50", className)} {...props} />;
}

/** `end` aligns the heading with end-aligned cells (e.g. the actions column). */
export function TableHead({ className, end = false, ...props }: React.ComponentProps<"th"> & { end?: boolean }) {
  return (
    <th
      className={cn(
        "h-11 px-3 align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase",
        end ? "text-end" : "text-start",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-3 py-3 align-middle", className)} {...props} />;
}
