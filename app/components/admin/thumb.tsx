import { ImageIcon } from "~/components/ui/icons";

/** A small square picture for a table row, or a placeholder icon. */
export function Thumb({ src, alt = "" }: { src: string | null; alt?: string }) {
  return (
    <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
      {src ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-cover"
          loading="lazy"
        />
      ) : (
        <ImageIcon
          className="size-5 text-muted-foreground"
          aria-hidden="true"
        />
      )}
    </div>
  );
}
