// Measures the catalogue import at scale: `npm run measure:import [-- COUNT [SIZES]]` (defaults:
// 10,000 products with 3 sizes each). Builds a temporary DATA_DIR database the way the app does
// (migrations, seed), writes the products as a CSV in the import's layout, then runs the dry run
// and Apply through the same server functions the admin page uses (docs/decisions/032). Prints the
// times and exits non-zero when the dry run plus Apply take more than 60 s.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const count = Number(process.argv[2] ?? 10_000);
const sizesEach = Number(process.argv[3] ?? 3);
const BUDGET_S = 60;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-import-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "error";

// Imported after DATA_DIR is set: the app's modules open the process's database under it.
const { SHEET_COLUMNS, SHEET_HEADER } =
  await import("../app/lib/catalogue/catalogue-sheet");
const { writeCsv } = await import("../app/server/admin/catalogue-file.server");
const { dryRunImport } =
  await import("../app/server/admin/catalogue-import/stage.server");
const { applyImport } =
  await import("../app/server/admin/catalogue-import/apply.server");
const { exportCatalogue } =
  await import("../app/server/admin/catalogue-import/export.server");
const { closeDb, getDb } = await import("../app/server/db/client.server");
const { withAuditActor } = await import("../app/server/audit/context.server");

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  let start = performance.now();
  getDb();
  console.log(
    `database migrated and seeded in ${seconds(performance.now() - start)} (${dataDir})`,
  );

  // The file: one row per size, the product's columns repeated, as the export writes them.
  const rows: (string | number | null)[][] = [];
  for (let i = 1; i <= count; i++) {
    const product: Record<string, string | number | null> = {
      product_id: "",
      name: `Generated Cable ${i}`,
      category: "stranded",
      subcategory: "",
      description: `A generated cable family, number ${i}, for the import measurement.`,
      quantity: i % 500,
      unit: "meters",
      in_stock: i % 7 === 0 ? "false" : "true",
      cross_section: "1.5 - 240 mm²",
      voltage: "0.6/1 kV",
      current: "",
      conductors: null,
      insulation: "PVC",
      insulation_material: "PVC",
      sheath: "PVC",
      sheath_material: "PVC",
      flexibility: "",
      temperature: "70 °C",
      operating_temp: "",
      bend_radius: "",
      available_colors: "Black",
      features: "",
      applications: "Power distribution\nIndustrial plants",
      rated_voltage: "0.6/1kV",
      conductor_material: "copper",
      insulation_code: "pvc",
      sheath_code: "pvc",
      armour: "none",
      fire_behaviour: "",
      max_conductor_temp_c: 70,
      type_designation: "NYY",
      standards: "IEC 60228; IEC 60502-1",
    };
    for (let k = 0; k < sizesEach; k++) {
      const section = [1.5, 2.5, 4, 6, 10, 16, 25, 35][k % 8]!;
      const size: Record<string, string | number | null> = {
        article_number: `GEN-${i}-${k + 1}`,
        cores: 3 + (k % 2),
        section_mm2: section,
        extra_cores: null,
        extra_section_mm2: null,
        conductor_class: 2,
        outer_diameter_mm: 10 + k * 1.25,
        weight_kg_km: 150.5 + k * 40,
        resistance_ohm_km: null,
        current_rating_a: null,
        rating_installation: "",
        rating_loaded_conductors: null,
        drum_length_m: 500,
        stock_m: (i * 13 + k) % 5000,
      };
      rows.push(
        SHEET_COLUMNS.map(
          (column) =>
            (column.part === "product" ? product : size)[column.name] ?? "",
        ),
      );
    }
  }
  const file = Buffer.from(writeCsv(SHEET_HEADER, rows), "utf8");
  // To try the same file through the page (or a server's memory limit): MEASURE_IMPORT_FILE=path.
  if (process.env.MEASURE_IMPORT_FILE)
    fs.writeFileSync(process.env.MEASURE_IMPORT_FILE, file);
  console.log(
    `file: ${count.toLocaleString("en-US")} products, ${rows.length.toLocaleString("en-US")} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB CSV`,
  );

  start = performance.now();
  // The page takes 3 MB a file (the server's 128 MB heap); this process has Node's default heap.
  const limits = { bytes: 64 * 1024 * 1024, rows: 1_000_000 };
  const run = await dryRunImport(file, "measure.csv", Date.now(), limits);
  const dryMs = performance.now() - start;
  console.log(
    `dry run: ${seconds(dryMs)} (${run.plan.added} to add, ${run.plan.changed} to change, ${run.plan.errors.length} errors)`,
  );
  if (run.plan.errors.length || !run.token) {
    console.error(run.plan.errors.slice(0, 5));
    throw new Error("the generated file did not pass its dry run");
  }

  // As an administrator's request, so the audit log's triggers write their entries (as on the page).
  start = performance.now();
  const token = run.token;
  // The event loop's longest wait while Apply runs: what every other request would have waited.
  // A 10 ms timer: the longest time between its turns (the last one to the end included).
  let last = performance.now();
  let longestWait = 0;
  const probe = setInterval(() => {
    longestWait = Math.max(longestWait, performance.now() - last);
    last = performance.now();
  }, 10);
  const applied = await withAuditActor(
    { id: 1, username: "measure" },
    () => applyImport(token),
    "measure-import",
  );
  clearInterval(probe);
  longestWait = Math.max(longestWait, performance.now() - last);
  const applyMs = performance.now() - start;
  if (!applied.ok) throw new Error(applied.message);
  const audited = getDb()
    .$client.prepare(
      "SELECT count(*) FROM audit_log WHERE request_id = 'measure-import'",
    )
    .pluck()
    .get() as number;
  console.log(
    `apply: ${seconds(applyMs)} (${applied.added} added, ${applied.changed} changed, one transaction in slices, ${audited.toLocaleString("en-US")} audit entries); event loop's longest wait meanwhile ${seconds(longestWait)}`,
  );
  if (audited === 0) throw new Error("the apply wrote no audit entries");

  // The round trip at scale: the export of what was imported is all unchanged.
  start = performance.now();
  const again = await dryRunImport(
    await exportCatalogue("csv"),
    "export.csv",
    Date.now(),
    limits,
  );
  console.log(
    `export + dry run of the unchanged catalogue: ${seconds(performance.now() - start)} (${again.plan.unchanged} unchanged, ${again.plan.added + again.plan.changed} to write, ${again.plan.errors.length} errors)`,
  );

  const total = dryMs + applyMs;
  console.log(
    `import total (dry run + apply): ${seconds(total)}; budget ${BUDGET_S} s`,
  );
  if (
    total > BUDGET_S * 1000 ||
    again.plan.added + again.plan.changed + again.plan.errors.length > 0
  )
    process.exitCode = 1;
} finally {
  closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
