import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { getProduct, listProducts } from "./catalog.server";
import { getDatasheet, getDownload, listDownloads } from "./downloads.server";
import { pdfText, safePdfFilename, specificationRows } from "./pdf.server";

/** A download's bytes, read from its built file. */
async function downloadBytes(file: string): Promise<Buffer> {
  return fs.readFileSync((await getDownload(file))!.path);
}

async function pdfTextOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("product datasheet", () => {
  it("holds the product's name, all thirteen specification values, features, applications and certifications", async () => {
    for (const id of ["1", "6"]) {
      const product = getProduct(id)!;
      const bytes = await getDatasheet(product);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const text = await pdfTextOf(bytes);
      expect(text).toContain(pdfText(product.name));
      expect(specificationRows).toHaveLength(13);
      for (const { key, label } of specificationRows) {
        expect(text).toContain(label);
        const value = product.specifications[key];
        if (value !== null)
          expect(text.replace(/\s/g, "")).toContain(
            pdfText(String(value)).replace(/\s/g, ""),
          );
      }
      for (const feature of product.features)
        expect(text).toContain(pdfText(feature.title));
      for (const application of product.applications)
        expect(text.replace(/\s/g, "")).toContain(
          pdfText(application).replace(/\s/g, ""),
        );
      for (const certification of product.certifications)
        expect(text).toContain(certification);
      expect(text).toContain("sales@cableworks.com.eg");
    }
  });

  it("is the same bytes for the same data (sizes on the Downloads page stay true)", async () => {
    const product = getProduct("2")!;
    const { renderDatasheet } = await import("./pdf.server");
    const a = await renderDatasheet(product, "Stranded Conductors");
    const b = await renderDatasheet(product, "Stranded Conductors");
    expect(a.equals(b)).toBe(true);
  });
});

describe("downloads", () => {
  it("lists nine files, three per tab, each a PDF of the listed size", async () => {
    const listing = await listDownloads();
    expect(listing).toHaveLength(9);
    for (const tab of ["catalogs", "datasheets", "certifications"]) {
      expect(listing.filter((item) => item.tab === tab)).toHaveLength(3);
    }
    for (const item of listing) {
      const bytes = await downloadBytes(item.file);
      expect(bytes.length).toBe(item.size);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect(await getDownload("../cableworks.db")).toBeUndefined();
    expect(await getDownload("constructor")).toBeUndefined();
  });

  it("the complete catalogue names every product and the certificates name their records", async () => {
    const catalogue = await pdfTextOf(
      await downloadBytes("cableworks-product-catalogue.pdf"),
    );
    for (const product of listProducts())
      expect(catalogue).toContain(pdfText(product.name));
    const iso = await pdfTextOf(
      await downloadBytes("cableworks-iso-9001-certificate.pdf"),
    );
    expect(iso).toContain("ISO 9001:2015");
    expect(iso).toContain("Active");
    const env = await pdfTextOf(
      await downloadBytes("cableworks-environmental-compliance.pdf"),
    );
    expect(env).toContain("RoHS Compliant");
    expect(env).toContain("REACH Regulation");
  });

  it("is regenerated when the data changes", async () => {
    const before = await downloadBytes("cableworks-product-catalogue.pdf");
    const { getDb } = await import("./db/client.server");
    getDb()
      .$client.prepare(
        "update products set name = 'Renamed Test Cable', updated_at = ? where id = '1'",
      )
      .run(Date.now() + 1000);
    const after = await downloadBytes("cableworks-product-catalogue.pdf");
    expect(after.equals(before)).toBe(false);
    expect(await pdfTextOf(after)).toContain("Renamed Test Cable");
  });

  it("is built once into a file under DATA_DIR however many ask at once, and its older version is removed", async () => {
    const { getDb } = await import("./db/client.server");
    getDb()
      .$client.prepare(
        "update products set name = 'Built Once Cable', updated_at = ? where id = '2'",
      )
      .run(Date.now() + 2000);
    const [a, b] = await Promise.all([
      getDownload("cableworks-power-cables-catalogue.pdf"),
      getDownload("cableworks-power-cables-catalogue.pdf"),
    ]);
    expect(b!.path).toBe(a!.path);
    const folder = path.join(process.env.DATA_DIR!, "downloads");
    expect(path.dirname(a!.path)).toBe(folder);
    const versions = () =>
      fs
        .readdirSync(folder)
        .filter((name) =>
          name.startsWith("cableworks-power-cables-catalogue."),
        );
    expect(versions()).toEqual([path.basename(a!.path)]);
    const built = fs.statSync(a!.path).mtimeMs;
    expect(
      (await getDownload("cableworks-power-cables-catalogue.pdf"))!.path,
    ).toBe(a!.path);
    expect(fs.statSync(a!.path).mtimeMs).toBe(built);

    getDb()
      .$client.prepare(
        "update products set name = 'Built Twice Cable', updated_at = ? where id = '2'",
      )
      .run(Date.now() + 3000);
    const next = await getDownload("cableworks-power-cables-catalogue.pdf");
    expect(next!.path).not.toBe(a!.path);
    expect(versions()).toEqual([path.basename(next!.path)]);
    expect(await pdfTextOf(fs.readFileSync(next!.path))).toContain(
      "Built Twice Cable",
    );
  });

  it("a catalogue whose file cannot be written stops with the write's error", async () => {
    const { renderCatalogue } = await import("./pdf.server");
    const many = Array.from({ length: 30 }, () => listProducts()).flat();
    let bytes = 0;
    const full = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > 50_000 ? new Error("No space left on device") : undefined);
      },
    });
    await expect(
      renderCatalogue(
        full,
        "Catalogue",
        "Intro",
        [{ name: "All", description: "", products: () => many }],
        new Date(0),
      ),
    ).rejects.toThrow("No space left on device");
  });
});

describe("pdf text helpers", () => {
  it("spells out characters the standard fonts lack and keeps Latin-1", () => {
    expect(pdfText("1.15 Ω/km at 20 °C, 16 mm² × 2")).toBe(
      "1.15 ohm/km at 20 °C, 16 mm² × 2",
    );
    expect(pdfText("≤ 5 — ok")).toBe("<= 5 — ok");
  });

  it("makes ASCII file names", () => {
    expect(safePdfFilename("Copper Conductor 16mm²")).toBe(
      "Copper Conductor 16mm2.pdf",
    );
    expect(safePdfFilename('a"b\r\nc/../d')).toBe("a b c .. d.pdf");
    expect(safePdfFilename("Control Cable 4×1.5mm²")).toBe(
      "Control Cable 4x1.5mm2.pdf",
    );
    expect(safePdfFilename("")).toBe("datasheet.pdf");
  });
});
