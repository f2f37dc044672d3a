import { describe, expect, it } from "vitest";
import { restoreFormulas } from "~/lib/csv";
import { FORMULA, hasPython, pythonCsv } from "../../../tests/unit/python-csv";
import { storeQuote } from "../quotes/quotes.server";
import { quotesCsv } from "./quotes.server";

/**
 * Issue 35, point 5: `/admin/quotes.csv` read by a parser that is not ours, set to "," and to ";"
 * (a spreadsheet in a European locale): the visitor's notes stay one cell, and no formula they
 * typed, on any line or after any semicolon, starts a cell.
 */
describe.runIf(hasPython)("the quotes CSV (issue 35)", () => {
  it("keeps each record whole and defuses formulas for either separator", () => {
    const notes =
      "Deliver to site;=HYPERLINK(\"http://x\")\n=cmd|' /C calc'!A0\n-2+3";
    const project = "Tower\t@SUM(A1)";
    storeQuote(
      {
        name: "Ola Nabil",
        company: "",
        email: "ola@example.com",
        phone: "",
        country: "Egypt",
        project,
        neededBy: "",
        notes,
      },
      [
        {
          productId: "1",
          productName: "Probe cable",
          size: null,
          sizeDesignation: null,
          lengthM: 100,
          drumM: null,
        },
      ],
    );
    const csv = `\ufeff${quotesCsv()}`;
    const [header, ...rows] = pythonCsv(csv);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveLength(header!.length);
    const mine = rows.find(
      (row) => row[header!.indexOf("email")] === "ola@example.com",
    )!;
    expect(restoreFormulas(mine[header!.indexOf("notes")]!)).toBe(notes);
    expect(restoreFormulas(mine[header!.indexOf("project")]!)).toBe(project);
    for (const record of pythonCsv(csv, ";"))
      for (const cell of record) expect(cell).not.toMatch(FORMULA);
  });
});
