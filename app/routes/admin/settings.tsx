import { adminMeta } from "~/components/admin/admin-meta";
import { CompanySettingsForm } from "~/components/admin/company-settings-form";
import { PageHeader } from "~/components/admin/page-header";
import { formText } from "~/lib/forms/action-result";
import {
  answer,
  invalid,
  parseForm,
  readAdminForm,
  adminWrite,
} from "~/server/admin/form.server";
import { SignInSecurityForm } from "~/components/admin/sign-in-security-form";
import { signInSecuritySchema } from "~/lib/forms/admin/two-factor";
import { saveSignInSecurity } from "~/server/auth/two-factor.server";
import { isTwoFactorRequired } from "~/server/auth/two-factor-policy.server";
import {
  companySettingsForm,
  saveCompanySettings,
} from "~/server/admin/settings.server";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import type { Route } from "./+types/settings";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";
import { adminSessionContext } from "~/server/auth/admin-guard.server";

const t = adminMessages.settings;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

// Company details: administrators only (docs/decisions/034).
export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  return {
    values: companySettingsForm(),
    twoFactorRequired: isTwoFactorRequired(),
    ownTwoFactor: session.twoFactor,
  };
}

async function write({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readAdminForm(request);
  if (form.get("intent") === "sign-in-security") {
    const parsed = parseForm(signInSecuritySchema, form);
    if (!parsed.ok) return invalid(parsed.errors);
    return answer(
      saveSignInSecurity(session, parsed.value.twoFactorRequired === "on"),
      t.securitySaved,
    );
  }
  return answer(saveCompanySettings(formText(form)), t.saved);
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const s = useAdminMessages().settings;
  return (
    <>
      <PageHeader title={s.title} description={s.description} />
      <CompanySettingsForm values={loaderData.values} />
      <SignInSecurityForm
        required={loaderData.twoFactorRequired}
        ownTwoFactor={loaderData.ownTwoFactor}
      />
    </>
  );
}
