import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type Locale, LocaleProvider, sharedMessages } from "~/locales";
import { pickSections } from "~/locales/copy.server";
import { getMessages } from "~/locales/messages.server";
import { DesignationAnswer } from "./designation-answer";

type Result = Parameters<typeof DesignationAnswer>[0]["result"];

const result: Result = {
  code: "NYY-J 4x16 QQ ZZ",
  scheme: "vde-0292",
  schemeLabel: "German type code",
  items: [],
  unknown: ["QQ", "ZZ"],
  products: [
    {
      id: "3",
      name: "NYY",
      typeDesignation: "NYY-J",
      articles: [
        { articleNumber: "CW-3-4x16" },
        { articleNumber: "CW-3-4x25" },
      ],
    },
  ],
};

/** The answer as the server renders it on the decoder's page in `locale`. */
function render(locale: Locale) {
  const path = locale === "ar" ? "/ar/tools/designation" : "/tools/designation";
  const Stub = createRoutesStub([
    { path, Component: () => <DesignationAnswer result={result} /> },
  ]);
  return renderToString(
    <LocaleProvider
      value={{
        locale,
        messages: sharedMessages(getMessages(locale)),
        sections: pickSections(locale, ["designationTool"]),
      }}
    >
      <Stub initialEntries={[path]} />
    </LocaleProvider>,
  );
}

describe("the decoder's lists (issue 35)", () => {
  it("joins the unknown parts and the article numbers with the Arabic comma on an Arabic page", () => {
    const arabic = render("ar");
    // Each Latin code is isolated left to right (LRI ... PDI) around the Arabic comma.
    expect(arabic).toMatch(/QQ\u2069?، \u2066?ZZ/);
    expect(arabic).toMatch(/CW-3-4x16\u2069?، \u2066?CW-3-4x25/);
    expect(arabic).not.toMatch(/QQ, ZZ|4x16, CW/);
  });

  it("keeps the Latin comma on an English page", () => {
    const english = render("en");
    expect(english).toContain("QQ, ZZ");
    expect(english).toContain("CW-3-4x16, CW-3-4x25");
  });
});
