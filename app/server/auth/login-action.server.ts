import { data, redirect } from "react-router";
import { checkForm, type Failure, formText } from "~/lib/forms/action-result";
import { loginCodeSchema, loginSchema } from "~/lib/forms/admin/login";
import { adminMessages } from "~/locales/admin";
import {
  attemptLogin,
  createSession,
  isSameOrigin,
  pendingLoginCookie,
  readPendingLoginToken,
  safeRedirectTo,
} from "./auth.server";
import {
  completeSecondStep,
  createPendingLogin,
  dropPendingLogin,
  PENDING_LOGIN_MS,
} from "./two-factor.server";

const t = adminMessages.login;

/**
 * A login that succeeds answers with a redirect; anything else is a failure. `step` says which
 * step the page shows next ("password" again when the pending sign-in has ended).
 */
export type LoginActionData = Failure & { step?: "password" | "code" };

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
  const parsed = checkForm(loginCodeSchema, formText(form));
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

/**
 * The sign-in page's one write: the password, then (with two-factor sign-in on) the code. A
 * cross-origin post is refused before the body is read.
 */
export async function loginWrite(request: Request, clientIp: string) {
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
    return secondStep(request, form, clientIp);
  const parsed = checkForm(loginSchema, formText(form));
  if (!parsed.ok) return data<LoginActionData>(parsed, { status: 400 });
  const { username, password, redirectTo } = parsed.value;
  const result = await attemptLogin(username, password, clientIp);
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
