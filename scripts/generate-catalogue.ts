// A generated catalogue for measuring how the site scales: the seeded database plus plausible
// product variants (sizes, core counts, insulation) up to `count` products in all.
// `tsx scripts/generate-catalogue.ts DATA_DIR COUNT` grows the database under DATA_DIR (a running
// server's too: SQLite takes the writes in one transaction).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { productKeys, productSearchText } from "../app/lib/catalog";
import { databaseFile, openDatabase } from "../app/server/db/client.server";
import { products } from "../app/server/db/schema.server";
import {
  seedCategories,
  seedProducts,
} from "../app/server/db/seed-data.server";

const sizes = [
  "1.5",
  "2.5",
  "4",
  "6",
  "10",
  "16",
  "25",
  "35",
  "50",
  "70",
  "95",
  "120",
  "150",
  "185",
  "240",
];
const insulations = ["PVC", "XLPE", "LSZH", "EPR"];

export function seedGeneratedCatalogue(dataDir: string, count: number): void {
  const db = openDatabase(databaseFile(dataDir));
  const names = new Map<string, string>();
  for (const category of seedCategories) {
    names.set(category.id, category.name);
    for (const sub of category.subcategories) names.set(sub.id, sub.name);
  }
  db.transaction((tx) => {
    for (let i = seedProducts.length; i < count; i++) {
      const template = seedProducts[i % seedProducts.length]!;
      const size = sizes[i % sizes.length]!;
      const cores = template.specifications.conductors ?? 1;
      const insulation =
        insulations[Math.floor(i / sizes.length) % insulations.length]!;
      const cross = cores > 1 ? `${cores} × ${size} mm²` : `${size} mm²`;
      const name = `${template.name
        .replace(/\d+(\.\d+)?mm².*$/, "")
        .replace(/\s[\d×x.]+mm²$/, "")
        .trim()} ${cores > 1 ? `${cores}×` : ""}${size}mm² ${insulation} #${i + 1}`;
      const specifications = {
        ...template.specifications,
        crossSection: cross,
        insulation,
      };
      const product = {
        ...template,
        id: `g${i + 1}`,
        name,
        specifications,
        quantity: (i * 37) % 5000,
        inStock: i % 11 !== 0,
      };
      tx.insert(products)
        .values({
          ...product,
          ...productKeys(name),
          unit: "meters",
          image: null,
          searchText: productSearchText(product, [
            names.get(product.category) ?? "",
            names.get(product.subcategory) ?? "",
          ]),
          sortOrder: i,
        })
        .run();
    }
  });
  db.$client.close();
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const [dataDir, count] = process.argv.slice(2);
  if (!dataDir || !Number.isInteger(Number(count))) {
    console.error("Usage: tsx scripts/generate-catalogue.ts DATA_DIR COUNT");
    process.exit(2);
  }
  seedGeneratedCatalogue(dataDir, Number(count));
}
