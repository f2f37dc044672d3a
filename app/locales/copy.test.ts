import { describe, expect, it } from "vitest";
import { COPY_DATA_KEY, findSection, sectionsOfMatches } from "./copy";
import { copySection, pageCopy, pickSections } from "./copy.server";
import { en } from "./en";
import { ar } from "./ar";
import { serverOnlyCopy } from "./server-only-copy";
import { createLoadContext } from "~/server/platform/request-context.server";

const request = (path: string) => new Request(`http://localhost${path}`);

describe("a page's copy sections", () => {
  it("are the union of the matched routes' handles, each once, in order", () => {
    const matches = [
      { route: { handle: undefined } },
      { route: { handle: { copy: ["product", "addToQuote"] } } },
      { handle: { copy: ["addToQuote", "sizePage"] } },
      { route: { handle: { something: "else" } } },
    ];
    expect(sectionsOfMatches(matches)).toEqual([
      "product",
      "addToQuote",
      "sizePage",
    ]);
    expect(sectionsOfMatches([])).toEqual([]);
  });

  it("are picked in the locale asked for, and only those named", () => {
    const english = pickSections("en", ["product", "about"]);
    expect(Object.keys(english)).toEqual(["product", "about"]);
    expect(english.product?.back).toBe(en.catalog.product.back);
    expect(english.about?.title).toBe(copySection("en", "about").title);
    const arabic = pickSections("ar", ["product"]);
    expect(arabic.product?.back).toBe(ar.catalog.product.back);
    expect(arabic.product?.back).not.toBe(en.catalog.product.back);
    expect(copySection("ar", "home")).toBe(ar.catalog.home);
  });

  it("leave out, for the browser, the keys only server code reads, which the server still has", () => {
    for (const locale of ["en", "ar"] as const) {
      for (const [name, keys] of Object.entries(serverOnlyCopy) as [
        keyof typeof serverOnlyCopy,
        readonly string[],
      ][]) {
        const full = copySection(locale, name) as Record<string, unknown>;
        const sent = pickSections(locale, [name])[name] as Record<
          string,
          unknown
        >;
        for (const key of keys) {
          expect(full[key], `${locale} ${name}.${key}`).toBeTruthy();
          expect(sent, `${locale} ${name}.${key}`).not.toHaveProperty(key);
        }
        // Everything else is sent as it is.
        expect(Object.keys(sent).sort()).toEqual(
          Object.keys(full)
            .filter((key) => !keys.includes(key))
            .sort(),
        );
      }
    }
    expect(pickSections("en", ["careers"]).careers).not.toHaveProperty(
      "cvEncrypted",
    );
    expect(pickSections("en", ["careers"]).careers).toHaveProperty(
      "cvTooLarge",
      copySection("en", "careers").cvTooLarge,
    );
    expect(pickSections("ar", ["forms"]).forms).toEqual({
      sending: copySection("ar", "forms").sending,
      honeypotLabel: copySection("ar", "forms").honeypotLabel,
      requiredHint: copySection("ar", "forms").requiredHint,
    });
  });

  it("travel with a loader's data on a data request only, in the address's language", () => {
    const handle = { copy: ["product"] as const };
    expect(
      pageCopy(
        request("/product/1"),
        createLoadContext({ clientIp: "", dataRequest: false }),
        handle,
      ),
    ).toEqual({});
    expect(
      pageCopy(
        request("/product/1"),
        createLoadContext({ clientIp: "", dataRequest: false }),
        handle,
      ),
    ).toEqual({});
    expect(
      pageCopy(
        request("/product/1"),
        createLoadContext({ clientIp: "", dataRequest: true }),
        handle,
      ),
    ).toEqual({
      [COPY_DATA_KEY]: pickSections("en", ["product"]),
    });
    expect(
      pageCopy(
        request("/ar/product/1"),
        createLoadContext({ clientIp: "", dataRequest: true }),
        handle,
      ),
    ).toEqual({
      [COPY_DATA_KEY]: pickSections("ar", ["product"]),
    });
  });

  it("are found in the document first, then in the matched routes' data, and a missing one throws", () => {
    const documentSections = { product: en.catalog.product };
    expect(findSection("product", documentSections, [])).toBe(
      en.catalog.product,
    );
    const loaderData = [
      undefined,
      null,
      { other: 1 },
      { [COPY_DATA_KEY]: { products: en.catalog.products } },
    ];
    expect(findSection("products", documentSections, loaderData)).toBe(
      en.catalog.products,
    );
    expect(findSection("products", undefined, loaderData)).toBe(
      en.catalog.products,
    );
    expect(() => findSection("about", documentSections, loaderData)).toThrow(
      /"about" is missing/,
    );
  });
});
