import { describe, expect, it } from "vitest";
import * as catalog from "./catalogue.server";
import * as content from "../content/content.server";
import { getDb } from "../db/client.server";

describe("catalogue reads", () => {
  it("lists the four categories with their subcategories", () => {
    const list = catalog.listCategories();
    expect(list.map((c) => c.id)).toEqual([
      "stranded",
      "multiConductor",
      "control",
      "pvc",
    ]);
    expect(list[0]?.subcategories.map((s) => s.id)).toEqual([
      "stranded-copper",
      "stranded-aluminum",
      "stranded-tinned",
    ]);
  });

  it("finds pvc by its alias", () => {
    expect(catalog.getCategory("pvcInsulated")?.id).toBe("pvc");
  });

  it("filters by category and subcategory", () => {
    expect(
      catalog.listProducts({ category: "control" }).map((p) => p.id),
    ).toEqual(["5", "6"]);
    expect(
      catalog.listProducts({ category: "pvcInsulated" }).map((p) => p.id),
    ).toEqual(["7", "8"]);
    expect(
      catalog
        .listProducts({ subcategory: "multiConductor-3-core" })
        .map((p) => p.id),
    ).toEqual(["3"]);
  });

  it("searches the way a buyer types", () => {
    const ids = (q: string) => catalog.listProducts({ q }).map((p) => p.id);
    // A size is found in every family that makes it (issue 17): 16 mm² conductors in six of them.
    expect(ids("16mm")).toEqual(["1", "3", "4", "7", "8"]);
    expect(ids("16 mm²")).toEqual(ids("16mm"));
    expect(ids("16mm2")).toEqual(ids("16mm"));
    expect(ids("N2XY 16mm")).toEqual(["1"]);
    expect(ids("PVC")).toContain("7");
    expect(ids("0.6/1")).toEqual(["1", "2", "3", "4"]);
    expect(ids("4x1.5")).toEqual(["5", "6"]);
    expect(ids("control screened")).toEqual(["6"]);
    expect(ids("control armoured")).toEqual([]);
    expect(ids("control braid")).toEqual(["6"]);
    expect(ids("100%_")).toEqual([]);
    expect(ids("zzz")).toEqual([]);
  });

  it("never returns a deleted product", () => {
    getDb()
      .$client.prepare("update products set deleted_at = 1 where id = '8'")
      .run();
    expect(catalog.getProduct("8")).toBeUndefined();
    expect(catalog.listProducts().map((p) => p.id)).not.toContain("8");
    getDb()
      .$client.prepare("update products set deleted_at = null where id = '8'")
      .run();
  });

  it("reads certifications and clients", () => {
    expect(content.listCertifications()).toHaveLength(6);
    expect(content.listClients()).toHaveLength(6);
  });
});
