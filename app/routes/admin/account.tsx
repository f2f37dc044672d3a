import { useState } from "react";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Field } from "~/components/forms/field";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  passwordChangeFormSchema,
  passwordFields,
} from "~/lib/forms/admin/passwords";
import {
  twoFactorCodeSchema,
  twoFactorDisableSchema,
} from "~/lib/forms/admin/two-factor";
import {
  changePassword,
  endSession,
  listSessions,
} from "~/server/auth/account.server";
import {
  cancelSetup,
  confirmSetup,
  disableTwoFactor,
  qrSvg,
  regenerateRecoveryCodes,
  startSetup,
  twoFactorState,
} from "~/server/auth/two-factor.server";
import {
  describeBrowser,
  formatUtcDateTime,
} from "~/server/auth/account-display.server";
import { data } from "react-router";
import type { ActionResult } from "~/lib/forms/action-result";
import {
  answer,
  invalid,
  parseForm,
  readAdminForm,
  adminWrite,
} from "~/server/admin/form.server";
import { AccountSection } from "~/components/admin/account-section";
import {
  TwoFactorCard,
  TwoFactorNotice,
} from "~/components/admin/two-factor-card";
import { requireRole } from "~/server/auth/roles.server";
import type { Route } from "./+types/account";
import { adminMessages, useAdminMessages } from "~/locales/admin";

const t = adminMessages.account;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export async function loader({ request }: Route.LoaderArgs) {
  const session = requireRole(request, "editor");
  const twoFactor = twoFactorState(session);
  return {
    username: session.username,
    twoFactor: {
      enabled: twoFactor.enabled,
      required: twoFactor.required,
      recoveryLeft: twoFactor.recoveryLeft,
      // The QR code is drawn here, as SVG: the page needs no script for it.
      setup: twoFactor.setup
        ? {
            secret: twoFactor.setup.secret,
            qr: await qrSvg(twoFactor.setup.uri),
          }
        : null,
    },
    sessions: listSessions(session).map((s) => ({
      handle: s.handle,
      current: s.current,
      browser: s.userAgent ? describeBrowser(s.userAgent) : null,
      started: formatUtcDateTime(s.createdAt),
      lastActive: formatUtcDateTime(s.lastSeenAt),
    })),
  };
}

async function write({ request, context }: Route.ActionArgs) {
  const session = requireRole(request, "editor");
  const form = await readAdminForm(request);
  const intent = form.get("intent");
  if (intent === "end-session") {
    const handle = form.get("session");
    return answer(
      endSession(session, typeof handle === "string" ? handle : ""),
      t.ended,
    );
  }
  if (typeof intent === "string" && intent.startsWith("2fa-"))
    return twoFactorWrite(session, intent, form, context.clientIp);
  if (intent !== "password") return invalid({ form: t.sessionGone });
  const parsed = parseForm(passwordChangeFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  return answer(
    await changePassword(session, parsed.value, context.clientIp),
    t.changed,
  );
}

const tf = adminMessages.twoFactor;

/** What a setup's confirmation or new codes answer: the toast, and the codes shown this once. */
function withCodes(
  result: ActionResult<{ recoveryCodes: string[] }>,
  message: string,
) {
  return result.ok
    ? data({ ok: true as const, message, recoveryCodes: result.recoveryCodes })
    : invalid(result.errors);
}

async function twoFactorWrite(
  session: ReturnType<typeof requireRole>,
  intent: string,
  form: FormData,
  address: string,
) {
  switch (intent) {
    case "2fa-start":
      return answer(startSetup(session), tf.setupStarted);
    case "2fa-cancel":
      return answer(cancelSetup(session), tf.cancelled);
    case "2fa-confirm": {
      const parsed = parseForm(twoFactorCodeSchema, form);
      return parsed.ok
        ? withCodes(confirmSetup(session, parsed.value.code), tf.enabled)
        : invalid(parsed.errors);
    }
    case "2fa-regenerate": {
      const parsed = parseForm(twoFactorCodeSchema, form);
      return parsed.ok
        ? withCodes(
            regenerateRecoveryCodes(session, parsed.value.code, address),
            tf.regenerated,
          )
        : invalid(parsed.errors);
    }
    case "2fa-disable": {
      const parsed = parseForm(twoFactorDisableSchema, form);
      return parsed.ok
        ? answer(
            await disableTwoFactor(session, parsed.value, address),
            tf.disabled,
          )
        : invalid(parsed.errors);
    }
    default:
      return invalid({ form: t.sessionGone });
  }
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(write);

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const a = useAdminMessages().account;
  return (
    <>
      <PageHeader title={a.title} description={a.description} />
      {loaderData.twoFactor.required && !loaderData.twoFactor.enabled ? (
        <TwoFactorNotice />
      ) : null}
      <PasswordForm username={loaderData.username} />
      <TwoFactorCard
        username={loaderData.username}
        state={loaderData.twoFactor}
      />
      <SessionList sessions={loaderData.sessions} />
    </>
  );
}

function PasswordForm({ username }: { username: string }) {
  const a = useAdminMessages().account;
  // A changed password empties the fields: the form is drawn anew.
  const [round, setRound] = useState(0);
  const {
    fetcher,
    errors: serverErrors,
    busy,
  } = useAdminFetcher({ onSuccess: () => setRound((n) => n + 1) });
  const check = useForm({
    schema: passwordChangeFormSchema,
    fields: passwordFields,
  });
  const errors = { ...serverErrors, ...check.errors };
  return (
    <AccountSection
      id="password-title"
      title={a.passwordTitle}
      description={a.passwordDescription}
      className="mb-6"
    >
      <fetcher.Form
        key={round}
        method="post"
        aria-labelledby="password-title"
        className="grid max-w-md gap-4"
        onSubmit={check.onSubmit}
        noValidate
      >
        <input type="hidden" name="intent" value="password" />
        {/* For password managers: which account this password belongs to. */}
        <input
          type="text"
          name="username"
          value={username}
          autoComplete="username"
          readOnly
          hidden
        />
        <Field
          id="account-current"
          label={a.currentPassword}
          error={errors.currentPassword}
        >
          {(control) => (
            <Input
              {...control}
              {...check.field("currentPassword")}
              autoComplete="current-password"
            />
          )}
        </Field>
        <Field
          id="account-new"
          label={a.newPassword}
          hint={a.newPasswordHint}
          error={errors.newPassword}
        >
          {(control) => (
            <Input
              {...control}
              {...check.field("newPassword")}
              autoComplete="new-password"
              minLength={12}
            />
          )}
        </Field>
        <Field
          id="account-confirm"
          label={a.confirmPassword}
          error={errors.confirmPassword}
        >
          {(control) => (
            <Input
              {...control}
              {...check.field("confirmPassword")}
              autoComplete="new-password"
            />
          )}
        </Field>
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? a.submitting : a.submit}
          </Button>
        </div>
      </fetcher.Form>
    </AccountSection>
  );
}

type SessionRow = Route.ComponentProps["loaderData"]["sessions"][number];

function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const a = useAdminMessages().account;
  const { fetcher, busy } = useAdminFetcher();
  return (
    <AccountSection
      id="sessions-title"
      title={a.sessionsTitle}
      description={a.sessionsDescription}
    >
      <ul aria-labelledby="sessions-title" className="divide-y divide-border">
        {sessions.map((s) => {
          const browser = s.browser ?? a.unknownBrowser;
          return (
            <li
              key={s.handle}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {browser}
                  {s.current ? (
                    <span className="ms-2 inline-block rounded bg-primary/10 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-primary">
                      {a.thisSession}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {a.colStarted}: {s.started} · {a.colLastActive}:{" "}
                  {s.lastActive}
                </p>
              </div>
              {s.current ? null : (
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={s.handle} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={a.endLabel
                      .replace("{browser}", browser)
                      .replace("{started}", s.started)}
                  >
                    {a.end}
                  </Button>
                </fetcher.Form>
              )}
            </li>
          );
        })}
      </ul>
    </AccountSection>
  );
}
