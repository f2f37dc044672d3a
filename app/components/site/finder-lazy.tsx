import { type ComponentType, lazy, Suspense } from "react";
import type { FinderData } from "~/lib/catalogue/finder";
import { type Locale, useLocale } from "~/locales";

/**
 * The finder's parts, loaded on demand (a dynamic import): the server renders them into the page,
 * and the browser keeps that HTML, a working GET form, while their script loads after the page's
 * first paint; then they hydrate (docs/decisions/020-finder.md). Their copy, in the page's
 * language, loads beside the code (./finder.tsx takes it as a prop; decision 042), so the finder
 * costs the first load only its data. Each part renders exactly one element
 * (app/runtime/hydrate-in-steps.tsx).
 */
type Part = ComponentType<{ data: FinderData }>;
export interface Parts {
  Form: Part;
  Summary: Part;
  Empty: Part;
}

/** One set per language: a document has one; the server renders both. */
const partsByLocale = new Map<Locale, Parts>();

function partsFor(locale: Locale): Parts {
  let parts = partsByLocale.get(locale);
  if (!parts) {
    // The copy's loader is in ./finder.tsx's chunk, not here: not a byte of it in the first load.
    const load = () =>
      import("./finder").then((module) => module.finderParts(locale));
    parts = {
      Form: lazy(() => load().then((loaded) => ({ default: loaded.Form }))),
      Summary: lazy(() =>
        load().then((loaded) => ({ default: loaded.Summary })),
      ),
      Empty: lazy(() => load().then((loaded) => ({ default: loaded.Empty }))),
    };
    partsByLocale.set(locale, parts);
  }
  return parts;
}

export function FinderForm({ data }: { data: FinderData }) {
  const { Form } = partsFor(useLocale());
  return (
    <Suspense fallback={null}>
      <Form data={data} />
    </Suspense>
  );
}

export function FinderSummary({ data }: { data: FinderData }) {
  const { Summary } = partsFor(useLocale());
  return (
    <Suspense fallback={null}>
      <Summary data={data} />
    </Suspense>
  );
}

export function FinderEmpty({ data }: { data: FinderData }) {
  const { Empty } = partsFor(useLocale());
  return (
    <Suspense fallback={null}>
      <Empty data={data} />
    </Suspense>
  );
}
