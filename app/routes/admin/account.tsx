import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { PasswordChangeForm } from "~/components/admin/password-change-form";
import { SessionList } from "~/components/admin/session-list";
import { passwordChangeFormSchema } from "~/lib/forms/admin/passwords";
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
import {
  TwoFactorCard,
  TwoFactorNotice,
} from "~/components/admin/two-factor-card";
import type { Route } from "./+types/account";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { clientIpContext } from "~/server/platform/request-context.server";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";
import { adminSessionContext } from "~/server/auth/admin-guard.server";
import type { AdminSession } from "~/server/auth/auth.server";

const t = adminMessages.account;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
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
  const session = context.get(adminSessionContext);
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
    return twoFactorWrite(session, intent, form, context.get(clientIpContext));
  if (intent !== "password") return invalid({ form: t.sessionGone });
  const parsed = parseForm(passwordChangeFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  return answer(
    await changePassword(session, parsed.value, context.get(clientIpContext)),
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
  session: AdminSession,
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
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const a = useAdminMessages().account;
  return (
    <>
      <PageHeader title={a.title} description={a.description} />
      {loaderData.twoFactor.required && !loaderData.twoFactor.enabled ? (
        <TwoFactorNotice />
      ) : null}
      <PasswordChangeForm username={loaderData.username} />
      <TwoFactorCard
        username={loaderData.username}
        state={loaderData.twoFactor}
      />
      <SessionList sessions={loaderData.sessions} />
    </>
  );
}
