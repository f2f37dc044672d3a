import { adminMeta } from "~/components/admin/admin-meta";
import { CompanySettingsForm } from "~/components/admin/company-settings-form";
import { PageHeader } from "~/components/admin/page-header";
import { formText } from "~/lib/action-result";
import { answer, readAdminForm, adminWrite } from "~/server/admin/form.server";
import { companySettingsForm, saveCompanySettings } from "~/server/admin/settings.server";
import { requireRole } from "~/server/roles.server";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import type { Route } from "./+types/settings";

const t = adminMessages.settings;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

// Company details: administrators only (docs/decisions/034).
export function loader({ request }: Route.LoaderArgs) {
  requireRole(request, "administrator");
  return { values: companySettingsForm() };
}

async function write({ request }: Route.ActionArgs) {
  requireRole(request, "administrator");
  const form = await readAdminForm(request);
  return answer(saveCompanySettings(formText(form)), t.saved);
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(write);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const s = useAdminMessages().settings;
  return (
    <>
      <PageHeader title={s.title} description={s.description} />
      <CompanySettingsForm values={loaderData.values} />
    </>
  );
}
