import path from "node:path";
import { z } from "zod";

/**
 * The environment, parsed once at start-up. Every variable is optional and documented in
 * `.env.example`; a bad value stops the server with one clear line (see `loadEnv`).
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** An integer setting; empty means the default (so a copied `.env.example` works). */
const intSetting = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && value.trim() === "" ? undefined : value,
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  /** Host names answered besides loopback when SITE_URL is unset (comma-separated). */
  ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:]+\]$/,
            "host names, comma-separated",
          ),
      ),
    ),
  ADMIN_USERNAME: optionalString.pipe(z.string().min(3).max(64).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).max(256).optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(32).optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalString.pipe(z.email().optional()),
  MAIL_TO: optionalString.pipe(z.email().optional()),
  EMAILJS_SERVICE_ID: optionalString,
  EMAILJS_TEMPLATE_ID: optionalString,
  EMAILJS_PUBLIC_KEY: optionalString,
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
  /** The outbox's first retry delay; each further attempt doubles it (capped at six hours). */
  OUTBOX_RETRY_BASE_MS: intSetting(30_000, 10, 3_600_000),
  /** Contact and careers posts allowed per client address within ten minutes. */
  FORM_RATE_LIMIT_PER_IP: intSetting(30, 1, 10_000),
  /** Posts allowed per sender e-mail address within ten minutes. */
  FORM_RATE_LIMIT_PER_EMAIL: intSetting(3, 1, 1_000),
  /**
   * Quote acknowledgements (the PDF mailed to the address a visitor typed) per hour: to how many
   * different addresses one client address may have them sent, and how many one address receives.
   * Past either the request is still taken, without the copy (issue 35; docs/security.md).
   */
  QUOTE_ACK_ADDRESSES_PER_SENDER: intSetting(3, 1, 10_000),
  QUOTE_ACKS_PER_RECIPIENT: intSetting(3, 1, 10_000),
  /**
   * Megabytes of request bodies held at once (http/body-budget.ts); the default fits the 512 MB
   * MemoryMax of docs/deployment.md (docs/decisions/007). At least 16: room for one 6 MB upload
   * beside the 4 MB kept for small forms.
   */
  BODY_MEMORY_MB: intSetting(48, 16, 4_096),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export class EnvError extends Error {}

/** Parses `source`; throws an `EnvError` whose message is one line naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map(
        (issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`,
      )
      .join("; ");
    throw new EnvError(`Invalid environment: ${problems}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
