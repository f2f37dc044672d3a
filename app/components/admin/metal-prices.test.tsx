import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MetalPriceForm } from "./metal-prices";

/** The metal price form's inputs take their attributes from the form's fields (decision 009). */
describe("the metal price form", () => {
  it("gives the date input its type and no maxlength (HTML allows none there), the price its limit", () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/metal-prices",
        Component: () => <MetalPriceForm today="2026-12-07" />,
      },
    ]);
    const html = renderToStaticMarkup(
      <Stub initialEntries={["/admin/metal-prices"]} />,
    );
    const input = (name: string) =>
      html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))![0];
    const date = input("priceDate");
    expect(date).toContain('type="date"');
    expect(date).toContain("required");
    expect(date).toContain('max="2026-12-07"');
    expect(date).not.toMatch(/maxlength/i);
    const price = input("price");
    expect(price).toMatch(/maxLength="20"|maxlength="20"/);
    expect(price).toContain("required");
  });
});
