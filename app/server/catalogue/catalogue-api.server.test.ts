import { describe, expect, it } from "vitest";
import { productResponse, productsResponse } from "./catalogue-api.server";

/** The catalogue API (issue 17 item 6): the finder's query as JSON, 400s naming the parameter. */
const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = productsResponse(
    new Request(`http://127.0.0.1:3000${path}`, { headers }),
  );
  return {
    response,
    body:
      response.status === 304
        ? null
        : ((await response.json()) as Record<string, unknown>),
  };
};

describe("GET /api/v1/products", () => {
  it("answers the finder's query: total, items with attributes and sizes, facets with counts", async () => {
    const { response, body } = await get(
      "/api/v1/products?voltage=300/500V&voltage=450/750V&armour=none&sort=name",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/json; charset=utf-8",
    );
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toContain("s-maxage=60");
    expect(body).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    const items = body!.items as {
      id: string;
      name: string;
      url: string;
      attributes: Record<string, unknown>;
      sizes: Record<string, unknown>[];
    }[];
    expect(items.map((item) => item.id)).toEqual(["5", "7", "8"]);
    expect(items[1]).toMatchObject({
      id: "7",
      name: "PVC Single Core Cable 1×6mm²",
      category: "pvc",
      url: "http://127.0.0.1:3000/product/7",
      attributes: {
        ratedVoltage: "450/750V",
        conductorMaterial: "copper",
        insulation: "pvc",
        armour: "none",
        inStock: true,
      },
    });
    // The sizes by cores, then section (issue 35): the 1.5 first, not the 6 entered first.
    expect(items[1]!.sizes[0]).toMatchObject({
      articleNumber: "CW-H07VR-1X1.5",
      designation: "1x1.5",
      cores: 1,
      sectionMm2: 1.5,
      conductorClass: 2,
    });
    expect(items[1]!.sizes[0]).not.toHaveProperty("productId");
    const facets = body!.facets as Record<
      string,
      { value: string; count: number }[]
    >;
    expect(facets.voltage).toEqual([
      { value: "300/500V", count: 2 },
      { value: "450/750V", count: 1 },
      { value: "0.6/1kV", count: 4 },
    ]);
    expect(facets.armour).toEqual([
      { value: "none", count: 3 },
      { value: "braid", count: 1 },
    ]);
    expect(Object.keys(facets)).toEqual(
      expect.arrayContaining([
        "category",
        "material",
        "insulation",
        "sheath",
        "fire",
        "temp",
        "standard",
        "class",
        "cores",
        "in_stock",
      ]),
    );
    expect(body!.ranges).toEqual({
      section: { min: 1.5, max: 35 },
      cores: { min: 1, max: 25 },
    });
  });

  it("answers 304 to a matching If-None-Match, and nothing past the last page", async () => {
    const first = await get("/api/v1/products?material=copper");
    const etag = first.response.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect(
      (await get("/api/v1/products?material=copper", { "if-none-match": etag }))
        .response.status,
    ).toBe(304);
    const past = await get("/api/v1/products?page=9");
    expect(past.body).toMatchObject({ total: 8, page: 9, items: [] });
  });

  it.each([
    ["section_min=abc", "section_min"],
    ["material=gold", "material"],
    ["page=0", "page"],
    ["page=x", "page"],
    ["sort=price", "sort"],
    ["in_stock=true", "in_stock"],
    ["section_min=20&section_max=10", "section_max"],
  ])("answers 400 naming the parameter for %s", async (search, parameter) => {
    const { response, body } = await get(`/api/v1/products?${search}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      error: { parameter, message: expect.stringContaining(parameter) },
    });
  });
});

describe("GET /api/v1/products/{id}", () => {
  it("answers one product, and 404 JSON for an unknown id", async () => {
    const found = productResponse(
      new Request("http://127.0.0.1:3000/api/v1/products/3"),
      "3",
    );
    expect(found.status).toBe(200);
    const product = (await found.json()) as {
      id: string;
      sizes: unknown[];
      attributes: { typeDesignation: string; standards: string[] };
    };
    expect(product).toMatchObject({
      id: "3",
      attributes: { typeDesignation: "NYY" },
    });
    expect(product.attributes.standards).toContain("IEC 60502-1");
    expect(product.sizes).toHaveLength(12);
    const missing = productResponse(
      new Request("http://127.0.0.1:3000/api/v1/products/nope"),
      "nope",
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { parameter: "id", message: "There is no product with this id." },
    });
  });
});
