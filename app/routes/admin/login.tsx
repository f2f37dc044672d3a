import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { adminMeta } from "~/components/admin/admin-meta";
import { Logo } from "~/components/ui/logo";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { fieldErrors } from "~/lib/admin-schemas";
import { notify } from "~/lib/toast";
import { attemptLogin, createSession, getAdminSession, isSameOrigin, safeRedirectTo } from "~/server/auth.server";
import type { Route } from "./+types/login";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.login;

const loginSchema = z.object({
  username: z.string().default("").pipe(z.string().trim().min(1, t.usernameRequired).max(64)),
  password: z.string().default("").pipe(z.string().min(1, t.passwordRequired).max(256)),
  redirectTo: z.string().optional(),
});

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader({ request }: Route.LoaderArgs) {
  // Already signed in: straight on.
  if (getAdminSession(request)) {
    throw redirect(safeRedirectTo(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

type LoginActionData = { errors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw new Response("Forbidden: cross-origin request", { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<LoginActionData>({ errors: { form: t.invalid } }, { status: 400 });
  }
  const parsed = loginSchema.safeParse({
    username: form.get("username") ?? undefined,
    password: form.get("password") ?? undefined,
    redirectTo: form.get("redirectTo") ?? undefined,
  });
  if (!parsed.success) return data<LoginActionData>({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const { username, password, redirectTo } = parsed.data;
  const result = await attemptLogin(username, password, context.clientIp);
  if (!result.ok) {
    return result.reason === "throttled"
      ? data<LoginActionData>({ errors: { form: t.throttled } }, { status: 429 })
      : data<LoginActionData>({ errors: { form: t.invalid } }, { status: 401 });
  }
  return redirect(safeRedirectTo(redirectTo), { headers: { "Set-Cookie": createSession(request, result.userId) } });
}

export default function AdminLogin() {
  const m = useAdminMessages().login;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const shown = useRef<unknown>(null);
  const errors = { ...(actionData?.errors ?? {}), ...clientErrors };
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";

  useEffect(() => {
    if (actionData && shown.current !== actionData) {
      shown.current = actionData;
      const message = actionData.errors.form ?? Object.values(actionData.errors)[0];
      if (message) notify.error(message);
    }
  }, [actionData]);

  // A successful login answers with a redirect away from this page.
  useEffect(() => {
    if (navigation.state === "loading" && navigation.formMethod === "POST" && !navigation.location.pathname.startsWith("/admin/login")) {
      notify.success(m.success);
    }
  }, [navigation, m.success]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-12">
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
            onSubmit={(event) => {
              const form = new FormData(event.currentTarget);
              const parsed = loginSchema.safeParse({
                username: form.get("username") ?? undefined,
                password: form.get("password") ?? undefined,
              });
              if (!parsed.success) {
                event.preventDefault();
                const found = fieldErrors(parsed.error);
                setClientErrors(found);
                const first = Object.values(found)[0];
                if (first) notify.error(first);
              } else {
                setClientErrors({});
              }
            }}
          >
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            <div className="flex flex-col gap-2">
              <Label htmlFor="username">{m.username}</Label>
              <Input
                id="username"
                name="username"
                autoComplete="username"
                required
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={errors.username ? "username-error" : undefined}
              />
              <FieldError id="username-error">{errors.username}</FieldError>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="password">{m.password}</Label>
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "password-error" : undefined}
              />
              <FieldError id="password-error">{errors.password}</FieldError>
            </div>
            {errors.form ? (
              <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
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
