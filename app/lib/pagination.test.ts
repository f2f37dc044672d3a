import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageCountFor, pageHref, pageItems, parsePage } from "./pagination";

const shown = (current: number, count: number, siblings?: number) =>
  pageItems(current, count, siblings)
    .map((item) => (item.type === "gap" ? "…" : String(item.page)))
    .join(" ");

describe("pagination", () => {
  it("reads ?page= and turns garbage into page 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(" 12 ")).toBe(12);
    for (const raw of [
      null,
      undefined,
      "",
      "0",
      "-1",
      "1.5",
      "1e3",
      "abc",
      "2abc",
      "9".repeat(40),
      "Infinity",
      "0x10",
      "１２",
    ]) {
      expect(parsePage(raw)).toBe(1);
    }
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const page = parsePage(raw);
        expect(Number.isInteger(page) && page >= 1 && page <= 100_000).toBe(
          true,
        );
      }),
    );
  });

  it("counts at least one page", () => {
    expect(pageCountFor(0, 24)).toBe(1);
    expect(pageCountFor(24, 24)).toBe(1);
    expect(pageCountFor(25, 24)).toBe(2);
    expect(pageCountFor(10_000, 24)).toBe(417);
  });

  it("lists pages compactly, never hiding a single page behind a gap", () => {
    expect(shown(1, 1)).toBe("1");
    expect(shown(1, 5)).toBe("1 2 3 4 5");
    expect(shown(1, 417)).toBe("1 2 3 4 … 417");
    expect(shown(4, 417)).toBe("1 2 3 4 5 … 417");
    expect(shown(5, 417)).toBe("1 … 4 5 6 … 417");
    expect(shown(416, 417)).toBe("1 … 414 415 416 417");
    expect(shown(1, 417, 0)).toBe("1 2 … 417");
    expect(shown(200, 417, 0)).toBe("1 … 200 … 417");
    expect(shown(3, 5, 0)).toBe("1 2 3 4 5");
  });

  it("always lists the first, current and last pages, ascending, each once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 2 }),
        fc.nat(),
        (count, siblings, seed) => {
          const current = (seed % count) + 1;
          const items = pageItems(current, count, siblings);
          const pages = items.flatMap((item) =>
            item.type === "page" ? [item.page] : [],
          );
          expect(pages).toContain(1);
          expect(pages).toContain(current);
          expect(pages).toContain(count);
          expect([...pages].sort((a, b) => a - b)).toEqual(pages);
          expect(new Set(pages).size).toBe(pages.length);
          expect(items.length).toBeLessThanOrEqual(2 * siblings + 5);
          // A gap stands for two or more pages.
          items.forEach((item, index) => {
            if (item.type !== "gap") return;
            const before = items[index - 1];
            const after = items[index + 1];
            expect(
              before?.type === "page" &&
                after?.type === "page" &&
                after.page - before.page > 2,
            ).toBe(true);
          });
        },
      ),
    );
  });

  it("links keep the query and leave page 1 without a page parameter", () => {
    expect(pageHref("/products", "?q=16mm&page=3", 4)).toBe(
      "/products?q=16mm&page=4",
    );
    expect(pageHref("/products", "?q=16mm&page=3", 1)).toBe("/products?q=16mm");
    expect(pageHref("/categories/stranded", "", 2)).toBe(
      "/categories/stranded?page=2",
    );
    expect(pageHref("/products", "?q=a%26b+c", 2)).toBe(
      "/products?q=a%26b+c&page=2",
    );
  });
});
