import { cn } from "~/lib/cn";

/** The mark: a cable cross-section (three copper cores in a sheath), drawn by `.logo-mark` (app.css). */
function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("logo-mark size-9 shrink-0", className)}
    />
  );
}

export function Logo({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  return (
    <span className={cn("flex items-center gap-2.5", className)}>
      <LogoMark />
      {compact ? null : (
        <span className="flex flex-col leading-none">
          <span className="text-lg font-extrabold tracking-tight text-foreground">
            Cableworks
          </span>{" "}
          <span className="text-[0.65rem] font-semibold tracking-[0.18em] text-muted-foreground uppercase">
            Cables &amp; Conductors
          </span>
        </span>
      )}
    </span>
  );
}
