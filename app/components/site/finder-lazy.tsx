import { lazy, Suspense } from "react";
import type { FinderData } from "~/lib/finder";

/**
 * The finder's parts, loaded on demand (a dynamic import): the server renders them into the page,
 * and the browser keeps that HTML, a working GET form, while their script loads after the page's
 * first paint; then they hydrate (docs/decisions/020-finder.md). So the finder costs the first
 * load only its data. Each part renders exactly one element (app/runtime/hydrate-in-steps.tsx).
 */
const load = () => import("./finder");
const Form = lazy(() => load().then((module) => ({ default: module.FinderForm })));
const Summary = lazy(() => load().then((module) => ({ default: module.FinderSummary })));
const Empty = lazy(() => load().then((module) => ({ default: module.FinderEmpty })));

export function FinderForm({ data }: { data: FinderData }) {
  return (
    <Suspense fallback={null}>
      <Form data={data} />
    </Suspense>
  );
}

export function FinderSummary({ data }: { data: FinderData }) {
  return (
    <Suspense fallback={null}>
      <Summary data={data} />
    </Suspense>
  );
}

export function FinderEmpty({ data }: { data: FinderData }) {
  return (
    <Suspense fallback={null}>
      <Empty data={data} />
    </Suspense>
  );
}
