import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { pngImage } from "../../../tests/support/hostile-uploads";
import { productFormSchema } from "~/lib/forms/admin/products";
import {
  getProduct,
  listCategories,
  listProducts,
} from "../catalogue/catalogue.server";
import { listCertifications, listClients } from "../content/content.server";
import { closeDb, getDb } from "../db/client.server";
import { media } from "../db/schema.server";
import { uploadsDir } from "../content/media.server";
import {
  deleteCategory,
  getAdminCategory,
  listAdminCategories,
  restoreCategory,
  saveCategory,
} from "./categories.server";
import {
  deleteCertification,
  deleteClient,
  saveCertification,
  saveClient,
} from "./content.server";
import {
  deleteProduct,
  listAdminProducts,
  restoreProduct,
  saveProduct,
} from "./products.server";

function productInput(values: Record<string, string>) {
  return productFormSchema.parse({ category: "stranded", ...values });
}

describe("product writes", () => {
  it("a created product is found at once by the public reads, by name, spec value and category name", async () => {
    const input = productInput({
      name: "Armoured Feeder 95mm",
      description: "Steel wire armoured feeder",
      subcategory: "stranded-copper",
      quantity: "1200",
      voltage: "0.6/1 kV",
      conductors: "4",
      features: JSON.stringify([
        { title: "Armoured", description: "Steel wire" },
      ]),
      applications: JSON.stringify(["Mines"]),
    });
    const now = 1_760_000_000_000;
    const result = await saveProduct(null, input, {}, now);
    expect(result).toEqual({ ok: true, value: String(now) });
    const product = getProduct(String(now));
    expect(product).toMatchObject({
      name: "Armoured Feeder 95mm",
      nameKey: "product.armoured_feeder_95mm.name",
      descriptionKey: "product.armoured_feeder_95mm.desc",
      quantity: 1200,
      unit: "meters",
      inStock: true,
      certifications: [],
    });
    expect(product?.specifications.conductors).toBe(4);
    expect(listProducts({ q: "armoured feeder" }).map((p) => p.id)).toContain(
      String(now),
    );
    expect(listProducts({ q: "0.6/1 armoured" }).map((p) => p.id)).toContain(
      String(now),
    );
    expect(
      listProducts({ q: "copper stranded armoured" }).map((p) => p.id),
    ).toContain(String(now));
    expect(listProducts({ category: "stranded" }).map((p) => p.id)).toContain(
      String(now),
    );

    // Same timestamp twice still gives two products.
    const second = await saveProduct(null, input, {}, now);
    expect(second.ok && second.value).toBe(String(now + 1));
  });

  it("update, delete and undo", async () => {
    const created = await saveProduct(
      null,
      productInput({ name: "Undo Cable" }),
    );
    if (!created.ok) throw new Error("not created");
    const id = created.value;
    expect(
      (
        await saveProduct(
          id,
          productInput({
            name: "Undo Cable Renamed",
            category: "control",
            quantity: "2,000",
          }),
        )
      ).ok,
    ).toBe(true);
    expect(getProduct(id)).toMatchObject({
      name: "Undo Cable Renamed",
      category: "control",
      quantity: 2000,
    });
    expect(deleteProduct(id).ok).toBe(true);
    expect(getProduct(id)).toBeUndefined();
    expect(listAdminProducts().some((p) => p.id === id)).toBe(false);
    expect(restoreProduct(id).ok).toBe(true);
    expect(getProduct(id)?.name).toBe("Undo Cable Renamed");
  });

  it("refuses an unknown category or a subcategory of another category, storing nothing", async () => {
    const before = listAdminProducts().length;
    expect(
      (
        await saveProduct(
          null,
          productInput({ name: "Nowhere", category: "nope" }),
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await saveProduct(
          null,
          productInput({ name: "Wrong sub", subcategory: "control-signal" }),
        )
      ).ok,
    ).toBe(false);
    expect(listAdminProducts().length).toBe(before);
  });

  it("the schema: required fields, strict integer quantity (0 when not sent), optional integer conductors", () => {
    expect(
      productFormSchema.safeParse({ name: " ", category: "stranded" }).error
        ?.issues[0]?.message,
    ).toBe("Please fill in all required fields");
    // Issue 16: a fraction is refused, not silently saved as 12; left empty, the spec's 0.
    expect(
      productFormSchema.safeParse({
        name: "A",
        category: "pvc",
        quantity: "12.7",
      }).success,
    ).toBe(false);
    expect(
      productFormSchema.parse({ name: "A", category: "pvc", quantity: "" })
        .quantity,
    ).toBe(0);
    expect(
      productFormSchema.parse({ name: "A", category: "pvc" }).quantity,
    ).toBe(0);
    expect(
      productFormSchema.parse({ name: "A", category: "pvc" }).specifications
        .conductors,
    ).toBeNull();
    expect(
      productFormSchema.safeParse({
        name: "A",
        category: "pvc",
        conductors: "three",
      }).success,
    ).toBe(false);
    expect(
      productFormSchema.safeParse({
        name: "A",
        category: "pvc",
        features: "{bad",
      }).success,
    ).toBe(false);
  });
});

describe("writes with a picture", () => {
  const picture = () => ({
    file: new File([new Uint8Array(pngImage(400, 300))], "p.png", {
      type: "image/png",
    }),
  });
  const uploads = () =>
    fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0;
  const mediaRows = () => getDb().select().from(media).all().length;

  it("a product saved with a picture shows it; replacing keeps the row's picture until removed", async () => {
    const created = await saveProduct(
      null,
      productInput({ name: "Pictured Cable" }),
      picture(),
    );
    if (!created.ok) throw new Error("not created");
    const image = getProduct(created.value)?.image;
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{24}-400\.webp$/);
    expect(
      await saveProduct(
        created.value,
        productInput({ name: "Pictured Cable" }),
      ),
    ).toMatchObject({ ok: true });
    expect(getProduct(created.value)?.image).toBe(image);
    expect(
      await saveProduct(
        created.value,
        productInput({ name: "Pictured Cable" }),
        { remove: true },
      ),
    ).toMatchObject({ ok: true });
    expect(getProduct(created.value)?.image).toBeNull();
  });

  it("a refused product, category or client write stores no file and no media row", async () => {
    const [files, rows] = [uploads(), mediaRows()];
    const product = await saveProduct(
      null,
      productInput({ name: "Lost", category: "nope" }),
      picture(),
    );
    expect(product).toEqual({
      ok: false,
      errors: { category: "Please choose one of the listed categories" },
    });
    const category = await saveCategory(
      null,
      { name: "Stranded", parentId: null },
      picture(),
    );
    expect(category.ok).toBe(false);
    const client = await saveClient(
      999_999,
      {
        name: "Ghost",
        industry: "None",
        description: "Missing",
        industryAr: "",
        descriptionAr: "",
      },
      picture(),
    );
    expect(client.ok).toBe(false);
    expect([uploads(), mediaRows()]).toEqual([files, rows]);
  });
});

describe("category writes", () => {
  it("uses the spec's id rule and answers a taken id with a clear message", async () => {
    expect(
      await saveCategory(null, { name: "Fire  Resistant", parentId: null }),
    ).toEqual({ ok: true, value: "fire-resistant" });
    const again = await saveCategory(null, {
      name: "fire resistant",
      parentId: null,
    });
    expect(again.ok).toBe(false);
    expect(!again.ok && again.errors.name).toContain(
      '"fire-resistant" already exists',
    );
    expect(
      await saveCategory(null, { name: "LSZH", parentId: "fire-resistant" }),
    ).toEqual({ ok: true, value: "fire-resistant-lszh" });
    expect(
      getAdminCategory("fire-resistant")?.subcategories.map((s) => s.name),
    ).toEqual(["LSZH"]);
  });

  it("a rename updates the search text of the category's products", async () => {
    await saveCategory(null, { name: "Solar", parentId: null });
    const created = await saveProduct(
      null,
      productInput({ name: "PV Wire", category: "solar" }),
    );
    expect(created.ok).toBe(true);
    expect(listProducts({ q: "photovoltaic" })).toHaveLength(0);
    await saveCategory("solar", { name: "Photovoltaic" });
    expect(listProducts({ q: "photovoltaic" }).map((p) => p.name)).toEqual([
      "PV Wire",
    ]);
  });

  it("a deleted category disappears publicly, keeps its subcategories and products for the admin, and comes back", () => {
    expect(deleteCategory("control").ok).toBe(true);
    expect(listCategories().some((c) => c.id === "control")).toBe(false);
    expect(listAdminCategories().deleted.map((c) => c.id)).toContain("control");
    expect(getAdminCategory("control")?.subcategories.length).toBe(3);
    expect(
      listAdminProducts()
        .filter((p) => p.category === "control")
        .every((p) => p.categoryDeleted),
    ).toBe(true);
    expect(restoreCategory("control").ok).toBe(true);
    expect(listCategories().some((c) => c.id === "control")).toBe(true);
  });
});

describe("certifications and clients", () => {
  it("ids are max plus one; public reads follow every change", async () => {
    const before = listCertifications();
    const maxId = Math.max(...before.map((c) => c.id));
    const saved = saveCertification(null, {
      title: "IEC 60502",
      category: "International",
      description: "Power cables",
      icon: "Shield",
      status: "Active",
      validUntil: "2030",
      titleAr: "",
      categoryAr: "",
      descriptionAr: "",
      statusAr: "",
    });
    expect(saved).toEqual({ ok: true, value: maxId + 1 });
    expect(listCertifications().at(-1)).toMatchObject({
      title: "IEC 60502",
      icon: "Shield",
    });
    expect(deleteCertification(maxId + 1).ok).toBe(true);
    expect(listCertifications()).toHaveLength(before.length);

    const client = await saveClient(null, {
      name: "Port Said Grid",
      industry: "Utilities",
      description: "Feeders",
      industryAr: "",
      descriptionAr: "",
    });
    expect(client.ok).toBe(true);
    expect(listClients().at(-1)).toMatchObject({
      name: "Port Said Grid",
      image: null,
    });
    if (client.ok) expect(deleteClient(client.value).ok).toBe(true);
    expect(listClients().some((c) => c.name === "Port Said Grid")).toBe(false);
  });
});

describe("persistence", () => {
  it("data survives closing and reopening the database file (a server restart)", async () => {
    const created = await saveProduct(
      null,
      productInput({ name: "Restart Proof Cable" }),
    );
    if (!created.ok) throw new Error("not created");
    closeDb();
    expect(getProduct(created.value)?.name).toBe("Restart Proof Cable");
  });
});
