import { FormAlert } from "~/components/forms/form-alert";
import { hasFieldErrors } from "~/lib/forms/action-result";
import {
  type FormResult,
  HONEYPOT_FIELD,
} from "~/lib/forms/visitor-form-fields";
import { format } from "~/locales";
import { useCopy } from "~/locales/copy";

/** A visitor form's success texts: for mail queued (`success`) and for mail not set up (`received`). */
export interface SuccessCopy {
  success: string;
  successDetail: string;
  received: string;
  receivedDetail: string;
}

/**
 * The success's title and detail for the server's answer (issue 35): the server says whether the
 * row's e-mail is queued or waits for mail to be set up, and the page says that, not more.
 */
export function successTexts(
  result: FormResult | undefined,
  copy: SuccessCopy,
): { title: string; detail: string } {
  return result?.ok && result.mail === "unconfigured"
    ? { title: copy.received, detail: copy.receivedDetail }
    : { title: copy.success, detail: copy.successDetail };
}

/** The outcome in the page itself: announced to screen readers, and all a no-JS visitor gets. */
export function FormOutcome({
  result,
  copy,
  failureText,
}: {
  result: FormResult | undefined;
  copy: SuccessCopy;
  failureText: string;
}) {
  const success = successTexts(result, copy);
  if (!result || (!result.ok && hasFieldErrors(result)))
    return <div role="status" aria-live="polite" className="sr-only" />;
  return result.ok ? (
    <div
      role="status"
      aria-live="polite"
      className="rounded-lg border border-success/30 bg-success-soft p-4 text-sm text-success"
    >
      <p className="font-semibold">{success.title}</p>
      <p className="mt-1">{success.detail}</p>
    </div>
  ) : (
    <FormAlert>
      {format(failureText, { text: result.errors.form ?? "" })}
    </FormAlert>
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
