import fc from "fast-check";
import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";

/**
 * Shared parts of the fuzz tests (fuzz-public.spec.ts, admin-fuzz-*.spec.ts): hostile values, form
 * shapes, the fast-check run options and the inventory of what is fuzzed.
 *
 * Reproducing a failure: fast-check prints the seed and the path of the failing case; run again with
 * FUZZ_SEED=<seed> (and FUZZ_RUNS=<n> for more or fewer cases). Without FUZZ_SEED every run uses the
 * same fixed seed, so `npm test` is deterministic.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 0) || undefined;

export function runOptions(numRuns: number): fc.Parameters<unknown> {
  return {
    seed: FUZZ_SEED,
    numRuns: FUZZ_RUNS ?? numRuns,
    endOnFailure: true,
    verbose: 1,
  };
}

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '" OR 1=1 --',
  "1 UNION SELECT password_hash, username FROM admin_users --",
  "%' AND 1=1 --",
  "1; DELETE FROM messages",
  "\\'; SELECT sqlite_version(); --",
];
export const SCRIPT_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "<svg/onload=alert(1)>",
  "</textarea><script>alert(1)</script>",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
];
export const TRAVERSAL_PAYLOADS = [
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%252e%252e%252fetc%252fpasswd",
  "....//....//etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/passwd%00.png",
  "../cableworks.db",
  "..%c0%af..%c0%afetc/passwd",
];
export const ODD_VALUES = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Eevil",
  "\r\nBcc: victim@example.com",
  "\u0007\u001b[31mred",
  "🔌 16 mm² ×",
  "__proto__",
  "constructor",
  "[]",
  "{}",
  "null",
  "undefined",
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "1e309",
  "99999999999999999999999",
  "true",
];
export const PAYLOADS = [
  ...SQL_PAYLOADS,
  ...SCRIPT_PAYLOADS,
  ...TRAVERSAL_PAYLOADS,
  ...ODD_VALUES,
];

const controlChar = fc
  .integer({ min: 0, max: 0x1f })
  .map((code) => String.fromCharCode(code));
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Any text a hostile client might send: random, binary, very long, payloads and mixes of them. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(...PAYLOADS),
          controlChar,
          loneSurrogate,
          fc.string({ maxLength: 8 }),
        ),
        { maxLength: 6 },
      )
      .map((parts) => parts.join("")),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2_000, max: 30_000 })
      .map((length) => "A".repeat(length)),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** One field of a posted form: left out, a value, the same name twice, or a file where text belongs. */
export type FieldValue =
  | { kind: "absent" }
  | { kind: "text"; value: string }
  | { kind: "repeated"; values: string[] }
  | { kind: "file"; bytes: Uint8Array };

export function fieldOf(
  text: fc.Arbitrary<string>,
  weights = { absent: 1, text: 8, repeated: 1, file: 1 },
): fc.Arbitrary<FieldValue> {
  return fc.oneof(
    {
      weight: weights.absent,
      arbitrary: fc.constant<FieldValue>({ kind: "absent" }),
    },
    {
      weight: weights.text,
      arbitrary: text.map<FieldValue>((value) => ({ kind: "text", value })),
    },
    {
      weight: weights.repeated,
      arbitrary: fc
        .array(text, { minLength: 2, maxLength: 3 })
        .map<FieldValue>((values) => ({ kind: "repeated", values })),
    },
    {
      weight: weights.file,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map<FieldValue>((bytes) => ({ kind: "file", bytes })),
    },
  );
}

/** What the server's `form.get(name)` sees for a field: the first value when it is text. */
export function firstText(field: FieldValue | undefined): string | undefined {
  if (!field) return undefined;
  if (field.kind === "text") return field.value;
  if (field.kind === "repeated") return field.values[0];
  return undefined;
}

/** The form fields as the server reads them (first string value per name, files left out). */
export function textFields(
  fields: Record<string, FieldValue>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = firstText(field);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

export function toFormData(
  fields: Record<string, FieldValue>,
  files: Record<string, { name: string; type: string; bytes: Uint8Array }> = {},
): FormData {
  const form = new FormData();
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === "text") form.append(name, field.value);
    else if (field.kind === "repeated")
      for (const value of field.values) form.append(name, value);
    else if (field.kind === "file")
      form.append(
        name,
        new Blob([new Uint8Array(field.bytes)], {
          type: "application/octet-stream",
        }),
        "x.bin",
      );
  }
  for (const [name, file] of Object.entries(files))
    form.append(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  return form;
}

/** How a form reaches the server: as the browser's fetcher sends it (.data) or as a plain form post. */
export type Transport =
  "data-multipart" | "data-urlencoded" | "document-multipart";
export const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Transport>("data-multipart") },
  { weight: 3, arbitrary: fc.constant<Transport>("data-urlencoded") },
  { weight: 1, arbitrary: fc.constant<Transport>("document-multipart") },
);

function hasFile(form: FormData): boolean {
  for (const value of form.values()) if (typeof value !== "string") return true;
  return false;
}

/**
 * Posts a form; the `.data` address is what a fetcher uses and answers with the action's status.
 * An answer of 503 with Retry-After means SQLite's write lock was held at that moment
 * (docs/decisions/011): on a server the workers share, by another worker's direct setup write. The
 * user is told to send again, so the fuzz does too, a few times; a 503 without Retry-After (storage
 * that cannot be written) comes back as it came, and the case fails.
 */
export async function postForm(
  api: APIRequestContext,
  path: string,
  form: FormData,
  how: Transport,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await postOnce(api, path, form, how, headers);
    if (
      response.status() !== 503 ||
      !response.headers()["retry-after"] ||
      attempt === 5
    )
      return response;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

async function postOnce(
  api: APIRequestContext,
  path: string,
  form: FormData,
  how: Transport,
  headers: Record<string, string>,
): Promise<APIResponse> {
  const [pathname, search = ""] = path.split("?");
  const url =
    how === "document-multipart"
      ? path
      : `${pathname}.data${search ? `?${search}` : ""}`;
  if (how === "data-urlencoded" && !hasFile(form)) {
    const body = new URLSearchParams();
    for (const [name, value] of form.entries())
      if (typeof value === "string") body.append(name, value);
    return api.post(url, {
      data: body.toString(),
      headers: {
        ...headers,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
  }
  return api.post(url, {
    multipart: form,
    headers,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

/** A fresh client address per case (TRUST_PROXY is on in e2e), so per-address limits stay out of the way. */
export function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.19.${octet()}.${octet()}`;
}

export async function apiContext(
  baseURL: string,
  headers: Record<string, string> = {},
): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
}

/** A path segment as a hostile client would put it in an address (already percent-encoded or raw). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRAVERSAL_PAYLOADS) },
  {
    weight: 3,
    arbitrary: hostileText.map((value) =>
      encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD")),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%",
      "%zz",
      "%00",
      "%2F",
      "%5C",
      "..",
      ".",
      "%2e%2e",
      "%ff%fe",
      "a%0d%0aSet-Cookie:%20x=1",
    ),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** A query value, encoded the way a browser would (raw odd escapes mixed in). */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: hostileText.map((value) =>
      encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD")).slice(
        0,
        6_000,
      ),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%",
      "%zz",
      "%00",
      "%ff",
      "a&q=b",
      "q[]=1",
      "%E0%A4%A",
    ),
  },
);
