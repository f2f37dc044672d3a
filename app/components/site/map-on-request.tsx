import { ExternalLink, MapPin } from "~/components/ui/icons";
import { useState } from "react";
import { cn } from "~/lib/cn";
import { type Coordinates, mapEmbedUrl, mapLinkUrl } from "~/lib/site";
import { useMessages } from "~/locales";

/**
 * The factory's map. Nothing is requested from the map service until the visitor asks: a privacy
 * and speed choice. The link out opens any maps app. The coordinates are the stored ones
 * (docs/decisions/028), from loader data.
 */
export function MapOnRequest({
  coordinates,
  className,
}: {
  coordinates: Coordinates;
  className?: string;
}) {
  const t = useMessages().common.footer;
  const [shown, setShown] = useState(false);
  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border border-border bg-muted",
        className,
      )}
    >
      {shown ? (
        <iframe
          title={t.mapTitle}
          src={mapEmbedUrl(coordinates)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block aspect-[4/3] w-full border-0"
        />
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 p-4 text-center">
          <MapPin className="size-8 text-primary" aria-hidden="true" />
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            {t.showMap}
          </button>
          <p className="text-xs text-muted-foreground">{t.mapNotice}</p>
        </div>
      )}
      <a
        href={mapLinkUrl(coordinates)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center justify-center gap-1.5 border-t border-border bg-surface px-3 py-2 text-sm font-medium text-primary hover:underline"
      >
        {t.openInMaps}
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </div>
  );
}
