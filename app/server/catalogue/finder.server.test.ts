import { describe, expect, it } from "vitest";
import {
  cleanFinderSearch,
  finderHrefWithout,
  nearestHref,
} from "~/lib/catalogue/finder";
import { findProducts } from "./finder.server";
import { parseFinderQuery } from "./finder-query.server";

/** The finder (issue 17 item 3) against the seeded catalogue: 8 products, 6 to 12 sizes each. */
const parse = (search: string, strictPage = false) =>
  parseFinderQuery(new URLSearchParams(search), { strictPage });
const find = (search: string, scope = {}) =>
  findProducts(parse(search).query, scope);
const ids = (search: string, scope = {}) =>
  find(search, scope).products.map((product) => product.id);
const counts = (search: string, facet: string, scope = {}) =>
  Object.fromEntries(
    (
      find(search, scope).facets.find((f) => f.name === facet)?.values ?? []
    ).map((value) => [value.value, value.count]),
  );

describe("parsing the finder's query", () => {
  it("reads every parameter, repeated values once each, empty fields as absent", () => {
    const { query, problems } = parse(
      "q=+NYY++4x16+&category=pvcInsulated&voltage=0.6/1kV&voltage=0.6/1kV&material=copper&material=aluminium&insulation=xlpe" +
        "&sheath=pvc&armour=swa&fire=Eca&temp=90&standard=IEC+60502-1&class=2&cores=04&section_min=1,5&section_max=16" +
        "&cores_min=2&cores_max=5&in_stock=1&sort=section-desc&page=3&utm_source=x&armour=",
    );
    expect(problems).toEqual([]);
    expect(query).toEqual({
      q: "NYY 4x16",
      facets: {
        category: ["pvc"],
        voltage: ["0.6/1kV"],
        material: ["copper", "aluminium"],
        insulation: ["xlpe"],
        sheath: ["pvc"],
        armour: ["swa"],
        fire: ["Eca"],
        temp: ["90"],
        standard: ["IEC 60502-1"],
        class: ["2"],
        cores: ["4"],
      },
      ranges: { section_min: 1.5, section_max: 16, cores_min: 2, cores_max: 5 },
      inStock: true,
      sort: "section-desc",
      page: 3,
    });
    expect(parse("").query).toMatchObject({
      q: "",
      sort: "catalogue",
      page: 1,
      inStock: false,
      ranges: {},
    });
  });

  it.each([
    ["voltage=1kV", "voltage"],
    ["material=gold", "material"],
    ["insulation=rubber", "insulation"],
    ["sheath=lead", "sheath"],
    ["armour=SWA", "armour"],
    ["fire=A1", "fire"],
    ["temp=hot", "temp"],
    ["standard=ISO+9001", "standard"],
    ["class=3", "class"],
    ["cores=0", "cores"],
    ["cores=4.5", "cores"],
    ["cores=1e3", "cores"],
    ["category=%3Cscript%3E", "category"],
    ["section_min=abc", "section_min"],
    ["section_min=-1", "section_min"],
    ["section_max=1e3", "section_max"],
    ["section_max=5000", "section_max"],
    ["section_min=1&section_min=2", "section_min"],
    ["section_min=16&section_max=4", "section_max"],
    ["cores_min=3&cores_max=2", "cores_max"],
    ["cores_max=201", "cores_max"],
    ["in_stock=yes", "in_stock"],
    ["sort=price", "sort"],
    [
      `material=${Array.from({ length: 21 }, () => "copper").join("&material=")}`,
      "material",
    ],
  ])(
    "%s is reported by name and left out, the rest still applies",
    (search, parameter) => {
      const { query, problems } = parse(`${search}&material=copper`);
      expect(problems.map((problem) => problem.parameter)).toEqual([parameter]);
      expect(problems[0]!.message).toMatch(
        new RegExp(parameter.replace(/_/g, "_")),
      );
      if (parameter !== "material")
        expect(query.facets.material).toEqual(["copper"]);
    },
  );

  it("reads a garbage page as page 1 on pages, as before, and reports it on the API", () => {
    expect(parse("page=abc").problems).toEqual([]);
    expect(parse("page=abc").query.page).toBe(1);
    expect(parse("page=abc", true).problems.map((p) => p.parameter)).toEqual([
      "page",
    ]);
    expect(parse("page=0", true).problems.map((p) => p.parameter)).toEqual([
      "page",
    ]);
    expect(parse("page=2", true).query.page).toBe(2);
  });

  it("a suggested size replaces the cores and sections asked for, and keeps the rest", () => {
    expect(
      nearestHref(
        "/products",
        "armour=swa&cores=4&cores_min=2&section_min=16&section_max=16&page=2",
        [3, 16],
      ),
    ).toBe("/products?armour=swa&cores=3&section_min=16&section_max=16");
    expect(nearestHref("/ar/products", "cores=6", [5, null])).toBe(
      "/ar/products?cores=5",
    );
    expect(nearestHref("/products", "cores=4&section_min=50", [null, 35])).toBe(
      "/products?cores=4&section_min=35&section_max=35",
    );
  });

  it("builds clean addresses: no empty fields, no default sort; a chip removes one value", () => {
    expect(
      cleanFinderSearch([
        ["q", ""],
        ["material", "copper"],
        ["section_min", " "],
        ["sort", "catalogue"],
        ["armour", "swa"],
      ]),
    ).toBe("material=copper&armour=swa");
    expect(
      finderHrefWithout(
        "/products",
        "?material=copper&material=aluminium&page=2",
        "material",
        "copper",
      ),
    ).toBe("/products?material=aluminium");
    expect(
      finderHrefWithout("/products", "?q=nyy&section_min=4", "section_min"),
    ).toBe("/products?q=nyy");
  });
});

describe("finding products", () => {
  it("keeps the catalogue's order and every product when nothing is chosen", () => {
    const result = find("");
    expect(result.products.map((p) => p.id)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
    ]);
    expect(result.total).toBe(8);
    expect(result.culprits).toEqual([]);
  });

  it("is OR within a facet and AND across facets", () => {
    expect(ids("insulation=xlpe")).toEqual(["1", "2"]);
    expect(ids("voltage=300/500V")).toEqual(["5", "6", "8"]);
    expect(ids("voltage=300/500V&voltage=450/750V")).toEqual([
      "5",
      "6",
      "7",
      "8",
    ]);
    expect(ids("voltage=300/500V&voltage=450/750V&armour=braid")).toEqual([
      "6",
    ]);
    expect(ids("standard=IEC+60502-1&standard=IEC+60227&fire=Eca")).toEqual([
      "7",
      "8",
    ]);
    expect(ids("in_stock=1&category=control")).toEqual(["5"]);
    expect(ids("temp=90")).toEqual(["1", "2"]);
  });

  it("counts each facet's values against every other active filter (disjunctive)", () => {
    // Insulation chosen: its own values still count over everything else (7 PVC... and 2 XLPE).
    expect(counts("insulation=xlpe", "insulation")).toEqual({
      pvc: 6,
      xlpe: 2,
    });
    expect(counts("insulation=xlpe", "material")).toEqual({ copper: 2 });
    expect(counts("insulation=xlpe", "category")).toEqual({ stranded: 2 });
    expect(counts("voltage=300/500V", "voltage")).toEqual({
      "0.6/1kV": 4,
      "300/500V": 3,
      "450/750V": 1,
    });
    expect(counts("voltage=300/500V", "armour")).toEqual({ none: 2, braid: 1 });
    expect(counts("voltage=300/500V", "in_stock")).toEqual({ "1": 2 });
    expect(counts("", "standard")).toEqual({
      "IEC 60228": 8,
      "IEC 60227": 4,
      "IEC 60502-1": 4,
      "IEC 60332-1-2": 7,
    });
    // Size facets count products, not sizes, and respect the other size filters.
    expect(counts("section_min=25", "cores")).toEqual({
      "1": 3,
      "3": 2,
      "5": 1,
    });
    expect(counts("cores=2", "class")).toEqual({ "1": 1, "2": 1, "5": 1 });
    expect(counts("material=copper&cores=2", "cores")["2"]).toBe(2);
    // A selected value stays listed with its count, even at 0.
    expect(counts("armour=swa", "armour")).toMatchObject({
      none: 7,
      braid: 1,
      swa: 0,
    });
  });

  it("gives the sections and core counts available with the other filters", () => {
    expect(find("").ranges).toEqual({
      section: { min: 1.5, max: 300 },
      cores: { min: 1, max: 25 },
    });
    expect(find("category=control&section_min=2").ranges).toEqual({
      section: { min: 1.5, max: 2.5 },
      cores: { min: 3, max: 12 },
    });
  });

  it("holds size filters on one size, not across a product's sizes", () => {
    // Product 4 has 5x16 and 3x35+2x16, but no 3-core size of 16 mm² or less.
    expect(ids("cores=3&section_max=16")).toEqual(["3", "5", "6"]);
    expect(ids("cores=5&section_min=16&section_max=16")).toEqual(["4"]);
    expect(ids("cores_min=12&cores_max=18")).toEqual(["5", "6"]);
    expect(ids("cores_min=13")).toEqual(["5"]);
    expect(ids("class=1")).toEqual(["8"]);
    expect(ids("class=5&cores=2")).toEqual(["6"]);
  });

  it("combines with the text search, which matches article numbers and designations", () => {
    expect(ids("q=NYY")).toEqual(["3", "4"]);
    expect(ids("q=CW-YSLCY-12X1.5")).toEqual(["6"]);
    expect(ids("q=4x16")).toEqual([]);
    expect(ids("q=5x16")).toEqual(["4"]);
    expect(ids("q=3x35%2B2x16")).toEqual(["4"]);
    expect(ids("q=16mm2")).toEqual(ids("q=16+mm²"));
    expect(ids("q=16mm2")).toEqual(["1", "3", "4", "7", "8"]);
    expect(ids("q=16mm2&cores=1")).toEqual(["1", "7"]);
    expect(ids("q=NYY&material=copper&section_min=100")).toEqual(["3"]);
  });

  it("sorts by name and by the smallest fitting cross-section", () => {
    const names = find("sort=name").products.map((p) => p.name);
    expect(names).toEqual([...names].sort());
    expect(ids("sort=name-desc")).toEqual([...ids("sort=name")].reverse());
    // Smallest sizes: 1 16, 2 25, 3 1.5, 4 1.5, 5 1.5, 6 1.5, 7 1.5, 8 1.5 (ties in catalogue order).
    expect(ids("sort=section")).toEqual([
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "1",
      "2",
    ]);
    expect(ids("sort=section-desc")).toEqual([
      "2",
      "1",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
    ]);
    // The smallest size that fits the filters, not the product's smallest.
    expect(ids("section_min=20&sort=section")).toEqual([
      "1",
      "2",
      "3",
      "4",
      "7",
    ]);
  });

  it("names the filter that emptied the list", () => {
    expect(find("in_stock=1&armour=braid").culprits).toEqual([
      "armour",
      "in_stock",
    ]);
    expect(find("voltage=0.6/1kV&armour=swa").culprits).toEqual(["armour"]);
    expect(find("insulation=xlpe&cores=3").culprits).toEqual([
      "insulation",
      "cores",
    ]);
    expect(find("insulation=xlpe&section_max=4").culprits).toEqual([
      "insulation",
      "section",
    ]);
    expect(find("q=YSLY&voltage=0.6/1kV").culprits).toEqual(["voltage"]);
    expect(find("q=zzz&material=copper").culprits).toEqual(["q"]);
    // Two filters each alone fine but not together, and a third that empties the list either way.
    expect(find("armour=swa&armour=sta").culprits).toEqual(["armour"]);
    expect(find("armour=swa&insulation=epr").culprits).toEqual([]);
  });

  it("keeps every facet when the list is empty, with its counts under the other filters", () => {
    const full = find("");
    const empty = find("cores=4&section_min=16&section_max=16");
    expect(empty.total).toBe(0);
    for (const facet of full.facets)
      expect(
        empty.facets
          .find((f) => f.name === facet.name)
          ?.values.map((v) => v.value),
        facet.name,
      ).toEqual(facet.values.map((v) => v.value));
    // Under the other filters (16 mm² for the cores, 4 x 16 for the rest): the core counts that
    // have 16 mm², and nothing for the product facets.
    expect(counts("cores=4&section_min=16&section_max=16", "cores")).toEqual({
      "1": 2,
      "2": 1,
      "3": 1,
      "4": 0,
      "5": 1,
      "6": 0,
      "7": 0,
      "12": 0,
      "18": 0,
      "25": 0,
    });
    expect(
      empty.facets
        .filter((f) => f.name !== "cores")
        .flatMap((f) => f.values)
        .every((v) => v.count === 0 && !v.selected),
    ).toBe(true);
    // A facet that emptied the list stays chosen, and the counts still read the other filters.
    expect(counts("voltage=0.6/1kV&armour=swa", "armour")).toMatchObject({
      swa: 0,
    });
    expect(counts("voltage=0.6/1kV&armour=swa", "voltage")).toMatchObject({
      "0.6/1kV": 0,
    });
  });

  it("offers the nearest sizes that exist when the cores or sections emptied the list", () => {
    // The seeded catalogue has 3 x 16 and 5 x 16, and 4 cores only at 1.5 and 2.5 mm².
    expect(find("cores=4&section_min=16&section_max=16").nearest).toEqual([
      { cores: 3, section: 16 },
      { cores: 5, section: 16 },
      { cores: 4, section: 2.5 },
    ]);
    // Under the other filters only: no armoured 4-core size, nor an XLPE one with 3 cores.
    expect(
      find("cores=4&section_min=16&section_max=16&insulation=xlpe").nearest,
    ).toEqual(expect.not.arrayContaining([{ cores: 3, section: 16 }]));
    // A list that is not empty, or emptied by another filter, offers none.
    expect(find("cores=3").nearest).toEqual([]);
    expect(find("armour=swa&voltage=0.6/1kV").nearest).toEqual([]);
  });

  it("stays within a category page's category and leaves out its category facet", () => {
    expect(ids("armour=none", { category: "control" })).toEqual(["5"]);
    expect(ids("category=stranded", { category: "control" })).toEqual([
      "5",
      "6",
    ]);
    expect(
      find("", { category: "control" }).facets.map((f) => f.name),
    ).not.toContain("category");
    expect(
      ids("", {
        category: "multiConductor",
        subcategory: "multiConductor-3-core",
      }),
    ).toEqual(["3"]);
  });

  it("pages 24 at a time, clamping on pages and not on the API", () => {
    const page = findProducts(parse("page=5").query, {}, { perPage: 3 });
    expect(page).toMatchObject({ page: 3, pageCount: 3, total: 8 });
    expect(page.products.map((p) => p.id)).toEqual(["7", "8"]);
    expect(
      findProducts(parse("page=5").query, {}, { perPage: 3, clampPage: false })
        .products,
    ).toEqual([]);
  });
});
