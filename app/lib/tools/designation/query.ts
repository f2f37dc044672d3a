import { z } from "zod";

/** The longest designation the tool and the API take (the site search's limit too). */
export const MAX_DESIGNATION_LENGTH = 100;

/**
 * `?code=` of /tools/designation and /api/v1/designation: present, not blank once trimmed, at most
 * MAX_DESIGNATION_LENGTH characters. The form's field says the same with `maxLength`.
 */
export const designationQuerySchema = z.object({
  code: z
    .string({ error: "missing" })
    .trim()
    .min(1, { error: "missing" })
    .max(MAX_DESIGNATION_LENGTH, { error: "too-long" }),
});

export type DesignationQuery =
  { ok: true; code: string } | { ok: false; reason: "missing" | "too-long" };

/** Reads `code` from a query string; the reason names what is wrong, for a clear answer. */
export function readDesignationQuery(
  params: URLSearchParams,
): DesignationQuery {
  const parsed = designationQuerySchema.safeParse({
    code: params.get("code") ?? undefined,
  });
  if (parsed.success) return { ok: true, code: parsed.data.code };
  return {
    ok: false,
    reason:
      parsed.error.issues[0]?.message === "too-long" ? "too-long" : "missing",
  };
}
