import { cn } from "~/lib/cn";

/** The mark: a cable cross-section (three copper cores in a sheath) beside the word mark. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      className={cn("size-9 shrink-0", className)}
    >
      <circle cx="20" cy="20" r="19" fill="#1f3a5f" />
      <circle cx="20" cy="20" r="15.5" fill="#2c4d78" />
      <circle cx="20" cy="12.6" r="6" fill="#f3e6da" />
      <circle cx="13.6" cy="23.7" r="6" fill="#f3e6da" />
      <circle cx="26.4" cy="23.7" r="6" fill="#f3e6da" />
      <circle cx="20" cy="12.6" r="4" fill="#c8702a" />
      <circle cx="13.6" cy="23.7" r="4" fill="#c8702a" />
      <circle cx="26.4" cy="23.7" r="4" fill="#c8702a" />
    </svg>
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
