import { useEffect, useRef, useState } from "react";
import {
  type ActionResult,
  checkForm,
  type FieldErrors,
  type FormCheck,
  formText,
  hasFieldErrors,
  type Schema,
} from "~/lib/forms/action-result";
import {
  type FieldAttributes,
  fieldProps,
  type FieldSpecs,
} from "~/lib/forms/fields";
import { format } from "~/locales";
import { notify } from "~/lib/toast";

/** A schema as a form check (its object drops the fields it does not name, as the honeypot). */
function schemaCheck(schema: Schema): FormCheck {
  return (data) => {
    const checked = checkForm(schema, formText(data));
    return checked.ok ? {} : checked.errors;
  };
}

/** The first field with an error, in the page's order, then any other but the whole form's. */
function firstField(errors: FieldErrors, order: readonly string[]) {
  return (
    order.find((name) => errors[name]) ??
    Object.keys(errors).find((name) => name !== "form")
  );
}

/** The first control of `form`, in its own order, whose field has an error. */
function firstControlAtFault(
  form: HTMLFormElement,
  errors: FieldErrors,
): HTMLElement | undefined {
  for (const element of Array.from(form.elements))
    if (
      element instanceof HTMLElement &&
      "name" in element &&
      typeof element.name === "string" &&
      element.name !== "form" &&
      errors[element.name] &&
      element.getAttribute("type") !== "hidden"
    )
      return element;
  return undefined;
}

/**
 * The one form hook (decision 009), for admin and public forms alike:
 * - `field(name)`: the input's name, `required`, `maxLength`, type (and min/max) from the form's
 *   field description, the same numbers its zod schema reads;
 * - the browser's check before posting (the server checks again): `schema` at once (the admin,
 *   whose pages load zod anyway), or `load` on the visitor's first focus, so zod stays out of a
 *   public page's first load (a post sent before it arrives is checked by the server alone);
 * - errors by field; a failed check shows its first error as a toast and focuses the first field
 *   at fault in the form's order (`invalid: "toast"`, the admin's), or focuses it alone
 *   (`"focus"`, the visitor's, whose fields show their errors);
 * - the server's answer (`result`): its field errors, focus on the first, a toast with `answer`'s
 *   texts, and `formKey`, which changes after each success so the remounted form is cleared.
 */
export function useForm<F extends FieldSpecs = FieldSpecs>({
  fields = {} as F,
  schema,
  load,
  result,
  invalid = "toast",
  answer,
  order,
}: {
  /** The form's field description (the attributes' source); the visitor's focus follows its order. */
  fields?: F;
  schema?: Schema;
  load?: () => Promise<Schema | FormCheck>;
  result?: ActionResult<object>;
  invalid?: "toast" | "focus";
  answer?: { success: string; failure: string };
  /** The fields in the page's order, when it has more than `fields` (the quote's lines). */
  order?: readonly string[];
}) {
  const names = Object.keys(fields);
  const focusOrder = order ?? names;
  const loaded = useRef<FormCheck | undefined>(
    schema ? schemaCheck(schema) : undefined,
  );
  const loading = useRef(false);
  // Errors found in the browser belong to the answer they were found after; a new answer wins.
  const [client, setClient] = useState<
    { after: ActionResult<object> | undefined; errors: FieldErrors } | undefined
  >(undefined);

  function onFocus() {
    if (!load || loading.current) return;
    loading.current = true;
    load()
      .then((check) => {
        loaded.current =
          typeof check === "function" ? check : schemaCheck(check);
      })
      .catch(() => {
        loading.current = false;
      });
  }

  const answerKey = focusOrder.join(" ");
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      if (answer) notify.success(answer.success);
    } else if (!hasFieldErrors(result)) {
      if (answer)
        notify.error(
          format(answer.failure, { text: result.errors.form ?? "" }),
        );
    } else {
      // The server found what the browser did not check: take the user to the first field.
      const first = firstField(result.errors, answerKey.split(" "));
      if (first)
        document.querySelector<HTMLElement>(`form [name="${first}"]`)?.focus();
    }
    // The answer is what runs this; the texts and order as they were when it came.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const errors: FieldErrors =
    client && client.after === result
      ? client.errors
      : result && !result.ok
        ? result.errors
        : {};

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const check = loaded.current;
    if (!check) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
    const found = check(new FormData(form), submitter);
    setClient({ after: result, errors: found });
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    if (invalid === "toast") {
      const first = Object.values(found)[0];
      if (first) notify.error(first);
      // The toast says what is wrong; the fields at fault are marked, and the first of them in
      // the form's own order takes the focus, so the user lands where to type (issue 35).
      firstControlAtFault(form, found)?.focus();
    } else {
      const first = firstField(found, focusOrder);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }

  return {
    errors,
    onSubmit,
    onFocus,
    field: (name: keyof F & string): FieldAttributes =>
      fieldProps(fields[name]!, name),
    /** Remounts the form after each success, which clears every field. */
    formKey:
      result?.ok && "id" in result ? `sent-${String(result.id)}` : "form",
  };
}
