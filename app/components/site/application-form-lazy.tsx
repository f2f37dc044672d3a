import { type ComponentProps, lazy, Suspense } from "react";
import type { ApplicationForm as Form } from "./application-form";

/**
 * The careers page's application form, loaded on demand (a dynamic import), as the finder's parts
 * are (decision 020, `finder-lazy.tsx`): the server renders it into the page, the browser keeps
 * that HTML (a working POST form, CV upload included) while its script loads after the first
 * paint, then hydrates it. So the first load does not pay for the form's fields, its client-side
 * checks and its outcome messages (decision 042's Measured). It renders exactly one element
 * (app/runtime/hydrate-in-steps.tsx).
 */
const FormPart = lazy(() =>
  import("./application-form").then((module) => ({
    default: module.ApplicationForm,
  })),
);

export function ApplicationForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <FormPart {...props} />
    </Suspense>
  );
}
