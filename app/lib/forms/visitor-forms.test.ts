import { describe, expect, it } from "vitest";
import { formsCopy as ar } from "~/locales/ar/pages/forms";
import { formsCopy as en } from "~/locales/en/pages/forms";
import { type Schema, checkForm } from "./action-result";
import { applicationSchema, contactSchema } from "./visitor-forms";

/** The messages a refused form shows, field by field (the first per field, as the pages do). */
function messages(schema: Schema, values: Record<string, string>) {
  const checked = checkForm(schema, values);
  return checked.ok ? {} : checked.errors;
}

describe("the visitor forms' schemas, built from the page's copy", () => {
  it("answer in English for the English copy, word for word as before", () => {
    expect(
      messages(contactSchema(en), {
        email: "not-an-email",
        subject: " ",
        message: "",
      }),
    ).toEqual({
      email: "Please enter a valid email address",
      subject: "Please enter a subject",
      message: "Please enter your message",
    });
    expect(
      messages(applicationSchema(en), {
        fullName: "",
        email: "",
        message: "x".repeat(5001),
      }),
    ).toEqual({
      fullName: "Please enter your full name",
      email: "Please enter your email address",
      message: "Please keep your message under 5,000 characters",
    });
  });

  it("answer in Arabic for the Arabic copy", () => {
    expect(
      messages(contactSchema(ar), {
        email: "not-an-email",
        subject: " ",
        message: "",
      }),
    ).toEqual({
      email: "يُرجى إدخال بريد إلكتروني صحيح",
      subject: "يُرجى إدخال الموضوع",
      message: "يُرجى كتابة رسالتك",
    });
    expect(
      messages(applicationSchema(ar), {
        fullName: "",
        email: "a@example.com",
        position: "x".repeat(121),
      }),
    ).toEqual({
      fullName: "يُرجى إدخال اسمك الكامل",
      position: "هذا النص أطول من المسموح به",
    });
  });

  it("accept the same values whatever the language", () => {
    const sent = {
      firstName: " Ola ",
      email: "ola@example.com",
      subject: "Cable",
      message: "Hello",
    };
    expect(contactSchema(ar).parse(sent)).toEqual(
      contactSchema(en).parse(sent),
    );
  });
});
