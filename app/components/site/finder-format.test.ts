import { describe, expect, it } from "vitest";
import { finder } from "~/locales/en/finder";
import { finder as arFinder } from "~/locales/ar/finder";
import { loadFinderCopy } from "~/locales/lazy/finder";
import { loadCompareTrayCopy } from "~/locales/lazy/compare-tray";
import { attributes as arAttributes } from "~/locales/ar/attributes";
import { compareTray as arCompareTray } from "~/locales/ar/compare-tray";
import { compareTray } from "~/locales/en/compare-tray";
import { availableText, facetCountText } from "./finder-format";

describe("the finder's numbers in the page's language", () => {
  it("writes English as before", () => {
    expect(availableText(finder.available, [1.5, 300], "en")).toBe(
      "Available: 1.5 to 300",
    );
    expect(availableText(finder.available, [0.75, 0.75], "en")).toBe(
      "Available: 0.75 to 0.75",
    );
    expect(facetCountText(finder.count, 12, "en")).toBe("(12)");
  });

  it("writes Arabic with Western digits and ar-EG's separators", () => {
    expect(availableText(arFinder.available, [1.5, 300], "ar")).toBe(
      "المتاح: من 1.5 إلى 300",
    );
    expect(facetCountText(arFinder.count, 2500, "ar")).toBe("(2,500)");
    expect(availableText(arFinder.available, [1.5, 1000], "ar")).not.toMatch(
      /[\u0660-\u0669]/,
    );
  });
});

describe("the copy of lazy code, one chunk per language", () => {
  it("gives the finder its words and the attributes' labels in the page's language", async () => {
    const english = await loadFinderCopy("en");
    expect(english.finder.search).toBe("Search within results");
    expect(english.attributes.armour.label).toBe("Armour");
    const arabic = await loadFinderCopy("ar");
    expect(arabic.finder).toEqual(arFinder);
    expect(arabic.attributes).toEqual(arAttributes);
  });

  it("gives the compare tray its words in the page's language", async () => {
    expect(await loadCompareTrayCopy("en")).toEqual(compareTray);
    expect(await loadCompareTrayCopy("ar")).toEqual(arCompareTray);
  });
});
