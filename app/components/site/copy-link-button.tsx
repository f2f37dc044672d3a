import { Link2 } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/toast";
import { useCopy } from "~/locales/copy";

/** Where the Clipboard API is missing (plain http, older browsers): a selected hidden textarea. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  area.style.insetInlineStart = "-9999px";
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

async function copyText(text: string): Promise<boolean> {
  if (
    typeof navigator !== "undefined" &&
    navigator.clipboard &&
    window.isSecureContext
  ) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the older way.
    }
  }
  return copyWithSelection(text);
}

/** Copies the page's address and says so (spec: "Link copied to clipboard"). */
export function CopyLinkButton() {
  const t = useCopy("product");
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={async () => {
        const ok = await copyText(window.location.href);
        if (ok) notify.success(t.linkCopied);
        else notify.error(t.copyFailed);
      }}
    >
      <Link2 aria-hidden="true" />
      {t.copyLink}
    </Button>
  );
}
