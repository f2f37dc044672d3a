import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type { APIRequestContext } from "@playwright/test";
import { certificationFormSchema } from "~/lib/forms/admin/certifications";
import { clientFormSchema } from "~/lib/forms/admin/clients";
import {
  productFormSchema,
  specificationKeys,
} from "~/lib/forms/admin/products";
import { subcategoryFormSchema } from "~/lib/forms/admin/categories";
import { e2eDataDir, openE2eDb } from "./admin-helpers";
import { ADMIN, E2E_ADMIN_PORT } from "./env";
import { expect, test as base } from "./fixtures";
import {
  apiContext,
  type FieldValue,
  fieldOf,
  hostileText,
  postForm,
  randomAddress,
  toFormData,
} from "./fuzz-kit";

/**
 * Shared parts of the admin fuzz specs (tests/e2e/admin-fuzz-*.spec.ts): a signed-in API client,
 * form posts, values that are sometimes good, and the check that every catalogue row is still what
 * the admin schemas would store. Each spec writes only rows it creates, named with `runId` (other
 * admin tests run at the same time on this server); real ids appear only as references.
 */
export const baseURL = `http://127.0.0.1:${E2E_ADMIN_PORT}`;
export const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/**
 * Hostile ids never name a row of someone else: anything a number could be read from (seeded
 * products, certifications, clients and inbox rows have small numeric ids) is left out, so the fuzz
 * can neither change nor delete rows other tests count on. Our own rows are the targets.
 */
export const foreignSafe = hostileText.filter(
  (value) => !Number.isFinite(Number(value)) || Number(value) <= 0,
);
export const intents = (...own: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...own) },
    { weight: 1, arbitrary: hostileText },
  );

export async function signedIn(): Promise<APIRequestContext> {
  const api = await apiContext(baseURL, {
    "X-Forwarded-For": randomAddress(),
    Origin: baseURL,
  });
  const response = await api.post("/admin/login", {
    form: { username: ADMIN.username, password: ADMIN.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return api;
}

/** The browser tests' `test`, with `adminApi`: one signed-in API client per worker, disposed at its end. */
export const test = base.extend<object, { adminApi: APIRequestContext }>({
  adminApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here.
    async ({}, use) => {
      const api = await signedIn();
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
});

export function post(
  api: APIRequestContext,
  url: string,
  fields: Record<string, FieldValue>,
  how: Parameters<typeof postForm>[3],
  files = {},
) {
  return postForm(api, url, toFormData(fields, files), how);
}

export const text = (value: string): FieldValue => ({ kind: "text", value });

/** Like fieldOf, but sometimes a value that passes the schema, so good input is exercised too. */
export const plausible = (good: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 2, arbitrary: good.map(text) },
    { weight: 3, arbitrary: fieldOf(hostileText) },
  );
export const goodName = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((value) => `Fuzz ${runId} ${value}`);

export function statusOk(status: number, what: string) {
  expect(status, `${what}: a 5xx`).toBeLessThan(500);
  expect([200, 400, 413], `${what} answered ${status}`).toContain(status);
}

export function firstValue(field: FieldValue | undefined): string {
  return field?.kind === "text" ? field.value : "";
}

export function uploadsFiles(): string[] {
  const dir = path.join(e2eDataDir(), "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

export function mediaIds(): Set<string> {
  const db = openE2eDb();
  try {
    return new Set(
      (db.prepare("select id from media").all() as { id: string }[]).map(
        (row) => row.id,
      ),
    );
  } finally {
    db.close();
  }
}

const IMAGE_PATH =
  /^\/(uploads\/[a-f0-9]{24}-\d{2,4}\.webp|images\/[\w/-]+\.(webp|png|jpg|svg))$/;

/** Every catalogue row, not only ours, is what the admin schemas would store, and its references hold. */
export function checkCatalogRows() {
  const db = openE2eDb();
  try {
    const categories = db.prepare("select * from categories").all() as Record<
      string,
      string | null
    >[];
    const categoryIds = new Set(categories.map((row) => row.id!));
    for (const row of categories) {
      // Its words and their Arabic (docs/decisions/041) are what the form's schema would store.
      const ar = (db
        .prepare(
          "select * from category_texts where category_id = ? and locale = 'ar'",
        )
        .get(row.id) ?? {}) as Record<string, string>;
      const words = {
        name: row.name,
        description: row.description,
        nameAr: ar.name ?? "",
        descriptionAr: ar.description ?? "",
      };
      const parsed = subcategoryFormSchema.safeParse(words);
      expect(parsed.success && parsed.data, `category ${row.id} words`).toEqual(
        words,
      );
      expect(row.id!.length, `category id of ${row.name}`).toBeGreaterThan(0);
      if (row.parent_id) {
        expect(categoryIds.has(row.parent_id), `parent of ${row.id}`).toBe(
          true,
        );
      }
      if (row.image)
        expect(row.image, `image of category ${row.id}`).toMatch(IMAGE_PATH);
    }
    for (const row of db.prepare("select * from products").all() as Record<
      string,
      string | number | null
    >[]) {
      const specs = JSON.parse(row.specifications as string) as Record<
        string,
        string | number | null
      >;
      const form: Record<string, string> = {
        name: String(row.name),
        category: String(row.category),
        description: String(row.description),
        subcategory: String(row.subcategory ?? ""),
        quantity: String(row.quantity),
        unit: String(row.unit),
        inStock: row.in_stock ? "true" : "false",
        features: String(row.features),
        applications: String(row.applications),
      };
      for (const key of specificationKeys)
        form[key] = specs[key] == null ? "" : String(specs[key]);
      const parsed = productFormSchema.safeParse(form);
      expect(
        parsed.error?.issues ?? [],
        `product ${row.id} passes the form schema`,
      ).toEqual([]);
      const data = parsed.data!;
      expect(
        {
          name: data.name,
          description: data.description,
          unit: data.unit,
          quantity: data.quantity,
          features: data.features,
          applications: data.applications,
        },
        `product ${row.id} is stored clean`,
      ).toEqual({
        name: row.name,
        description: row.description,
        unit: row.unit,
        quantity: row.quantity,
        features: JSON.parse(String(row.features)),
        applications: JSON.parse(String(row.applications)),
      });
      expect(
        categoryIds.has(String(row.category)),
        `category of product ${row.id}`,
      ).toBe(true);
      if (row.subcategory)
        expect(
          categoryIds.has(String(row.subcategory)),
          `subcategory of product ${row.id}`,
        ).toBe(true);
      if (row.image)
        expect(String(row.image), `image of product ${row.id}`).toMatch(
          IMAGE_PATH,
        );
    }
    for (const row of db
      .prepare("select * from certifications")
      .all() as Record<string, string>[]) {
      // Its Arabic too (docs/decisions/041): "" where none, as the form sends it.
      const ar = (db
        .prepare(
          "select * from certification_texts where certification_id = ? and locale = 'ar'",
        )
        .get(row.id) ?? {}) as Record<string, string>;
      const values = {
        title: row.title,
        category: row.category,
        description: row.description,
        icon: row.icon,
        status: row.status,
        validUntil: row.valid_until,
        titleAr: ar.title ?? "",
        categoryAr: ar.category ?? "",
        descriptionAr: ar.description ?? "",
        statusAr: ar.status ?? "",
      };
      const parsed = certificationFormSchema.safeParse(values);
      expect(parsed.success && parsed.data, `certification ${row.id}`).toEqual(
        values,
      );
    }
    for (const row of db.prepare("select * from clients").all() as Record<
      string,
      string | null
    >[]) {
      const ar = (db
        .prepare(
          "select * from client_texts where client_id = ? and locale = 'ar'",
        )
        .get(row.id) ?? {}) as Record<string, string>;
      const values = {
        name: row.name,
        industry: row.industry,
        description: row.description,
        industryAr: ar.industry ?? "",
        descriptionAr: ar.description ?? "",
      };
      const parsed = clientFormSchema.safeParse(values);
      expect(parsed.success && parsed.data, `client ${row.id}`).toEqual(values);
      if (row.image)
        expect(row.image, `image of client ${row.id}`).toMatch(IMAGE_PATH);
    }
    // Every upload on disk is a recorded media variant (a refused upload leaves nothing behind).
    const media = db.prepare("select id, variants from media").all() as {
      id: string;
      variants: string;
    }[];
    const known = new Set(
      media.flatMap((row) =>
        (JSON.parse(row.variants) as number[]).map(
          (width) => `${row.id}-${width}.webp`,
        ),
      ),
    );
    const stray = uploadsFiles().filter((name) => !known.has(name));
    if (stray.length) {
      // An upload of another test may be between its file and its row: look again once.
      const again = new Set(
        (
          db.prepare("select id, variants from media").all() as {
            id: string;
            variants: string;
          }[]
        ).flatMap((row) =>
          (JSON.parse(row.variants) as number[]).map(
            (width) => `${row.id}-${width}.webp`,
          ),
        ),
      );
      expect(
        stray.filter((name) => !again.has(name)),
        "upload files without a media row",
      ).toEqual([]);
    }
  } finally {
    db.close();
  }
}
