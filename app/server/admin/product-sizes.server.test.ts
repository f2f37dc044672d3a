import { describe, expect, it } from "vitest";
import { productFormSchema } from "~/lib/forms/admin/products";
import { listProducts } from "../catalogue/catalogue.server";
import { getDb } from "../db/client.server";
import { listSizes, listStandardsOf } from "../catalogue/sizes.server";
import { saveProduct } from "./products.server";

/** The sizes and typed attributes the product dialog posts (issue 17), as the schema reads them. */
const row = (cells: Record<string, string>) => ({
  articleNumber: "",
  cores: "4",
  sectionMm2: "16",
  extraCores: "",
  extraSectionMm2: "",
  conductorClass: "2",
  outerDiameterMm: "20.5",
  weightKgKm: "1,020",
  resistanceOhmKm: "",
  currentRatingA: "",
  ratingInstallation: "",
  ratingLoadedConductors: "",
  drumLengthM: "500",
  stockM: "1 500",
  ...cells,
});

const attributes = {
  ratedVoltage: "0.6/1kV",
  conductorMaterial: "copper",
  insulationCode: "xlpe",
  sheathCode: "pvc",
  armour: "swa",
  fireBehaviour: "IEC 60332-1-2",
  maxConductorTempC: "90",
  typeDesignation: "N2XRY",
};

function form(values: Record<string, string>) {
  return productFormSchema.safeParse({
    name: "Sized Cable",
    category: "stranded",
    ...attributes,
    ...values,
  });
}

const errorOf = (values: Record<string, string>) => {
  const parsed = form(values);
  if (parsed.success) throw new Error("accepted");
  return parsed.error.issues[0]!.message;
};

describe("the product form's sizes and typed attributes", () => {
  it("reads every cell strictly and fills an empty resistance from IEC 60228", () => {
    const parsed = form({
      sizes: JSON.stringify([
        row({
          articleNumber: "cw-x-4x16",
          currentRatingA: "100",
          ratingInstallation: "E",
          ratingLoadedConductors: "3",
        }),
      ]),
      standards: JSON.stringify(["IEC 60502-1", "IEC 60228"]),
    });
    if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
    expect(parsed.data.sizes).toEqual([
      {
        id: null,
        articleNumber: "CW-X-4X16",
        cores: 4,
        sectionMm2: 16,
        extraCores: null,
        extraSectionMm2: null,
        conductorClass: 2,
        outerDiameterMm: 20.5,
        weightKgKm: 1020,
        resistanceOhmKm: 1.15,
        currentRatingA: 100,
        ratingInstallation: "E",
        ratingLoadedConductors: 3,
        drumLengthM: 500,
        stockM: 1500,
      },
    ]);
    expect(parsed.data.attributes).toMatchObject({
      ratedVoltage: "0.6/1kV",
      insulation: "xlpe",
      armour: "swa",
      maxConductorTempC: 90,
    });
    expect(parsed.data.standards).toEqual(["IEC 60502-1", "IEC 60228"]);
  });

  it("refuses a bad cell with a sentence naming the size and the column", () => {
    expect(
      errorOf({
        sizes: JSON.stringify([
          row({ articleNumber: "A-1" }),
          row({ articleNumber: "A-2", outerDiameterMm: "2O" }),
        ]),
      }),
    ).toBe(
      "Size 2 (A-2), outer diameter (mm) must be a number written with digits, such as 3000, 3,000 or 3 000. Nothing was saved.",
    );
    expect(
      errorOf({
        sizes: JSON.stringify([row({ articleNumber: "A-1", cores: "3.5" })]),
      }),
    ).toMatch(/^Size 1 \(A-1\), cores must be a whole number/);
    expect(
      errorOf({
        sizes: JSON.stringify([
          row({ articleNumber: "A-1" }),
          row({ articleNumber: "a-1" }),
        ]),
      }),
    ).toBe(
      "Size 2 (A-1): article number A-1 is also on size 1. Each size needs its own article number.",
    );
    expect(errorOf({ sizes: JSON.stringify([row({})]) })).toBe(
      "Size 1: enter the article number.",
    );
    expect(
      errorOf({ sizes: JSON.stringify([row({ articleNumber: "A 1" })]) }),
    ).toMatch(/letters, digits/);
    expect(
      errorOf({
        sizes: JSON.stringify([
          row({ articleNumber: "A-1", conductorClass: "3" }),
        ]),
      }),
    ).toMatch(/class 1, 2, 5 or 6/);
    expect(
      errorOf({
        sizes: JSON.stringify([row({ articleNumber: "A-1", extraCores: "1" })]),
      }),
    ).toMatch(/reduced cores and their section/);
    expect(
      errorOf({
        sizes: JSON.stringify([
          row({ articleNumber: "A-1", currentRatingA: "80" }),
        ]),
      }),
    ).toMatch(/needs its installation/);
    expect(
      errorOf({
        sizes: JSON.stringify([
          row({
            articleNumber: "A-1",
            ratingInstallation: "Z",
            currentRatingA: "8",
            ratingLoadedConductors: "2",
          }),
        ]),
      }),
    ).toMatch(/installation from the list/);
    expect(
      errorOf({
        conductorMaterial: "aluminium",
        sizes: JSON.stringify([row({ articleNumber: "A-1", sectionMm2: "6" })]),
      }),
    ).toMatch(
      /IEC 60228 gives no resistance for a class 2 aluminium conductor of 6 mm²/,
    );
    expect(errorOf({ sizes: "{nope" })).toMatch(/could not be read/);
    expect(
      errorOf({
        sizes: JSON.stringify(
          Array.from({ length: 201 }, (_, i) =>
            row({ articleNumber: `A-${i}` }),
          ),
        ),
      }),
    ).toMatch(/at most 200 sizes/);
    expect(errorOf({ insulationCode: "rubber" })).toBe(
      "Insulation type: choose one of the listed values.",
    );
    expect(errorOf({ standards: JSON.stringify(["ISO 9"]) })).toMatch(
      /standards from the list/,
    );
    expect(errorOf({ maxConductorTempC: "ninety" })).toMatch(
      /must be a number/,
    );
  });

  it("keeps sizes, standards and attributes the form does not send", () => {
    const parsed = productFormSchema.parse({
      name: "Plain",
      category: "stranded",
    });
    expect(parsed.sizes).toBeUndefined();
    expect(parsed.standards).toBeUndefined();
    expect(parsed.attributes).toEqual({
      ratedVoltage: undefined,
      conductorMaterial: undefined,
      insulation: undefined,
      sheath: undefined,
      armour: undefined,
      fireBehaviour: undefined,
      maxConductorTempC: null,
      typeDesignation: undefined,
    });
  });
});

describe("saving a product's sizes", () => {
  const save = (id: string | null, values: Record<string, string>) =>
    saveProduct(
      id,
      productFormSchema.parse({
        name: "Sized Cable",
        category: "stranded",
        ...attributes,
        ...values,
      }),
    );

  it("adds, edits and deletes rows in one write, keeping the ids of the rows it keeps; lists them by section whatever the rows' order", async () => {
    const created = await save(null, {
      sizes: JSON.stringify([
        row({ articleNumber: "T-4X16" }),
        row({ articleNumber: "T-4X25", sectionMm2: "25" }),
        row({ articleNumber: "T-4X35", sectionMm2: "35" }),
      ]),
      standards: JSON.stringify(["IEC 60502-1"]),
    });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const id = created.value;
    const first = listSizes(id);
    expect(
      first.map((s) => [s.articleNumber, s.resistanceOhmKm, s.sortOrder]),
    ).toEqual([
      ["T-4X16", 1.15, 0],
      ["T-4X25", 0.727, 1],
      ["T-4X35", 0.524, 2],
    ]);
    expect(listProducts({ q: "T-4X25" }).map((p) => p.id)).toEqual([id]);
    expect(listProducts({ q: "n2xry 4x35" }).map((p) => p.id)).toEqual([id]);

    // 35 posted first with a new stock, 16 is deleted, a 50 is added; the list stays by section.
    const [s16, s25, s35] = first;
    const stored = (
      s: NonNullable<typeof s16>,
      cells: Record<string, string> = {},
    ) => ({
      ...row({
        articleNumber: s.articleNumber,
        sectionMm2: String(s.sectionMm2),
      }),
      id: String(s.id),
      ...cells,
    });
    const updated = await save(id, {
      sizes: JSON.stringify([
        stored(s35!, { stockM: "7,000" }),
        stored(s25!),
        row({ articleNumber: "T-4X50", sectionMm2: "50" }),
      ]),
      standards: JSON.stringify(["IEC 60228", "IEC 60502-1"]),
    });
    expect(updated.ok).toBe(true);
    const second = listSizes(id);
    expect(second.map((s) => [s.articleNumber, s.stockM])).toEqual([
      ["T-4X25", 1500],
      ["T-4X35", 7000],
      ["T-4X50", 1500],
    ]);
    expect(second[0]!.id).toBe(s25!.id);
    expect(second[1]!.id).toBe(s35!.id);
    expect(second.map((s) => s.id)).not.toContain(s16!.id);
    expect(listStandardsOf([id]).get(id)).toEqual(["IEC 60228", "IEC 60502-1"]);
    expect(listProducts({ q: "T-4X16" })).toEqual([]);

    // Two kept rows swap their article numbers (the unique index must not trip half-way).
    const [a, b] = second;
    expect(
      (
        await save(id, {
          sizes: JSON.stringify([
            stored(a!, { articleNumber: b!.articleNumber }),
            stored(b!, { articleNumber: a!.articleNumber }),
          ]),
        })
      ).ok,
    ).toBe(true);
    expect(listSizes(id).map((s) => [s.id, s.articleNumber])).toEqual([
      [a!.id, b!.articleNumber],
      [b!.id, a!.articleNumber],
    ]);
  });

  it("refuses an article number another product has, and changes nothing", async () => {
    const before = getDb()
      .$client.prepare(
        "SELECT * FROM product_sizes WHERE product_id = '3' ORDER BY sort_order",
      )
      .all();
    const result = await save("3", {
      sizes: JSON.stringify([row({ articleNumber: "CW-N2XY-1X16" })]),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        sizes: expect.stringContaining(
          "Article number CW-N2XY-1X16 already belongs to “Copper Conductor 16mm²”",
        ),
      },
    });
    expect(
      getDb()
        .$client.prepare(
          "SELECT * FROM product_sizes WHERE product_id = '3' ORDER BY sort_order",
        )
        .all(),
    ).toEqual(before);
  });

  it("ignores a size id of another product: the row is added as new, the other product's size untouched", async () => {
    const foreign = listSizes("1")[0]!;
    const created = await save(null, {
      sizes: JSON.stringify([
        { ...row({ articleNumber: "T-FOREIGN" }), id: String(foreign.id) },
      ]),
    });
    if (!created.ok) throw new Error("not created");
    expect(listSizes(created.value).map((s) => s.articleNumber)).toEqual([
      "T-FOREIGN",
    ]);
    expect(listSizes("1")[0]).toEqual(foreign);
  });
});
