import { useEffect, useRef } from "react";
import {
  Form,
  redirect,
  useActionData,
  useNavigation,
  useSearchParams,
} from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { CodeStep } from "~/components/admin/login-code-step";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
} from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Logo } from "~/components/ui/logo";
import {
  loginCodeSchema,
  loginFields,
  loginSchema,
} from "~/lib/forms/admin/login";
import { fieldProps } from "~/lib/forms/fields";
import { notify } from "~/lib/toast";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { adminWrite } from "~/server/admin/form.server";
import {
  getAdminSession,
  readPendingLoginToken,
  safeRedirectTo,
} from "~/server/auth/auth.server";
import { loginWrite } from "~/server/auth/login-action.server";
import { hasPendingLogin } from "~/server/auth/two-factor.server";
import type { Route } from "./+types/login";
import { clientIpContext } from "~/server/platform/request-context.server";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.login;

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

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(({ request, context }: Route.ActionArgs) =>
  loginWrite(request, context.get(clientIpContext)),
);

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages().login;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const check = useForm({ schema: loginSchema });
  const codeCheck = useForm({ schema: loginCodeSchema });
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
                    {...fieldProps(loginFields.username, "username")}
                    autoComplete="username"
                  />
                )}
              </Field>
              <Field id="password" label={m.password} error={errors.password}>
                {(control) => (
                  <Input
                    {...control}
                    {...fieldProps(loginFields.password, "password")}
                    autoComplete="current-password"
                  />
                )}
              </Field>
              {errors.form ? (
                <FormAlert look="compact">{errors.form}</FormAlert>
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
