import { describe, expect, it } from "vitest";
import { en } from "./en";
import { localeDataJson, metaMessages } from "./index";

describe("the locale data in the document", () => {
  it("reads back as the same data, and no text in it can close its script", () => {
    const messages = {
      ...en,
      common: { ...en.common, siteName: "</script><script>alert(1)</script>" },
    };
    const json = localeDataJson({ locale: "en", messages });
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ locale: "en", messages });
  });

  it("gives meta functions the strings they read, from the locale's catalogue", () => {
    const meta = metaMessages(en);
    expect(meta.errorTitle).toBe("Unexpected Application Error!");
    expect(meta.notFound.metaTitle).toBe(en.common.notFound.metaTitle);
    expect(meta.pageTitleSuffix).toContain("{page}");
  });
});
