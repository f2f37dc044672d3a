import { data } from "react-router";
import { MAX_IMPORT_BYTES } from "~/lib/catalogue/catalogue-sheet";
import type { AppliedAnswer, DryRunAnswer } from "~/lib/catalogue/import-plan";
import type { Failure } from "~/lib/forms/action-result";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import { FileProblem } from "../catalogue-file.server";
import { invalid } from "../form.server";
import { applyImport } from "./apply.server";
import { dryRunImport } from "./stage.server";

const t = adminMessages.productImport;

/** What the page lists of a dry run at most; the counts above them are always whole. */
const SHOWN_ERRORS = 500;
const SHOWN_CHANGES = 200;

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

/**
 * The import page's one write (the caller checks the role): a dry run of the uploaded file, or
 * Apply of a dry run by its token.
 */
export async function catalogueImportWrite(request: Request) {
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
