import { Building2 } from "~/components/ui/icons";

/** A client's logo, or the default logo (a building mark) when none was uploaded. */
export function ClientLogo({ src, alt }: { src: string | null; alt: string }) {
  return (
    <div className="flex size-12 items-center justify-center overflow-hidden rounded-md border border-border bg-secondary/10">
      {src ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-contain"
          loading="lazy"
        />
      ) : (
        <Building2
          className="size-6 text-secondary dark:text-foreground"
          aria-label={alt}
        />
      )}
    </div>
  );
}
