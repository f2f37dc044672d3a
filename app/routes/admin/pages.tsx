import { adminMeta } from "~/components/admin/admin-meta";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { EntityTable } from "~/components/admin/entity-table";
import { LegalPageDialog } from "~/components/admin/legal-page-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { legalPageFormSchema } from "~/lib/forms/admin/legal";
import { formatLongDate } from "~/lib/locale/dates";
import type { LegalSlug } from "~/lib/content/pages";
import {
  listAdminLegalPages,
  saveLegalPage,
} from "~/server/admin/pages.server";
import {
  adminWrite,
  answer,
  invalid,
  parseForm,
  readAdminForm,
} from "~/server/admin/form.server";
import type { Route } from "./+types/pages";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.legal;

/** Where each page is on the public site. */
const addresses: Record<LegalSlug, string> = {
  privacy: "/privacy-policy",
  terms: "/terms-of-service",
  cookies: "/cookie-policy",
};

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  return { pages: listAdminLegalPages() };
}

async function write({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  // The three pages are fixed: edited, never added or deleted.
  if (form.get("intent") !== "update") return invalid({ form: t.notFound });
  const parsed = parseForm(legalPageFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  return answer(saveLegalPage(String(form.get("id")), parsed.value), t.updated);
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

type PageRow = Route.ComponentProps["loaderData"]["pages"][number];

export default function AdminLegalPages({ loaderData }: Route.ComponentProps) {
  const l = useAdminMessages().legal;
  const dialog = useEntityDialog<PageRow>();
  return (
    <>
      <PageHeader title={l.title} description={l.description} />
      <EntityTable
        rows={loaderData.pages}
        title={l.all}
        empty=""
        nameOf={(page) => page.title}
        busy={false}
        onEdit={(page) => dialog.open(page)}
        columns={[
          {
            header: l.colTitle,
            place: "primary",
            className: "font-medium whitespace-nowrap",
            cell: (page) => (
              <>
                {page.title}
                <ArabicBadge state={page.arabic} />
              </>
            ),
          },
          {
            header: l.colAddress,
            cell: (page) => (
              <a
                href={addresses[page.id]}
                className="text-primary underline-offset-4 hover:underline"
              >
                {addresses[page.id]}
              </a>
            ),
          },
          {
            header: l.colUpdated,
            className: "whitespace-nowrap tabular-nums",
            cell: (page) => formatLongDate(page.updated),
          },
        ]}
      />
      {dialog.isOpen && dialog.editing ? (
        <LegalPageDialog
          key={dialog.key}
          editing={dialog.editing}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
