import { type ComponentProps, lazy, Suspense } from "react";
import type { ProductDetailTabs as Tabs } from "./product-detail-tabs";
import type { SizeTable as Table } from "./size-table";

/**
 * The product page's parts below the fold, loaded on demand (a dynamic import), as the finder's
 * are (decision 020, `finder-lazy.tsx`): the server renders them into the page, the browser keeps
 * that HTML while their script loads after the first paint, then hydrates them. Without
 * JavaScript, or until then, the size table's "Add to quote" forms still post and the tabs show
 * the specifications; the first load does not pay for their code (decision 042's Measured). Each
 * part renders exactly one element (app/runtime/hydrate-in-steps.tsx).
 */
const SizeTablePart = lazy(() =>
  import("./size-table").then((module) => ({ default: module.SizeTable })),
);
const TabsPart = lazy(() =>
  import("./product-detail-tabs").then((module) => ({
    default: module.ProductDetailTabs,
  })),
);

export function SizeTable(props: ComponentProps<typeof Table>) {
  return (
    <Suspense fallback={null}>
      <SizeTablePart {...props} />
    </Suspense>
  );
}

export function ProductDetailTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <TabsPart {...props} />
    </Suspense>
  );
}
