import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanLine, cleanMultiline, isCleanText } from "./clean-text";
import { contactSchema } from "./visitor-forms";
import { formsCopy } from "~/locales/en/pages/forms";
import { productFormSchema } from "./admin/products";

describe("clean text", () => {
  it("drops control characters, keeps line breaks only where they belong, mends lone surrogates", () => {
    expect(cleanLine("a\u0000b\u0007c\td\r\ne\u2028f")).toBe("abc d  e f");
    expect(cleanMultiline("a\u0000b\r\nc\rd\te\u000bf")).toBe("ab\nc\nd\tef");
    expect(cleanLine("x\uD800y\uDC00z")).toBe("x\uFFFDy\uFFFDz");
    expect(cleanLine("cable \u{1F50C} 16 mm²")).toBe("cable \u{1F50C} 16 mm²");
  });

  it("is idempotent and always leaves clean, well-formed text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (value) => {
        const line = cleanLine(value);
        const multi = cleanMultiline(value);
        expect(isCleanText(line, false)).toBe(true);
        expect(isCleanText(multi, true)).toBe(true);
        // encodeURIComponent throws on a lone surrogate: a well-formed string passes.
        expect(() => encodeURIComponent(line + multi)).not.toThrow();
      }),
      { seed: 7, numRuns: 500 },
    );
  });

  it("is what the form schemas store", () => {
    const contact = contactSchema(formsCopy).parse({
      email: "a@example.com",
      subject: "Hi\u0000\r\nBcc: x@y.z",
      message: "one\r\ntwo\u0000",
    });
    expect(contact.subject).toBe("Hi  Bcc: x@y.z");
    expect(contact.message).toBe("one\ntwo");
    const product = productFormSchema.parse({
      name: "NYY\u0000 \uD800",
      category: "stranded",
      description: "line\r\nline",
      features: JSON.stringify([{ title: "T\u0007", description: "d\u0000" }]),
      applications: JSON.stringify(["a\u001b[31m"]),
    });
    expect(product.name).toBe("NYY \uFFFD");
    expect(product.description).toBe("line\nline");
    expect(product.features).toEqual([{ title: "T", description: "d" }]);
    expect(product.applications).toEqual(["a[31m"]);
  });
});
