import { Plus } from "~/components/ui/icons";
import { adminMeta } from "~/components/admin/admin-meta";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { CertificationIcon } from "~/components/admin/certification-icon";
import { CertificationDialog } from "~/components/admin/certification-dialog";
import { EntityTable } from "~/components/admin/entity-table";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  certificationFormSchema,
  expiredCertificationsSchema,
} from "~/lib/forms/admin/certifications";
import { ExpiredCertificationsForm } from "~/components/admin/expired-certifications-form";
import { expiredCertificationsMode } from "~/server/content/company.server";
import { saveExpiredCertifications } from "~/server/admin/settings.server";
import { certificationValidity } from "~/lib/content/certification-validity";
import {
  deleteCertification,
  listAdminCertifications,
  saveCertification,
} from "~/server/admin/content.server";
import {
  answer,
  entityWrite,
  invalid,
  numericId,
  parseForm,
} from "~/server/admin/form.server";
import type { Route } from "./+types/certifications";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.certifications;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  // The stored status stays what the admin typed; a passed "valid until" is shown beside it, as
  // visitors see it (issue 16).
  return {
    certifications: listAdminCertifications().map((certification) => ({
      ...certification,
      expired: certificationValidity(certification.validUntil).expired,
    })),
    hideExpired: expiredCertificationsMode() === "hide",
  };
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: numericId,
  schema: certificationFormSchema,
  messages: t,
  save: (id, value) => saveCertification(id, value),
  remove: deleteCertification,
  // The site-wide choice for expired certifications posts here too (decision 055).
  other: (intent, _id, form) => {
    if (intent !== "expired-certifications") return undefined;
    const parsed = parseForm(expiredCertificationsSchema, form);
    if (!parsed.ok) return invalid(parsed.errors);
    return answer(
      saveExpiredCertifications(parsed.value.hideExpired ? "hide" : "show"),
      t.expiredSaved,
    );
  },
});

type CertificationRow =
  Route.ComponentProps["loaderData"]["certifications"][number];

export default function AdminCertifications({
  loaderData,
}: Route.ComponentProps) {
  const m = useAdminMessages();
  const c = m.certifications;
  const dialog = useEntityDialog<CertificationRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  return (
    <>
      <PageHeader title={c.title} description={c.description}>
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {c.add}
        </Button>
      </PageHeader>
      <EntityTable
        rows={loaderData.certifications}
        title={c.all}
        empty={c.empty}
        nameOf={(certification) => certification.title}
        busy={busy}
        onEdit={(certification) => dialog.open(certification)}
        onDelete={(certification) =>
          void rowFetcher.submit(
            { intent: "delete", id: String(certification.id) },
            { method: "post" },
          )
        }
        confirmDelete={c.confirmDelete}
        columns={[
          {
            header: c.colIcon,
            place: "media",
            cell: (certification) => (
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <CertificationIcon
                  name={certification.icon}
                  className="size-5"
                />
              </span>
            ),
          },
          {
            header: c.colTitle,
            place: "primary",
            className: "font-medium whitespace-nowrap",
            cell: (certification) => (
              <>
                {certification.title}
                <ArabicBadge state={certification.arabic} />
              </>
            ),
          },
          {
            header: c.colCategory,
            className: "whitespace-nowrap",
            cell: (certification) => certification.category,
          },
          {
            header: c.colStatus,
            cell: (certification) => (
              <>
                <Badge
                  variant={
                    certification.status === "Active" ? "default" : "outline"
                  }
                >
                  {certification.status}
                </Badge>
                {certification.expired && (
                  <Badge variant="destructive" className="ms-1">
                    {c.expired}
                  </Badge>
                )}
              </>
            ),
          },
          {
            header: c.colValidUntil,
            className: "whitespace-nowrap",
            cell: (certification) => certification.validUntil,
          },
          {
            header: c.colDescription,
            className: "max-w-64 max-sm:max-w-none",
            cell: (certification) => (
              <p
                className="truncate text-muted-foreground"
                title={certification.description}
              >
                {certification.description}
              </p>
            ),
          },
        ]}
      />
      <ExpiredCertificationsForm hidden={loaderData.hideExpired} />
      {dialog.isOpen ? (
        <CertificationDialog
          key={dialog.key}
          editing={dialog.editing}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
