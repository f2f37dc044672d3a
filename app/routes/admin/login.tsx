import { useEffect, useRef } from "react";
import {
  data,
  Form,
  redirect,
  useActionData,
  useNavigation,
  useSearchParams,
} from "react-router";
import { z } from "zod";
import { adminMeta } from "~/components/admin/admin-meta";
import { Logo } from "~/components/ui/logo";
import { Button } from "~/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
} from "~/components/ui/card";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { useFormCheck } from "~/components/forms/use-form-check";
import { checkForm, type Failure, formText } from "~/lib/action-result";
import { notify } from "~/lib/toast";
import {
  attemptLogin,
  createSession,
  getAdminSession,
  isSameOrigin,
  safeRedirectTo,
} from "~/server/auth.server";
import { retryAfterHeaders } from "~/server/visitor-actions.server";
import { adminWrite } from "~/server/admin/form.server";
import type { Route } from "./+types/login";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.login;

const loginSchema = z.object({
  username: z
    .string()
    .default("")
    .pipe(z.string().trim().min(1, t.usernameRequired).max(64)),
  password: z
    .string()
    .default("")
    .pipe(z.string().min(1, t.passwordRequired).max(256)),
  redirectTo: z.string().optional(),
});

export const meta: Route.MetaFunction = () => adminMeta(t.title);

// A throttled login's Retry-After reaches the page's response too (a login posted without scripts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export function loader({ request }: Route.LoaderArgs) {
  // Already signed in: straight on.
  if (getAdminSession(request)) {
    throw redirect(
      safeRedirectTo(new URL(request.url).searchParams.get("redirectTo")),
    );
  }
  return null;
}

/** A login that succeeds answers with a redirect; anything else is a failure. */
type LoginActionData = Failure;

async function write({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request))
    throw new Response("Forbidden: cross-origin request", { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<LoginActionData>(
      { ok: false, errors: { form: t.invalid } },
      { status: 400 },
    );
  }
  const parsed = checkForm(loginSchema, formText(form));
  if (!parsed.ok) return data<LoginActionData>(parsed, { status: 400 });
  const { username, password, redirectTo } = parsed.value;
  const result = await attemptLogin(username, password, context.clientIp);
  if (!result.ok) {
    return result.reason === "throttled"
      ? data<LoginActionData>(
          { ok: false, errors: { form: t.throttled } },
          { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
        )
      : data<LoginActionData>(
          { ok: false, errors: { form: t.invalid } },
          { status: 401 },
        );
  }
  return redirect(safeRedirectTo(redirectTo), {
    headers: { "Set-Cookie": createSession(request, result.userId) },
  });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(write);

export default function AdminLogin() {
  const m = useAdminMessages().login;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const check = useFormCheck(loginSchema);
  const shown = useRef<unknown>(null);
  const errors = { ...(actionData?.errors ?? {}), ...check.errors };
  const submitting =
    navigation.state !== "idle" && navigation.formMethod === "POST";

  useEffect(() => {
    if (actionData && shown.current !== actionData) {
      shown.current = actionData;
      const message =
        actionData.errors.form ?? Object.values(actionData.errors)[0];
      if (message) notify.error(message);
    }
  }, [actionData]);

  // A successful login answers with a redirect away from this page.
  useEffect(() => {
    if (
      navigation.state === "loading" &&
      navigation.formMethod === "POST" &&
      !navigation.location.pathname.startsWith("/admin/login")
    ) {
      notify.success(m.success);
    }
  }, [navigation, m.success]);

  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-12"
    >
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <Logo />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{m.title}</h1>
          <CardDescription>{m.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form
            method="post"
            noValidate
            className="flex flex-col gap-4"
            onSubmit={check.onSubmit}
          >
            <input
              type="hidden"
              name="redirectTo"
              value={searchParams.get("redirectTo") ?? ""}
            />
            <Field id="username" label={m.username} error={errors.username}>
              {(control) => (
                <Input
                  {...control}
                  name="username"
                  autoComplete="username"
                  required
                />
              )}
            </Field>
            <Field id="password" label={m.password} error={errors.password}>
              {(control) => (
                <Input
                  {...control}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
              )}
            </Field>
            {errors.form ? (
              <p
                role="alert"
                className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
              >
                {errors.form}
              </p>
            ) : null}
            <Button type="submit" disabled={submitting} className="w-full">
              {submitting ? m.submitting : m.submit}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </main>
  );
}
