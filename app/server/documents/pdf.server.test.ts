import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  inspectPdf,
  type PdfReport,
} from "../../../tests/support/pdf-accessibility";
import { getProduct, listProducts } from "../catalogue/catalogue.server";
import {
  getDatasheet,
  getDownload,
  listDownloads,
} from "../content/downloads.server";
import { renderQuotePdf } from "./quote-pdf.server";
import { getQuote, storeQuote, viewBasket } from "../quotes/quotes.server";
import { listSizes } from "../catalogue/sizes.server";
import { renderCatalogue } from "./catalogue-pdf.server";
import { renderCertificates } from "./certificates-pdf.server";
import { renderDatasheet } from "./datasheet-pdf.server";
import { pdfText, specificationRows } from "./pdf-document.server";

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
      // Its type designation (NYY), or its name when it has none; not the internal id (issue 35).
      expect(text).toContain(
        `Type designation: ${pdfText(product.typeDesignation ?? product.name)}`,
      );
      expect(text).not.toContain("Product code");
    }
  });

  it("lists every size of the product in a table, each by its article number", async () => {
    for (const id of ["3", "7"]) {
      const product = getProduct(id)!;
      const sizes = listSizes(id);
      expect(sizes.length).toBeGreaterThan(5);
      const text = (await pdfTextOf(await getDatasheet(product))).replace(
        /\s/g,
        "",
      );
      expect(text).toContain("Sizes");
      expect(text).toContain("Outerdiameter(mm)");
      for (const size of sizes) expect(text, id).toContain(size.articleNumber);
    }
  });

  it("is the same bytes for the same data (sizes on the Downloads page stay true)", async () => {
    const product = getProduct("2")!;
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
    // Valid until 2025: expired, as the certifications page shows it, with the day it ended.
    expect(env).toMatch(
      /REACH Regulation .*Status Expired Expired on 2025-12-31/,
    );
  });

  it("is regenerated when the data changes", async () => {
    const before = await downloadBytes("cableworks-product-catalogue.pdf");
    const { getDb } = await import("../db/client.server");
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
    const { getDb } = await import("../db/client.server");
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

/** What every generated PDF must be (issue 16): checked by qpdf, pdffonts and its catalogue. */
function expectAccessible(report: PdfReport, title: string): void {
  expect(report.version).toBe("%PDF-1.7");
  expect(report.qpdf.status, report.qpdf.output).toBe(0);
  expect(report.qpdf.output).toContain(
    "No syntax or stream encoding errors found",
  );
  expect(report.qpdf.output).not.toMatch(/warning/i);
  for (const font of report.fonts)
    expect(font, font.name).toMatchObject({ embedded: true, subset: true });
  expect(
    report.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort(),
  ).toEqual(["NotoSans-Bold", "NotoSans-Regular"]);
  expect(report.marked).toBe(true);
  expect(report.hasStructTreeRoot).toBe(true);
  expect(report.lang).toBe("en");
  expect(report.displayTitle).toBe(true);
  expect(report.title).toBe(title);
  // Every page's content is in the structure tree (its parent-tree entry names elements).
  expect(report.pagesWithoutStructure).toBe(0);
  // Reading order: the document, then its title as the first heading.
  expect(report.elements.slice(0, 2).map((e) => e.type)).toEqual([
    "Document",
    "H1",
  ]);
  expect(report.elements.filter((e) => e.type === "H1")).toHaveLength(1);
}

const types = (report: PdfReport) => report.elements.map((e) => e.type);

describe("accessible PDFs", () => {
  it("every kind (datasheet, catalogue, certificate statement, quote request) is tagged PDF 1.7, qpdf-clean, with only embedded subset fonts", async () => {
    const product = getProduct("6")!;
    const datasheet = await inspectPdf(await getDatasheet(product));
    expectAccessible(datasheet, `${product.name} datasheet`);
    // Full tagging: headings, a table with row headers, lists, the drawing as a figure.
    const order = types(datasheet);
    for (const type of ["H2", "P", "Table", "TR", "TH", "TD", "L", "LI"])
      expect(order).toContain(type);
    expect(order.filter((type) => type === "LBody")).toHaveLength(
      product.features.length + product.applications.length,
    );
    const table = order.indexOf("Table");
    expect(order[table - 1]).toBe("H2");
    // The specifications (13 rows), then the sizes: a header row of 10 columns, a row per size.
    const sizes = listSizes(product.id);
    expect(order.filter((type) => type === "Table")).toHaveLength(2);
    expect(order.filter((type) => type === "TR")).toHaveLength(
      13 + 1 + sizes.length,
    );
    const headers = datasheet.elements.filter((e) => e.type === "TH");
    expect(headers).toHaveLength(13 + 10 + sizes.length);
    expect(headers[0]!.attributes).toMatchObject({
      O: "/Table",
      Scope: "/Row",
    });
    expect(
      headers.filter((e) => e.attributes?.Scope === "/Column"),
    ).toHaveLength(10);
    expect(order[order.lastIndexOf("Table") - 1]).toBe("H2");
    const figures = datasheet.elements.filter((e) => e.type === "Figure");
    expect(figures).toHaveLength(1);
    expect(figures[0]!.alt).toMatch(/^Cross-section drawing: \d+ cores? \(/);
    expect(figures[0]!.attributes?.BBox).toMatch(/^\[[\d. ]+\]$/);
    expect(order.indexOf("Figure")).toBeLessThan(table);

    const certificates = await inspectPdf(
      await downloadBytes("cableworks-iso-9001-certificate.pdf"),
    );
    expectAccessible(certificates, "ISO 9001:2015 Quality Certificate");
    const certOrder = types(certificates);
    expect(certOrder.filter((type) => type === "H2").length).toBeGreaterThan(0);
    expect(certOrder.filter((type) => type === "Table")).toHaveLength(
      certOrder.filter((type) => type === "H2").length,
    );
    expect(certOrder).toContain("TH");

    // The quote request's copy: the buyer as row headers, the lines under column headers.
    const size = listSizes("3")[2]!;
    const stored = storeQuote(
      {
        name: "Ola Nabil",
        company: "Nile Contracting",
        email: "ola@example.com",
        phone: "",
        country: "Egypt",
        project: "Substation 4",
        neededBy: "",
        notes: "Test certificates, please.",
      },
      viewBasket([
        { productId: "3", size: size.articleNumber, lengthM: 1200, drumM: 500 },
        { productId: "1", size: null, lengthM: 40, drumM: null },
      ]),
      new Date(Date.UTC(2026, 10, 25)),
    );
    const quotePdf = await renderQuotePdf(getQuote(stored.id)!);
    const request = await inspectPdf(quotePdf);
    expectAccessible(request, `Quote request ${stored.reference}`);
    const requestOrder = types(request);
    expect(requestOrder.filter((type) => type === "H2")).toHaveLength(3);
    expect(requestOrder.filter((type) => type === "Table")).toHaveLength(2);
    expect(
      request.elements.filter((e) => e.attributes?.Scope === "/Column"),
    ).toHaveLength(5);
    const requestText = await pdfTextOf(quotePdf);
    expect(requestText).toContain(
      `${size.articleNumber} ${pdfText(size.designation)}`,
    );
    expect(requestText).toContain("1,200");

    // A catalogue is tagged lightly (decision 017): a part per category, a section per product
    // opening with its name as an H2, then one paragraph per block; no cells, no figures.
    const catalogue = await inspectPdf(
      await downloadBytes("cableworks-control-wiring-catalogue.pdf"),
    );
    expectAccessible(catalogue, "Control & Wiring Cables Catalogue");
    const catOrder = types(catalogue);
    const sections = catOrder.filter((type) => type === "Sect");
    expect(sections.length).toBeGreaterThan(1);
    expect(catOrder.filter((type) => type === "Part").length).toBeGreaterThan(
      0,
    );
    catOrder.forEach((type, i) => {
      if (type === "Sect") expect(catOrder[i + 1]).toBe("H2");
    });
    for (const type of ["TR", "TD", "LI", "Figure"])
      expect(catOrder).not.toContain(type);
    expect(catOrder.filter((type) => type === "H2")).toHaveLength(
      sections.length + 2, // the products, Contents and About us
    );
  });

  it("the certificate statement says Expired for a certification whose validity has passed", async () => {
    const certifications = [
      {
        id: 1,
        title: "Old Mark",
        description: "A lapsed mark.",
        icon: "award",
        status: "Certified",
        validUntil: "2025",
        category: "Product",
        sortOrder: 0,
      } as unknown as Parameters<
        typeof renderCertificates
      >[0]["certifications"][number],
      {
        id: 2,
        title: "Current Mark",
        description: "A valid mark.",
        icon: "award",
        status: "Registered",
        validUntil: "2027",
        category: "Product",
        sortOrder: 1,
      } as unknown as Parameters<
        typeof renderCertificates
      >[0]["certifications"][number],
    ];
    const bytes = await renderCertificates(
      { title: "Statement", intro: "Intro", certifications },
      new Date("2024-01-01T00:00:00Z"),
      new Date("2026-11-25T00:00:00Z"),
    );
    const text = await pdfTextOf(bytes);
    expect(text).toMatch(/Old Mark .*Status Expired Expired on 2025-12-31/);
    expect(text).not.toContain("Certified");
    expect(text).toMatch(/Current Mark .*Status Registered Valid until 2027/);
    // The team's choice to hide expired certifications (decision 055) leaves it out of the PDF too.
    const hidden = await pdfTextOf(
      await renderCertificates(
        { title: "Statement", intro: "Intro", certifications },
        new Date("2024-01-01T00:00:00Z"),
        new Date("2026-11-25T00:00:00Z"),
        "en",
        "hide",
      ),
    );
    expect(hidden).not.toContain("Old Mark");
    expect(hidden).toMatch(/Current Mark .*Status Registered Valid until 2027/);
    // In Arabic the day is written out, as the document's own date is.
    const arabic = await pdfTextOf(
      await renderCertificates(
        { title: "Statement", intro: "Intro", certifications },
        new Date("2024-01-01T00:00:00Z"),
        new Date("2026-11-25T00:00:00Z"),
        "ar",
        "show",
      ),
    );
    // (Drawn right to left: the text extracts in visual order.)
    expect(arabic).toMatch(/2025 \D{1,12} 31/);
    expect(arabic).not.toContain("2025-12-31");
  });
});
