import { useState } from "react";
import {
  checkForm,
  type FieldErrors,
  formText,
  type Schema,
} from "~/lib/forms/action-result";
import { notify } from "~/lib/toast";

/**
 * The browser's check before a form posts: the schema the server checks again. A form that fails
 * is not sent; its errors are shown by their fields and the first one as a toast (the spec's admin
 * behaviour).
 */
export function useFormCheck(schema: Schema) {
  const [errors, setErrors] = useState<FieldErrors>({});
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const checked = checkForm(
      schema,
      formText(new FormData(event.currentTarget)),
    );
    if (checked.ok) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(checked.errors);
    const first = Object.values(checked.errors)[0];
    if (first) notify.error(first);
  }
  return { errors, onSubmit };
}
