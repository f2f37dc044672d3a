import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productFormSchema } from "~/lib/forms/admin/products";
import { listAdminProductsPage, saveProduct } from "../admin/products.server";
import { exportCatalogue } from "../admin/catalogue-import/export.server";
import { getDatasheet } from "../content/downloads.server";
import { matchingSizes } from "../tools/cable-sizing.server";
import { getProduct, productCards } from "./catalogue.server";
import { loadComparison } from "./compare.server";
import { parseFinderQuery } from "./finder-query.server";
import { listSizes, listSizesOf, mainSize } from "./sizes.server";

/**
 * Issue 35: sizes are listed by cores, then cross-section, wherever they are read, whatever order
 * they were entered in. The seed enters some out of that order (today's size of each family
 * first: NYY's 3x6 before its 3x1.5; YSLY's 4x1.5 before its 3x1.5), as the admin or an import
 * may; a saved product adds 1x240 before 1x25 and 4x16+16 before 4x16.
 */

const row = (articleNumber: string, cores: string, sectionMm2: string) => ({
  articleNumber,
  cores,
  sectionMm2,
  extraCores: "",
  extraSectionMm2: "",
  conductorClass: "2",
  outerDiameterMm: "20",
  weightKgKm: "1,000",
  resistanceOhmKm: "",
  currentRatingA: "",
  ratingInstallation: "",
  ratingLoadedConductors: "",
  drumLengthM: "500",
  stockM: "0",
});

let saved: Promise<string> | undefined;
/** The product saved once for the file, its sizes posted out of order. */
const savedProduct = () => (saved ??= saveOutOfOrder());

async function saveOutOfOrder(): Promise<string> {
  const saved = await saveProduct(
    null,
    productFormSchema.parse({
      name: "Order Test Cable",
      category: "stranded",
      ratedVoltage: "0.6/1kV",
      conductorMaterial: "copper",
      insulationCode: "xlpe",
      sheathCode: "pvc",
      armour: "none",
      maxConductorTempC: "90",
      sizes: JSON.stringify([
        {
          ...row("ORD-4X16+16", "4", "16"),
          extraCores: "1",
          extraSectionMm2: "16",
        },
        row("ORD-1X240", "1", "240"),
        row("ORD-4X16", "4", "16"),
        row("ORD-1X25", "1", "25"),
      ]),
    }),
  );
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.value;
}

const NYY_3 = ["3x1.5", "3x2.5", "3x4", "3x6", "3x10", "3x16", "3x25+16"];

/** The positions of `needles` in `text`, each found. */
function positions(text: string, needles: string[]): number[] {
  return needles.map((needle) => {
    const at = text.indexOf(needle);
    expect(at, needle).toBeGreaterThanOrEqual(0);
    return at;
  });
}
const ascending = (list: number[]) => [...list].sort((a, b) => a - b);

describe("every read lists sizes by cores, then section", () => {
  it("the product page's and the admin's reads", async () => {
    expect(
      listSizes("3")
        .map((size) => size.designation)
        .slice(0, NYY_3.length),
    ).toEqual(NYY_3);
    const id = await savedProduct();
    const order = ["1x25", "1x240", "4x16", "4x16+16"];
    expect(listSizes(id).map((size) => size.designation)).toEqual(order);
    expect(
      listSizesOf(["3", id])
        .get(id)!
        .map((size) => size.designation),
    ).toEqual(order);
    const admin = listAdminProductsPage("Order Test Cable", 1).products;
    expect(admin[0]!.sizes.map((size) => size.designation)).toEqual(order);
  });

  it("the finder's matching sizes and compare's size range", () => {
    const query = parseFinderQuery(
      new URLSearchParams({ section_min: "1.5", section_max: "6" }),
    ).query;
    const card = productCards([getProduct("3")!], "en", query)[0]!;
    expect("matchingSizes" in card && card.matchingSizes).toBe(
      "Matching sizes: 3 × 1.5 mm², 3 × 2.5 mm², 3 × 4 mm², 3 × 6 mm²",
    );
    // YSLY-JZ: 3x1.5 to 25x1.5, not its first entered (4x1.5) nor by section (to 12x2.5).
    const comparison = loadComparison(["5", "3"]);
    const sizes = comparison.rows.find((row) => row.key === "sizes")!;
    expect(sizes.values).toEqual([
      "3x1.5 to 25x1.5 mm²",
      "3x1.5 to 3x120+70 mm²",
    ]);
  });

  it("the sizing tool's suggestions", () => {
    const yslyArticles = matchingSizes("copper", "pvc", 1.5)
      .filter((size) => size.product_id === "5")
      .map((size) => size.designation);
    expect(yslyArticles).toEqual([
      "3x1.5",
      "4x1.5",
      "5x1.5",
      "7x1.5",
      "12x1.5",
      "18x1.5",
      "25x1.5",
    ]);
  });

  it("the catalogue export", async () => {
    const csv = (await exportCatalogue("csv")).toString("utf8");
    const at = positions(
      csv,
      NYY_3.slice(0, 4).map((size) => `CW-NYY-${size.toUpperCase()},`),
    );
    expect(at).toEqual(ascending(at));
  });

  it("the datasheet's size table", async () => {
    const file = path.join(
      fs.mkdtempSync(path.join(process.env.DATA_DIR!, "order-")),
      "datasheet.pdf",
    );
    fs.writeFileSync(file, await getDatasheet(getProduct("3")!, "en"));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], {
      encoding: "utf8",
    });
    const at = positions(
      text,
      NYY_3.slice(0, 5).map((size) => `CW-NYY-${size.toUpperCase()} `),
    );
    expect(at).toEqual(ascending(at));
  });

  it("keeps the main article the one the family's texts name, wherever the order puts it", async () => {
    // "5-Core ... 5×10mm²" lists 3x35+2x16 first now; its sku stays its 5x10.
    expect(mainSize(getProduct("4")!, listSizes("4"))?.articleNumber).toBe(
      "CW-NYY-5X10",
    );
    expect(mainSize(getProduct("3")!, listSizes("3"))?.articleNumber).toBe(
      "CW-NYY-3X6",
    );
    // Texts that name no size of the family: the first listed.
    const id = await savedProduct();
    expect(mainSize(getProduct(id)!, listSizes(id))?.articleNumber).toBe(
      "ORD-1X25",
    );
  });
});
