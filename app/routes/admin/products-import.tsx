import { useRef, useState } from "react";
import { ArrowLeft, Download, FileCheck, Upload } from "~/components/ui/icons";
import { Link, useActionData, useFetcher } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ApplyProgress } from "~/components/admin/apply-progress";
import {
  DryRunResult,
  LayoutHelp,
} from "~/components/admin/catalogue-import-result";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  MAX_IMPORT_BYTES,
  SHEET_HEADER,
} from "~/lib/catalogue/catalogue-sheet";
import type { AppliedAnswer, DryRunAnswer } from "~/lib/catalogue/import-plan";
import type { Failure } from "~/lib/forms/action-result";
import { format } from "~/locales";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { adminWrite } from "~/server/admin/form.server";
import { catalogueImportWrite } from "~/server/admin/catalogue-import/answer.server";
import { importProgress } from "~/server/admin/catalogue-import/apply.server";
import type { Route } from "./+types/products-import";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.productImport;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader({ request }: Route.LoaderArgs) {
  // ?progress=<token>: how far that Apply is (the page asks while it runs).
  const token = new URL(request.url).searchParams.get("progress");
  return {
    maxMb: MAX_IMPORT_BYTES / 1024 / 1024,
    columns: SHEET_HEADER,
    progress: token ? importProgress(token) : null,
  };
}

function write({ request }: Route.ActionArgs) {
  return catalogueImportWrite(request);
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

type Answer = DryRunAnswer | AppliedAnswer | Failure;

export default function AdminProductsImport({
  loaderData,
}: Route.ComponentProps) {
  const m = useAdminMessages().productImport;
  const actionData = useActionData<Answer>();
  const check = useFetcher<Answer>({ key: "catalogue-dry-run" });
  // The dry run that was applied, by its token: a later dry run shows its own result again.
  const [appliedToken, setAppliedToken] = useState<string | null>(null);
  const applyingToken = useRef<string | null>(null);
  const { fetcher: applier, busy: applying } = useAdminFetcher({
    key: "catalogue-apply",
    onSuccess: () => setAppliedToken(applyingToken.current),
  });
  const answer = check.data ?? actionData;
  const checking = check.state !== "idle";
  const applied =
    answer?.ok === true &&
    answer.kind === "dry-run" &&
    answer.token !== null &&
    answer.token === appliedToken;
  return (
    <>
      <PageHeader title={m.title} description={m.description}>
        <Link
          to="/admin/products"
          className={buttonVariants({ variant: "outline" })}
        >
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          {m.back}
        </Link>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{m.exportTitle}</h2>
          <p className="mb-4 text-sm text-muted-foreground">
            {m.exportDescription}
          </p>
          <div className="flex flex-wrap gap-2">
            {/* Plain links: the browser downloads the files (reloadDocument skips the client router). */}
            <Link
              reloadDocument
              to="/admin/products/export.csv"
              className={buttonVariants({ variant: "outline" })}
            >
              <Download aria-hidden="true" />
              {m.exportCsv}
            </Link>
            <Link
              reloadDocument
              to="/admin/products/export.xlsx"
              className={buttonVariants({ variant: "outline" })}
            >
              <Download aria-hidden="true" />
              {m.exportXlsx}
            </Link>
          </div>
        </Card>
        <Card className="p-4 sm:p-6">
          <h2 id="import-title" className="text-lg font-semibold">
            {m.importTitle}
          </h2>
          <p className="mb-4 text-sm text-muted-foreground">
            {m.importDescription}
          </p>
          <check.Form
            method="post"
            encType="multipart/form-data"
            aria-labelledby="import-title"
            className="grid gap-3"
          >
            <input type="hidden" name="intent" value="dry-run" />
            <div className="grid gap-2">
              <Label htmlFor="catalogue-file">
                {format(m.fileLabel, { mb: loaderData.maxMb })}
              </Label>
              <Input
                id="catalogue-file"
                name="file"
                type="file"
                required
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              />
            </div>
            <div>
              <Button type="submit" disabled={checking}>
                <FileCheck aria-hidden="true" />
                {checking ? m.checking : m.dryRun}
              </Button>
            </div>
          </check.Form>
        </Card>
      </div>
      <section aria-live="polite" className="mt-6">
        {answer && !answer.ok ? (
          <p
            role="alert"
            className="rounded-md border border-destructive p-4 text-sm text-destructive"
          >
            {answer.errors.form ?? Object.values(answer.errors)[0]}
          </p>
        ) : null}
        {answer?.ok && answer.kind === "applied" ? (
          <Card className="p-4 sm:p-6">
            <h2 className="text-lg font-semibold">{m.appliedTitle}</h2>
            <p role="status">{answer.message}</p>
          </Card>
        ) : null}
        {answer?.ok && answer.kind === "dry-run" && !checking ? (
          <DryRunResult answer={answer} applied={applied}>
            {answer.token && !applied ? (
              <applier.Form
                method="post"
                onSubmit={() => (applyingToken.current = answer.token)}
              >
                <input type="hidden" name="intent" value="apply" />
                <input type="hidden" name="token" value={answer.token} />
                <Button type="submit" disabled={applying}>
                  <Upload aria-hidden="true" />
                  {applying
                    ? m.applying
                    : format(
                        answer.changeCount === 1 ? m.apply.one : m.apply.other,
                        { count: answer.changeCount.toLocaleString("en-US") },
                      )}
                </Button>
                {applying ? <ApplyProgress token={answer.token} /> : null}
              </applier.Form>
            ) : null}
          </DryRunResult>
        ) : null}
      </section>
      <LayoutHelp columns={loaderData.columns} />
    </>
  );
}
