import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FinderData } from "~/lib/catalogue/finder";
import { type Locale, LocaleProvider, sharedMessages } from "~/locales";
import { loadFinderCopy } from "~/locales/lazy/finder";
import { getMessages } from "~/locales/messages.server";
import { FinderEmpty, FinderForm, FinderSummary } from "./finder";

const FSI = "\u2068";
const PDI = "\u2069";
const NBSP = "\u00a0";

const data: FinderData = {
  facets: [
    ["voltage", [["0.6/1kV", 4]]],
    ["temp", [["70", 6]]],
    ["fire", [["IEC 60332-1-2", 4]]],
  ],
  section: [1.5, 300],
  cores: [1, 5],
  culprits: ["section"],
  problems: [],
  categories: {},
};

type Part = typeof FinderForm;

/** A finder part as the server renders it on `path`, in `locale`. */
async function render(Part: Part, path: string, locale: Locale) {
  const copy = await loadFinderCopy(locale);
  const Stub = createRoutesStub([
    {
      path: locale === "ar" ? "/ar/products" : "/products",
      Component: () => <Part data={data} copy={copy} />,
    },
  ]);
  return renderToString(
    <LocaleProvider
      value={{ locale, messages: sharedMessages(getMessages(locale)) }}
    >
      <Stub initialEntries={[path]} />
    </LocaleProvider>,
  );
}

describe("the Arabic finder's values (issue 35)", () => {
  it("isolates each facet's value from its count, the number joined to its unit", async () => {
    const html = await render(FinderForm, "/ar/products", "ar");
    // "0.6/1 kV (4)" read "kV (4) 0.6/1", "70 °C (6)" read "C (6)° 70" in a right-to-left line.
    expect(html).toContain(`<bdi>0.6/1${NBSP}kV</bdi>`);
    expect(html).toContain(`<bdi>70${NBSP}°C</bdi>`);
    // An Arabic value keeps its standard on one line.
    expect(html).toContain(`(IEC${NBSP}60332-1-2)</bdi>`);
  });

  it("writes a chip's value isolated with its unit", async () => {
    const html = await render(FinderSummary, "/ar/products?temp=70", "ar");
    expect(html).toContain(`${FSI}70${NBSP}°C${PDI}`);
  });

  it("joins the filters of a range with the Arabic comma, English with its own", async () => {
    const arabic = await render(
      FinderEmpty,
      "/ar/products?section_min=4&section_max=10",
      "ar",
    );
    expect(arabic).toMatch(/من \u20684\u2069، [^<]*حتى \u206810\u2069/);
    expect(arabic).not.toMatch(/\p{Script=Arabic}[^<]*, /u);
    const english = await render(
      FinderEmpty,
      "/products?section_min=4&section_max=10",
      "en",
    );
    expect(english).toContain("Cross-section (mm²) from 4, Cross-section");
    expect(english).not.toContain(FSI);
    expect(english).not.toContain(NBSP);
  });
});
