import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The default preview card is a committed PNG drawn by scripts/make-brand-assets.mjs. A founding
 * year in it would go stale when the team edits the company's facts (issue 35: it said "since 2011"),
 * so its text names none; the pages give the year from the facts.
 */
describe("the default preview card", () => {
  it("names no year in its text", () => {
    const script = fs.readFileSync("scripts/make-brand-assets.mjs", "utf8");
    const texts = [...script.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(
      ([, text]) => text!,
    );
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) expect(text).not.toMatch(/\b(19|20)\d\d\b/);
  });
});
