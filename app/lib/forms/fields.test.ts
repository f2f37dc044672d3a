import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formsCopy as en } from "~/locales/en/pages/forms";
import { quote as quoteCopy } from "~/locales/en/quote";
import { checkForm, type Schema } from "./action-result";
import { categoryFields, categoryFormSchema } from "./admin/categories";
import { newsFields } from "./admin/news";
import { passwordChangeFormSchema, passwordFields } from "./admin/passwords";
import { twoFactorCodeSchema, twoFactorFields } from "./admin/two-factor";
import { userCreateFields, userCreateFormSchema } from "./admin/users";
import { type FieldSpec, fieldProps } from "./fields";
import { applicationFields, contactFields } from "./visitor-form-fields";
import { applicationSchema, contactSchema } from "./visitor-forms";
import { lineInputs } from "~/components/site/add-to-quote-form";
import { lineRanges } from "~/lib/quotes/line-fields";
import { quoteFields } from "~/lib/quotes/quote-fields";
import { checkLength, quoteRequestSchema } from "~/lib/quotes/quote-form";

/** The input as the server renders it, attributes and all. */
const html = (spec: FieldSpec, name: string) =>
  renderToStaticMarkup(createElement("input", fieldProps(spec, name)));
/** The input as the TSX literals rendered it before. */
const before = (props: Record<string, string | number | boolean>) =>
  renderToStaticMarkup(createElement("input", props));

/** Whether the schema refuses `field` at `length` characters (other fields' errors aside). */
function refuses(schema: Schema, field: string, length: number) {
  const checked = checkForm(schema, { [field]: "x".repeat(length) });
  return !checked.ok && checked.errors[field] !== undefined;
}

describe("the inputs' attributes, from each form's one field description", () => {
  it("are the values the forms rendered before (issue 34)", () => {
    // Literal in the TSX before: contact.tsx, application-form.tsx, quote.tsx, add-to-quote.tsx.
    expect(html(contactFields.firstName, "firstName")).toBe(
      before({ name: "firstName", maxLength: 100 }),
    );
    expect(html(contactFields.email, "email")).toBe(
      before({ name: "email", type: "email", required: true, maxLength: 254 }),
    );
    expect(fieldProps(contactFields.subject, "subject")).toEqual({
      name: "subject",
      required: true,
      maxLength: 200,
    });
    expect(fieldProps(contactFields.message, "message")).toEqual({
      name: "message",
      required: true,
      maxLength: 5000,
    });
    expect(fieldProps(applicationFields.fullName, "fullName")).toEqual({
      name: "fullName",
      required: true,
      maxLength: 120,
    });
    expect(fieldProps(applicationFields.message, "message")).toEqual({
      name: "message",
      maxLength: 5000,
    });
    expect(
      Object.fromEntries(
        Object.entries(quoteFields).map(([name, spec]) => [
          name,
          fieldProps(spec, name),
        ]),
      ),
    ).toEqual({
      name: { name: "name", required: true, maxLength: 120 },
      company: { name: "company", maxLength: 160 },
      email: { name: "email", type: "email", required: true, maxLength: 254 },
      phone: { name: "phone", type: "tel", maxLength: 40 },
      country: { name: "country", required: true, maxLength: 80 },
      project: { name: "project", maxLength: 200 },
      // Its min is the server's day, given by the page.
      neededBy: { name: "neededBy", type: "date" },
      notes: { name: "notes", maxLength: 5000 },
    });
    // A length typed as text: its range is the parser's, never an attribute.
    expect(html(lineInputs.length, "length-0")).toBe(
      before({ name: "length-0", required: true, maxLength: 12 }),
    );
    expect(fieldProps(lineInputs.drum, "drum")).toEqual({
      name: "drum",
      maxLength: 12,
    });
    // Admin: category-dialog, news-dialog, account, two-factor-card and login, users.
    expect(fieldProps(categoryFields.nameAr, "nameAr")).toEqual({
      name: "nameAr",
      maxLength: 120,
    });
    expect(fieldProps(categoryFields.description, "description")).toEqual({
      name: "description",
      maxLength: 500,
    });
    expect(fieldProps(newsFields.readMinutes, "readMinutes")).toEqual({
      name: "readMinutes",
      maxLength: 6,
    });
    expect(html(passwordFields.currentPassword, "currentPassword")).toBe(
      before({
        type: "password",
        name: "currentPassword",
        required: true,
        maxLength: 256,
      }),
    );
    expect(fieldProps(twoFactorFields.code, "code")).toEqual({
      name: "code",
      required: true,
      maxLength: 64,
    });
    expect(fieldProps(userCreateFields.email, "email")).toEqual({
      name: "email",
      type: "email",
      required: true,
      maxLength: 254,
    });
  });

  it("give min and max to number inputs only", () => {
    expect(
      fieldProps({ type: "number", min: 1, max: 99, maxLength: 3 }, "n"),
    ).toEqual({ name: "n", type: "number", maxLength: 3, min: 1, max: 99 });
  });
});

describe("each schema reads the same limits", () => {
  it("refuses one character past an input's maxLength, and not at it", () => {
    const cases: [Schema, string, number][] = [
      [contactSchema(en), "firstName", contactFields.firstName.maxLength],
      [contactSchema(en), "subject", contactFields.subject.maxLength],
      [contactSchema(en), "message", contactFields.message.maxLength],
      [applicationSchema(en), "fullName", applicationFields.fullName.maxLength],
      [applicationSchema(en), "message", applicationFields.message.maxLength],
      [quoteRequestSchema(quoteCopy), "name", quoteFields.name.maxLength],
      [quoteRequestSchema(quoteCopy), "notes", quoteFields.notes.maxLength],
      [categoryFormSchema, "nameAr", categoryFields.nameAr.maxLength],
      [categoryFormSchema, "description", categoryFields.description.maxLength],
      [
        userCreateFormSchema,
        "displayName",
        userCreateFields.displayName.maxLength,
      ],
      [twoFactorCodeSchema, "code", twoFactorFields.code.maxLength],
      [
        passwordChangeFormSchema,
        "currentPassword",
        passwordFields.currentPassword.maxLength,
      ],
    ];
    for (const [schema, field, max] of cases) {
      expect([field, refuses(schema, field, max)]).toEqual([field, false]);
      expect([field, refuses(schema, field, max + 1)]).toEqual([field, true]);
    }
  });

  it("reads a line's range from the same description", () => {
    expect(checkLength(String(lineRanges.length.max), quoteCopy).ok).toBe(true);
    expect(checkLength(String(lineRanges.length.max + 1), quoteCopy).ok).toBe(
      false,
    );
  });
});
