import { Download } from "~/components/ui/icons";
import { Link } from "react-router";
import { CompareToggle } from "~/components/site/compare-toggle";
import { CopyLinkButton } from "~/components/site/copy-link-button";
import { useLocalePath } from "~/components/site/use-locale-path";
import { buttonVariants } from "~/components/ui/button";
import { useCopy } from "~/locales/copy";

/** The product's buttons: its datasheet, its link, the comparison and the sizing tool. */
export function ProductActions({ id, name }: { id: string; name: string }) {
  const lp = useLocalePath();
  const t = useCopy("product");
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <a
        href={lp(`/product/${encodeURIComponent(id)}/datasheet.pdf`)}
        download
        className={buttonVariants({ size: "lg" })}
      >
        <Download aria-hidden="true" />
        {t.downloadDatasheet}
      </a>
      <CopyLinkButton />
      <CompareToggle id={id} name={name} large />
      <Link
        to={lp("/tools/cable-sizing")}
        className={buttonVariants({ size: "lg", variant: "outline" })}
      >
        {t.checkSize}
      </Link>
    </div>
  );
}
