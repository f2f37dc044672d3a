import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { notify } from "~/lib/toast";
import {
  checkForm,
  type FieldErrors,
  formText,
  hasFieldErrors,
  type Schema,
} from "~/lib/forms/action-result";
import {
  type FormResult,
  HONEYPOT_FIELD,
} from "~/lib/forms/visitor-form-fields";
import { format } from "~/locales";
import { useCopy } from "~/locales/copy";

/**
 * The behaviour the contact and careers forms share: the schema checked in the browser before
 * posting (the server checks it again), the server's answer shown as a toast and in the page (the
 * latter is what a visitor without JavaScript sees), and the fields cleared after a success.
 * The schema (and zod) loads when the visitor first focuses the form, not with the page; a post
 * sent before it arrives is checked by the server alone, with the same messages.
 */
export function useVisitorForm({
  loadSchema,
  fields,
  result,
  successText,
  failureText,
}: {
  loadSchema: () => Promise<Schema>;
  fields: readonly string[];
  result: FormResult | undefined;
  successText: string;
  failureText: string;
}) {
  const navigation = useNavigation();
  const schema = useRef<Schema | undefined>(undefined);
  const loading = useRef(false);

  function onFocus() {
    if (loading.current) return;
    loading.current = true;
    loadSchema()
      .then((loaded) => {
        schema.current = loaded;
      })
      .catch(() => {
        loading.current = false;
      });
  }
  // Errors found in the browser belong to the answer they were found after; a new answer wins.
  const [client, setClient] = useState<
    { after: FormResult | undefined; errors: FieldErrors } | undefined
  >(undefined);
  const clientErrors =
    client && client.after === result ? client.errors : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.ok) notify.success(successText);
    else if (!hasFieldErrors(result))
      notify.error(format(failureText, { text: result.errors.form ?? "" }));
    else {
      // The server found what the browser did not check: take the visitor to the first field.
      const first =
        fields.find((name) => result.errors[name]) ??
        Object.keys(result.errors).find((name) => name !== "form");
      if (first)
        document.querySelector<HTMLElement>(`form [name="${first}"]`)?.focus();
    }
  }, [result, successText, failureText, fields]);

  const errors: FieldErrors =
    clientErrors ??
    (result && !result.ok && hasFieldErrors(result) ? result.errors : {});

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (!schema.current) return;
    const checked = checkForm(
      schema.current,
      formText(new FormData(form), fields),
    );
    if (checked.ok) {
      setClient({ after: result, errors: {} });
      return;
    }
    event.preventDefault();
    const next = checked.errors;
    setClient({ after: result, errors: next });
    const first = fields.find((name) => next[name]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return {
    errors,
    onSubmit,
    onFocus,
    submitting: navigation.state === "submitting",
    /** Remounts the form after each success, which clears every field. */
    formKey: result?.ok ? `sent-${result.id}` : "form",
  };
}

/** The outcome in the page itself: announced to screen readers, and all a no-JS visitor gets. */
export function FormOutcome({
  result,
  successText,
  successDetail,
  failureText,
}: {
  result: FormResult | undefined;
  successText: string;
  successDetail: string;
  failureText: string;
}) {
  if (!result || (!result.ok && hasFieldErrors(result)))
    return <div role="status" aria-live="polite" className="sr-only" />;
  return result.ok ? (
    <div
      role="status"
      aria-live="polite"
      className="rounded-lg border border-success/30 bg-success-soft p-4 text-sm text-success"
    >
      <p className="font-semibold">{successText}</p>
      <p className="mt-1">{successDetail}</p>
    </div>
  ) : (
    <div
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm font-medium text-destructive"
    >
      {format(failureText, { text: result.errors.form ?? "" })}
    </div>
  );
}

/** A field only bots fill in: off screen, out of the tab order, hidden from assistive technology. */
export function Honeypot() {
  const t = useCopy("forms");
  return (
    <div
      aria-hidden="true"
      className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden"
    >
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>{t.honeypotLabel}</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
