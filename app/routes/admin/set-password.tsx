import { useEffect, useRef } from "react";
import {
  data,
  Link,
  redirect,
  useActionData,
  useNavigation,
} from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { SetPasswordForm } from "~/components/admin/set-password-form";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
} from "~/components/ui/card";
import { Logo } from "~/components/ui/logo";
import { checkForm, type Failure, formText } from "~/lib/forms/action-result";
import { setPasswordFormSchema } from "~/lib/forms/admin/passwords";
import { notify } from "~/lib/toast";
import { format } from "~/locales";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { adminWrite } from "~/server/admin/form.server";
import {
  createSession,
  isSameOrigin,
  pendingLoginCookie,
} from "~/server/auth/auth.server";
import {
  findSetupToken,
  setPasswordWithToken,
} from "~/server/auth/password-setup.server";
import {
  createPendingLogin,
  PENDING_LOGIN_MS,
} from "~/server/auth/two-factor.server";
import type { Route } from "./+types/set-password";
import { clientIpContext } from "~/server/platform/request-context.server";

/**
 * A new user's one-time link (issue 19, docs/decisions/034): no session needed. It shows whose
 * account it is and takes a new password under the account policy; the user is then signed in, or,
 * with two-factor sign-in on, sent to the login's code step: the link stands in for the password,
 * never for the second factor (issue 35).
 * An unknown, used or expired link gets one message, the same for each. The token is in the
 * address, so the page sends no Referer and is never stored by a cache.
 */
const t = adminMessages.setPassword;

const NO_STORE = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
};

export const meta: Route.MetaFunction = () => [
  ...adminMeta(t.title),
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = ({
  loaderHeaders,
  actionHeaders,
}) => {
  const headers = new Headers(NO_STORE);
  const retryAfter =
    actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export function loader({ params }: Route.LoaderArgs) {
  const target = findSetupToken(params.token);
  if (!target)
    return data({ account: null }, { status: 404, headers: NO_STORE });
  return data(
    { account: { username: target.username, displayName: target.displayName } },
    { headers: NO_STORE },
  );
}

async function write({ request, params, context }: Route.ActionArgs) {
  if (!isSameOrigin(request))
    throw new Response("Forbidden: cross-origin request", { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<Failure>(
      { ok: false, errors: { form: t.invalid } },
      { status: 400 },
    );
  }
  const parsed = checkForm(
    setPasswordFormSchema,
    formText(form, ["newPassword", "confirmPassword"]),
  );
  if (!parsed.ok) return data<Failure>(parsed, { status: 400 });
  const result = await setPasswordWithToken(
    params.token,
    parsed.value,
    context.get(clientIpContext),
  );
  if (!result.ok) {
    return result.throttled
      ? data<Failure>(result, {
          status: 429,
          headers: { "Retry-After": "900" },
        })
      : data<Failure>(result, { status: 400 });
  }
  if (result.twoFactor) {
    // As after a right password: a pending sign-in waits for the code (docs/decisions/033).
    const pending = createPendingLogin(result.userId);
    return redirect("/admin/login", {
      headers: {
        "Set-Cookie": pendingLoginCookie(
          request,
          pending,
          PENDING_LOGIN_MS / 1000,
        ),
        ...NO_STORE,
      },
    });
  }
  return redirect("/admin", {
    headers: {
      "Set-Cookie": createSession(request, result.userId),
      ...NO_STORE,
    },
  });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(write);

export default function SetPassword({ loaderData }: Route.ComponentProps) {
  const s = useAdminMessages().setPassword;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const shown = useRef<unknown>(null);
  const submitting =
    navigation.state !== "idle" && navigation.formMethod === "POST";
  const account = loaderData.account;

  useEffect(() => {
    if (actionData && !actionData.ok && shown.current !== actionData) {
      shown.current = actionData;
      const message =
        actionData.errors.form ?? Object.values(actionData.errors)[0];
      if (message) notify.error(message);
    }
  }, [actionData]);

  useEffect(() => {
    if (
      navigation.state === "loading" &&
      navigation.formMethod === "POST" &&
      !navigation.location.pathname.startsWith("/admin/set-password")
    ) {
      notify.success(s.done);
    }
  }, [navigation, s.done]);

  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-12"
    >
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <Logo />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">
            {account ? s.title : s.invalidTitle}
          </h1>
          {account ? (
            <CardDescription>
              {format(s.description, {
                username: account.username,
                name: account.displayName || account.username,
              })}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {account &&
          !(
            actionData &&
            !actionData.ok &&
            actionData.errors.form === s.invalid
          ) ? (
            <SetPasswordForm
              username={account.username}
              serverErrors={
                actionData && !actionData.ok ? actionData.errors : {}
              }
              submitting={submitting}
            />
          ) : (
            <div className="flex flex-col gap-4 text-center">
              <p role="alert" className="text-sm">
                {s.invalid}
              </p>
              <Link
                to="/admin/login"
                className="font-semibold text-primary hover:underline"
              >
                {s.toLogin}
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
