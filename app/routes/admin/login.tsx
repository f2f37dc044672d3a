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
import { useForm } from "~/components/forms/use-form";
import { fieldProps } from "~/lib/forms/fields";
import { twoFactorFields } from "~/lib/forms/admin/two-factor";
import { checkForm, type Failure, formText } from "~/lib/forms/action-result";
import { notify } from "~/lib/toast";
import {
  attemptLogin,
  createSession,
  getAdminSession,
  isSameOrigin,
  pendingLoginCookie,
  readPendingLoginToken,
  safeRedirectTo,
} from "~/server/auth/auth.server";
import {
  completeSecondStep,
  createPendingLogin,
  dropPendingLogin,
  hasPendingLogin,
  PENDING_LOGIN_MS,
} from "~/server/auth/two-factor.server";
import { retryAfterHeaders } from "~/server/messages/visitor-actions.server";
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

/** The second step: a 6-digit code or a recovery code (xxxx-xxxx-xxxx-xxxx), whatever was typed. */
const codeSchema = z.object({
  code: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .min(1, t.codeRequired)
        .max(twoFactorFields.code.maxLength, t.codeWrong),
    ),
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
  // The password was right and a code is due: the second step (read only; a GET never writes).
  return {
    step: hasPendingLogin(readPendingLoginToken(request))
      ? ("code" as const)
      : ("password" as const),
  };
}

/**
 * A login that succeeds answers with a redirect; anything else is a failure. `step` says which
 * step the page shows next ("password" again when the pending sign-in has ended).
 */
type LoginActionData = Failure & { step?: "password" | "code" };

/** The current address again: the loader then shows the step the cookie calls for. */
function loginUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function throttledAnswer(retryAfterSeconds: number, step?: "code") {
  return data<LoginActionData>(
    { ok: false, errors: { form: t.throttled }, ...(step ? { step } : {}) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/** The second step: the code for the pending sign-in this browser's cookie names. */
function secondStep(request: Request, form: FormData, address: string) {
  const token = readPendingLoginToken(request);
  const clear = pendingLoginCookie(request, "", 0);
  if (form.get("intent") === "restart") {
    dropPendingLogin(token);
    return redirect(loginUrl(request), { headers: { "Set-Cookie": clear } });
  }
  const parsed = checkForm(codeSchema, formText(form));
  if (!parsed.ok)
    return data<LoginActionData>({ ...parsed, step: "code" }, { status: 400 });
  const result = completeSecondStep(token, parsed.value.code, address);
  if (result.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", clear);
    headers.append("Set-Cookie", createSession(request, result.userId));
    return redirect(safeRedirectTo(parsed.value.redirectTo), { headers });
  }
  switch (result.reason) {
    case "throttled":
      return throttledAnswer(result.retryAfterSeconds, "code");
    case "invalid":
      return data<LoginActionData>(
        { ok: false, errors: { code: t.codeWrong }, step: "code" },
        { status: 401 },
      );
    default:
      // Expired, or too many wrong codes: the password again.
      return data<LoginActionData>(
        {
          ok: false,
          errors: {
            form: result.reason === "too-many" ? t.codeTooMany : t.codeExpired,
          },
          step: "password",
        },
        { status: 401, headers: { "Set-Cookie": clear } },
      );
  }
}

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
  const intent = form.get("intent");
  if (intent === "code" || intent === "restart")
    return secondStep(request, form, context.clientIp);
  const parsed = checkForm(loginSchema, formText(form));
  if (!parsed.ok) return data<LoginActionData>(parsed, { status: 400 });
  const { username, password, redirectTo } = parsed.value;
  const result = await attemptLogin(username, password, context.clientIp);
  if (!result.ok) {
    return result.reason === "throttled"
      ? throttledAnswer(result.retryAfterSeconds)
      : data<LoginActionData>(
          { ok: false, errors: { form: t.invalid } },
          { status: 401 },
        );
  }
  if (result.twoFactor) {
    // No session yet: a pending sign-in, named by a cookie, waits for the code.
    const token = createPendingLogin(result.userId);
    return redirect(loginUrl(request), {
      headers: {
        "Set-Cookie": pendingLoginCookie(
          request,
          token,
          PENDING_LOGIN_MS / 1000,
        ),
      },
    });
  }
  return redirect(safeRedirectTo(redirectTo), {
    headers: { "Set-Cookie": createSession(request, result.userId) },
  });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(write);

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages().login;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const check = useForm({ schema: loginSchema });
  const codeCheck = useForm({ schema: codeSchema });
  const shown = useRef<unknown>(null);
  const step = loaderData.step;
  const errors = {
    ...(actionData?.errors ?? {}),
    ...(step === "code" ? codeCheck.errors : check.errors),
  };
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
          <CardDescription>
            {step === "code" ? m.codeDescription : m.description}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step === "code" ? (
            <CodeStep
              errors={errors}
              submitting={submitting}
              redirectTo={searchParams.get("redirectTo") ?? ""}
              onSubmit={codeCheck.onSubmit}
            />
          ) : (
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
          )}
        </CardContent>
      </Card>
    </main>
  );
}

/** The second step: the code, and a way back to the password (another account, a lost phone). */
function CodeStep({
  errors,
  submitting,
  redirectTo,
  onSubmit,
}: {
  errors: Record<string, string | undefined>;
  submitting: boolean;
  redirectTo: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
}) {
  const m = useAdminMessages().login;
  return (
    <div className="flex flex-col gap-4">
      <Form
        method="post"
        noValidate
        aria-labelledby="code-step-title"
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
      >
        <h2 id="code-step-title" className="sr-only">
          {m.codeTitle}
        </h2>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field id="code" label={m.code} error={errors.code}>
          {(control) => (
            // Not inputMode="numeric": a recovery code has letters.
            <Input
              {...control}
              {...fieldProps(twoFactorFields.code, "code")}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              // The one field of this step: typing starts at once.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page holds nothing else to read first
              autoFocus
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
          {submitting ? m.codeSubmitting : m.codeSubmit}
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="restart" />
        <Button
          type="submit"
          variant="link"
          className="w-full"
          disabled={submitting}
        >
          {m.startOver}
        </Button>
      </Form>
    </div>
  );
}
