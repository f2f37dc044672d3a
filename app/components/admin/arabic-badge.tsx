import type { ArabicState } from "~/lib/locale/arabic";
import { Badge } from "~/components/ui/badge";
import { useAdminMessages } from "~/locales/admin";

/**
 * The admin tables' "Arabic missing" marker: words, not a colour alone, so a screen reader and a
 * colour-blind editor read it too. Nothing shows when the Arabic is complete.
 */
export function ArabicBadge({ state }: { state: ArabicState }) {
  const a = useAdminMessages().arabic;
  if (state === "complete") return null;
  return (
    <Badge
      variant="outline"
      className="ms-2 align-middle"
      title={state === "partial" ? a.partialHint : a.missingHint}
    >
      {state === "partial" ? a.partial : a.missing}
    </Badge>
  );
}
