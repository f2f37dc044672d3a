import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { designation as en } from "~/locales/en/designation.server";
import { getDb } from "../db/client.server";
import { productSizes, products } from "../db/schema.server";
import {
  DESIGNATION_CACHE_CONTROL,
  productDesignation,
  decodeWithCatalogue,
  designationApiResponse,
  productsForPage,
} from "./designation.server";
import { isolateLtr, keepUnits } from "~/lib/locale/bidi";

/** Article numbers are data: found in the seeded catalogue, never parsed; products matched by type. */
describe("the decoder with the catalogue", () => {
  it("finds an article number and splits it as the seed makes them", () => {
    const answer = decodeWithCatalogue("CW-NYY-3X25+16");
    expect(answer.scheme).toBe("article-number");
    expect(answer.unknown).toEqual([]);
    expect(answer.parts.map((part) => part.token)).toEqual([
      "CW",
      "NYY",
      "3X25+16",
    ]);
    expect(answer.parts[0]!.meaning).toBe(en.article.prefix);
    expect(answer.parts[1]!.meaning).toMatch(/^Product: .+ \(type NYY\)$/);
    expect(answer.parts[2]!.meaning).toBe(
      "Size 3x25+16: 3 cores of 25 mm² each; Plus 1 core of 16 mm²",
    );
    expect(answer.products).toEqual([
      expect.objectContaining({
        id: "3",
        typeDesignation: "NYY",
        articles: [{ articleNumber: "CW-NYY-3X25+16", designation: "3x25+16" }],
      }),
    ]);
  });

  it("finds it typed in lower case, and a family with a hyphen of its own", () => {
    expect(
      decodeWithCatalogue(" cw-h07vr-1x6 ").parts.map((part) => part.token),
    ).toEqual(["CW", "H07VR", "1X6"]);
    const compacted = decodeWithCatalogue("CW-N2XY-CM-1X120");
    expect(compacted.parts.map((part) => part.token)).toEqual([
      "CW",
      "N2XY-CM",
      "1X120",
    ]);
    expect(compacted.products.map((product) => product.id)).toEqual(["2"]);
  });

  it("explains an article numbered otherwise whole, from its row", () => {
    getDb()
      .insert(productSizes)
      .values({
        productId: "8",
        articleNumber: "SPECIAL-77",
        cores: 2,
        sectionMm2: 25,
        conductorClass: 2,
        outerDiameterMm: 14,
        weightKgKm: 600,
        resistanceOhmKm: 0.727,
        drumLengthM: 500,
        sortOrder: 99,
      })
      .run();
    const answer = decodeWithCatalogue("special-77");
    expect(answer.scheme).toBe("article-number");
    expect(answer.parts).toEqual([
      {
        token: "SPECIAL-77",
        meaning: expect.stringMatching(/^Article of .+, size 2x25$/),
      },
    ]);
  });

  it("flags the rest of a CW- number it does not know", () => {
    const answer = decodeWithCatalogue("CW-NOPE-1X1");
    expect(answer).toMatchObject({
      scheme: "article-number",
      parts: [{ token: "CW", meaning: en.article.prefix }],
      unknown: ["NOPE-1X1"],
      products: [],
    });
  });

  it("lists our products of a decoded type, with the articles of the size asked about", () => {
    const answer = decodeWithCatalogue("NYY-J 3x25+16");
    expect(answer.scheme).toBe("vde-0292");
    expect(answer.products.map((product) => product.id).sort()).toEqual([
      "3",
      "4",
    ]);
    expect(
      answer.products.find((product) => product.id === "3")!.articles,
    ).toEqual([{ articleNumber: "CW-NYY-3X25+16", designation: "3x25+16" }]);
    expect(
      answer.products.find((product) => product.id === "4")!.articles,
    ).toEqual([]);
    expect(decodeWithCatalogue("h07v-r 1x6").products).toEqual([
      expect.objectContaining({
        id: "7",
        articles: [{ articleNumber: "CW-H07VR-1X6", designation: "1x6" }],
      }),
    ]);
    // The German family matches with or without its -J/-O: YSLY finds YSLY-JZ.
    expect(
      decodeWithCatalogue("YSLY").products.map((product) => product.id),
    ).toEqual(["5"]);
    expect(decodeWithCatalogue("NA2XY").products).toEqual([]);
  });

  it("names the products in Arabic on an Arabic page, an English fallback marked (issue 35)", () => {
    const db = getDb().$client;
    const found = decodeWithCatalogue("NYY-J 3x25+16").products;
    expect(found.map((product) => product.id).sort()).toEqual(["3", "4"]);
    db.prepare(
      "UPDATE product_texts SET name = '' WHERE product_id = '4' AND locale = 'ar'",
    ).run();
    const arabicName = (
      db
        .prepare(
          "SELECT name FROM product_texts WHERE product_id = '3' AND locale = 'ar'",
        )
        .get() as { name: string }
    ).name;
    const shown = productsForPage(found, "ar");
    expect(shown.map((product) => product.id)).toEqual(
      found.map((product) => product.id),
    );
    const three = shown.find((product) => product.id === "3")!;
    expect(three.name).toBe(isolateLtr(keepUnits(arabicName)));
    expect(three.name).toMatch(/[\u0600-\u06ff]/);
    expect(three.marks).toBeUndefined();
    expect(three.articles).toEqual(found.find((p) => p.id === "3")!.articles);
    const four = shown.find((product) => product.id === "4")!;
    expect(four.name).toBe(found.find((p) => p.id === "4")!.name);
    expect(four.marks).toEqual({ name: { lang: "en", dir: "ltr" } });
    // English pages get the rows as they were.
    expect(productsForPage(found, "en")).toBe(found);
  });

  it("leaves deleted products out", () => {
    const db = getDb();
    db.update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, "7"))
      .run();
    try {
      expect(decodeWithCatalogue("H07V-R").products).toEqual([]);
      expect(decodeWithCatalogue("CW-H07VR-1X6").unknown).toEqual([
        "H07VR-1X6",
      ]);
    } finally {
      db.update(products)
        .set({ deletedAt: null })
        .where(eq(products.id, "7"))
        .run();
    }
  });

  it("decodes every seeded product's type designation whole", () => {
    const rows = getDb().select().from(products).all();
    const typed = rows.filter((row) => row.typeDesignation);
    expect(typed.length).toBeGreaterThanOrEqual(7);
    for (const row of typed) {
      const decoded = productDesignation(row.typeDesignation)!;
      expect(decoded.items.length, row.typeDesignation!).toBeGreaterThan(2);
      expect(
        decoded.items.filter((item) => item.meaning === null),
        row.typeDesignation!,
      ).toEqual([]);
    }
    expect(productDesignation(null)).toBeNull();
  });

  it("gives the product page its section's words, the flag's only when a part is unknown", () => {
    expect(productDesignation("NYY")).toEqual({
      code: "NYY",
      title: "What NYY means",
      schemeLabel: en.schemes["vde-0292"],
      items: [
        { token: "N", meaning: en.vde.standardType },
        { token: "Y", meaning: "Insulation: PVC (polyvinyl chloride)" },
        { token: "Y", meaning: "Outer sheath: PVC (polyvinyl chloride)" },
      ],
      linkText: "Decode another designation",
    });
    expect(productDesignation("NYHY")?.notRecognised?.label).toBe(
      "Not recognised",
    );
  });
});

describe("GET /api/v1/designation", () => {
  const get = (query: string) =>
    designationApiResponse(
      new URL(`http://localhost/api/v1/designation${query}`).searchParams,
    );

  it("answers exactly code, scheme, parts and unknown, cacheable like a public page", async () => {
    const response = get("?code=NYY-J%204x17");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe(
      DESIGNATION_CACHE_CONTROL,
    );
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["code", "scheme", "parts", "unknown"]);
    expect(body).toEqual({
      code: "NYY-J 4x17",
      scheme: "vde-0292",
      parts: [
        { token: "N", meaning: en.vde.standardType },
        { token: "Y", meaning: "Insulation: PVC (polyvinyl chloride)" },
        { token: "Y", meaning: "Outer sheath: PVC (polyvinyl chloride)" },
        { token: "-J", meaning: en.vde.suffixes.J },
      ],
      unknown: ["4x17"],
    });
    expect(await get("?code=CW-FT-2X2.5").json()).toMatchObject({
      scheme: "article-number",
      unknown: [],
    });
  });

  it("answers 400 naming the parameter when code is missing, blank or too long", async () => {
    for (const query of [
      "",
      "?code=",
      "?code=%20",
      "?other=NYY",
      `?code=${"N".repeat(101)}`,
    ]) {
      const response = get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const body = (await response.json()) as {
        error: string;
        parameter: string;
      };
      expect(body.parameter).toBe("code");
      expect(body.error).toContain('"code"');
    }
    expect(
      ((await get(`?code=${"N".repeat(101)}`).json()) as { error: string })
        .error,
    ).toContain("100 characters");
  });
});

describe("the product page's designation block in Arabic", () => {
  it("is written in Arabic on the server, technical values isolated, English unchanged", () => {
    const arabic = productDesignation("NYY-J 4x16", "ar")!;
    expect(arabic.title).toBe("معنى التسمية \u2066NYY-J 4x16\u2069");
    expect(arabic.linkText).toBe("فسّر تسمية أخرى");
    expect(arabic.schemeLabel).toBe(
      "رمز نوع ألماني (\u2066DIN VDE 0292\u2069)",
    );
    expect(arabic.items.map((item) => item.token)).toEqual(
      productDesignation("NYY-J 4x16")!.items.map((item) => item.token),
    );
    expect(arabic.items.find((item) => item.token === "Y")?.meaning).toBe(
      "العزل: \u2066PVC\u2069 (بولي فينيل كلوريد)",
    );
    expect(productDesignation("NYHY", "ar")?.notRecognised?.label).toBe(
      "غير معروف",
    );
    expect(productDesignation("NYY")?.title).toBe("What NYY means");
  });

  it("leaves the API English whatever the page", () => {
    const response = designationApiResponse(new URLSearchParams(""));
    expect(response.status).toBe(400);
  });
});
