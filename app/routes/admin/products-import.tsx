import { useRef, useState } from "react";
import { ArrowLeft, Download, FileCheck, Upload } from "lucide-react";
import { data, Link, useActionData, useFetcher } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ApplyProgress } from "~/components/admin/apply-progress";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import type { Failure } from "~/lib/forms/action-result";
import {
  MAX_IMPORT_BYTES,
  SHEET_HEADER,
} from "~/lib/catalogue/catalogue-sheet";
import { format } from "~/locales";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { adminWrite, invalid } from "~/server/admin/form.server";
import { FileProblem } from "~/server/admin/catalogue-file.server";
import {
  applyImport,
  importProgress,
} from "~/server/admin/catalogue-import/apply.server";
import { dryRunImport } from "~/server/admin/catalogue-import/stage.server";
import type { ImportPlan } from "~/server/admin/catalogue-import/types.server";
import { requireRole } from "~/server/auth/roles.server";
import type { Route } from "./+types/products-import";

const t = adminMessages.productImport;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

/** What the page lists of a dry run at most; the counts above them are always whole. */
const SHOWN_ERRORS = 500;
const SHOWN_CHANGES = 200;

export function loader({ request }: Route.LoaderArgs) {
  requireRole(request, "editor");
  // ?progress=<token>: how far that Apply is (the page asks while it runs).
  const token = new URL(request.url).searchParams.get("progress");
  return {
    maxMb: MAX_IMPORT_BYTES / 1024 / 1024,
    columns: SHEET_HEADER,
    progress: token ? importProgress(token) : null,
  };
}

export interface DryRunAnswer {
  ok: true;
  kind: "dry-run";
  fileName: string;
  token: string | null;
  plan: Omit<ImportPlan, "fingerprint">;
  errorCount: number;
  changeCount: number;
}

export interface AppliedAnswer {
  ok: true;
  kind: "applied";
  message: string;
}

/** The upload: within the import's own limit (http/body-limit.ts lets this address send more). */
async function readImportForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_IMPORT_BYTES + 64 * 1024)
    throw data<Failure>(
      {
        ok: false,
        errors: {
          form: format(t.fileTooLarge, { mb: MAX_IMPORT_BYTES / 1024 / 1024 }),
        },
      },
      { status: 413 },
    );
  try {
    return await request.formData();
  } catch {
    throw data<Failure>(
      { ok: false, errors: { form: t.fileUnreadable } },
      { status: 400 },
    );
  }
}

async function write({ request }: Route.ActionArgs) {
  requireRole(request, "editor");
  const form = await readImportForm(request);
  const intent = form.get("intent");
  if (intent === "apply") {
    const token = form.get("token");
    const result = await applyImport(typeof token === "string" ? token : "");
    if (!result.ok)
      return data<Failure>(
        { ok: false, errors: { form: result.message } },
        { status: result.status },
      );
    // Its own kind: without JavaScript this is the page's action data, not a dry run's.
    return data<AppliedAnswer>({
      ok: true,
      kind: "applied",
      message: format(t.applied, {
        added: result.added.toLocaleString("en-US"),
        changed: result.changed.toLocaleString("en-US"),
      }),
    });
  }
  if (intent !== "dry-run") return invalid({ form: t.noFile });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return invalid({
      form: file instanceof File && file.name ? t.fileEmpty : t.noFile,
    });
  try {
    const run = await dryRunImport(
      Buffer.from(await file.arrayBuffer()),
      file.name.slice(0, 200),
    );
    const { fingerprint: _fingerprint, ...plan } = run.plan;
    const answer: DryRunAnswer = {
      ok: true,
      kind: "dry-run",
      fileName: run.fileName,
      token: run.token,
      plan: {
        ...plan,
        errors: plan.errors.slice(0, SHOWN_ERRORS),
        changes: plan.changes.slice(0, SHOWN_CHANGES),
      },
      errorCount: plan.errors.length,
      changeCount: plan.changes.length,
    };
    // A file with errors is refused (422) with its list; the page shows it like a clean one.
    return data(answer, { status: plan.errors.length ? 422 : 200 });
  } catch (error) {
    if (error instanceof FileProblem) return invalid({ form: error.message });
    throw error;
  }
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
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

function DryRunResult({
  answer,
  applied,
  children,
}: {
  answer: DryRunAnswer;
  applied: boolean;
  children: React.ReactNode;
}) {
  const m = useAdminMessages().productImport;
  const { plan } = answer;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">
        {format(m.summaryTitle, { file: answer.fileName })}
      </h2>
      <p className="mb-4 text-sm" role="status">
        {format(m.summary, {
          added: plan.added.toLocaleString("en-US"),
          changed: plan.changed.toLocaleString("en-US"),
          unchanged: plan.unchanged.toLocaleString("en-US"),
        })}
      </p>
      {applied ? null : answer.errorCount > 0 ? (
        <ErrorTable answer={answer} />
      ) : answer.changeCount === 0 ? (
        <p className="text-sm">{m.nothingToApply}</p>
      ) : null}
      {children}
      {answer.errorCount === 0 && answer.changeCount > 0 ? (
        <ChangeList answer={answer} />
      ) : null}
    </Card>
  );
}

function ErrorTable({ answer }: { answer: DryRunAnswer }) {
  const m = useAdminMessages().productImport;
  const shown = answer.plan.errors.length;
  return (
    <div className="mb-4">
      <h3 id="import-errors" className="mb-2 font-semibold text-destructive">
        {format(
          answer.errorCount === 1 ? m.errorsTitle.one : m.errorsTitle.other,
          { count: answer.errorCount.toLocaleString("en-US") },
        )}
      </h3>
      {shown < answer.errorCount ? (
        <p className="mb-2 text-sm">
          {format(m.errorsMore, {
            shown,
            count: answer.errorCount.toLocaleString("en-US"),
          })}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <Table aria-labelledby="import-errors">
          <TableHeader>
            <TableRow>
              <TableHead>{m.colRow}</TableHead>
              <TableHead>{m.colColumn}</TableHead>
              <TableHead>{m.colValue}</TableHead>
              <TableHead>{m.colWhy}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {answer.plan.errors.map((error, index) => (
              <TableRow key={index}>
                <TableCell className="tabular-nums">{error.row}</TableCell>
                <TableCell className="font-mono text-xs">
                  {error.column}
                </TableCell>
                <TableCell
                  className="max-w-48 truncate font-mono text-xs"
                  title={error.value}
                >
                  {error.value}
                </TableCell>
                <TableCell className="min-w-64">{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

function ChangeList({ answer }: { answer: DryRunAnswer }) {
  const m = useAdminMessages().productImport;
  const shown = answer.plan.changes.length;
  return (
    <div className="mt-6">
      <h3 className="mb-2 font-semibold">{m.changesTitle}</h3>
      {shown < answer.changeCount ? (
        <p className="mb-2 text-sm">
          {format(m.changesMore, {
            shown,
            count: answer.changeCount.toLocaleString("en-US"),
          })}
        </p>
      ) : null}
      <ul className="grid gap-4">
        {answer.plan.changes.map((change) => (
          <li key={`${change.row}`} className="rounded-md border p-3">
            <p className="mb-2 flex flex-wrap items-center gap-2 font-medium">
              <Badge variant={change.kind === "add" ? "success" : "secondary"}>
                {change.kind === "add" ? m.added : m.changed}
              </Badge>
              <span>{change.name}</span>
            </p>
            <div className="overflow-x-auto">
              <Table aria-label={change.name}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{m.colField}</TableHead>
                    <TableHead>{m.colBefore}</TableHead>
                    <TableHead>{m.colAfter}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {change.fields.slice(0, 60).map((field) => (
                    <TableRow key={field.field}>
                      <TableCell className="font-mono text-xs">
                        {field.field}
                      </TableCell>
                      <TableCell
                        className="max-w-64 truncate text-muted-foreground"
                        title={field.before}
                      >
                        {field.before}
                      </TableCell>
                      <TableCell
                        className="max-w-64 truncate"
                        title={field.after}
                      >
                        {field.after}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LayoutHelp({ columns }: { columns: readonly string[] }) {
  const m = useAdminMessages().productImport;
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="mb-2 text-lg font-semibold">{m.layoutTitle}</h2>
      <ul className="mb-3 grid list-disc gap-1 ps-5 text-sm">
        <li>{m.layoutRows}</li>
        <li>{m.layoutKey}</li>
        <li>{m.layoutAbsent}</li>
        <li>{m.layoutCells}</li>
      </ul>
      <p className="mb-1 text-sm">{m.layoutColumns}</p>
      <p className="font-mono text-xs break-words text-muted-foreground">
        {columns.join(", ")}
      </p>
    </Card>
  );
}
