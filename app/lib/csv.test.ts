import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMULA, hasPython, pythonCsv } from "../../tests/unit/python-csv";
import { csvCell, neutraliseFormulas, restoreFormulas, toCsv } from "./csv";

describe("the CSV writer", () => {
  it("quotes fields holding commas, quotes or line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('4" pipe')).toBe('"4"" pipe"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rlf")).toBe('"cr\rlf"');
  });

  it("defuses cells a spreadsheet would run as a formula, but writes numbers as numbers", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(
      '"\'=HYPERLINK(""http://x"")"',
    );
    expect(csvCell("+20 3 459 1200")).toBe("'+20 3 459 1200");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe('"\'\tcmd"');
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(500)).toBe("500");
    expect(csvCell(null)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("ends every record, the header included, with CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", 2],
          ["x,y", null],
        ],
      ),
    ).toBe('a,b\r\n1,2\r\n"x,y",\r\n');
  });

  // Issue 35: a formula on a cell's second line, or after a semicolon, ran in a spreadsheet.
  it("defuses a formula after every line break, semicolon or tab, and quotes semicolons and tabs", () => {
    expect(csvCell("Power lines\n=cmd|' /C calc'!A0")).toBe(
      "\"Power lines\n'=cmd|' /C calc'!A0\"",
    );
    expect(csvCell("a\r\n+1\r-2\n@3")).toBe("\"a\r\n'+1\r'-2\n'@3\"");
    expect(csvCell("note;=1+1")).toBe('"note;\'=1+1"');
    expect(csvCell("x\t=1")).toBe('"x\t\'=1"');
    expect(csvCell("it's fine")).toBe("it's fine");
    expect(csvCell("'=already")).toBe("''=already");
  });

  it("gives back exactly what it defused, whatever the text", () => {
    const text = fc.string({
      unit: fc.constantFrom(
        "=",
        "+",
        "-",
        "@",
        "\t",
        "\r",
        "\n",
        ";",
        "'",
        "a",
        " ",
      ),
      maxLength: 24,
    });
    fc.assert(
      fc.property(text, (value) => {
        const defused = neutraliseFormulas(value);
        expect(restoreFormulas(defused)).toBe(value);
        for (const piece of defused.split(/[\r\n;\t]/))
          expect(piece).not.toMatch(/^[=+\-@]/);
      }),
      { seed: 35, numRuns: 2000 },
    );
  });

  it.runIf(hasPython)(
    "reads back through Python's csv module as the same cells, with either separator safe",
    () => {
      const cells = [
        "Power lines\n=cmd|' /C calc'!A0",
        'Deliver;=HYPERLINK("http://x")',
        'a "quoted", word',
        "tab\there",
        "\r\n-5",
        "plain",
      ];
      const csv = toCsv(
        ["id", ...cells.map((_, i) => `c${i}`)],
        [[1, ...cells]],
      );
      const [header, row] = pythonCsv(csv);
      expect(header).toHaveLength(cells.length + 1);
      expect(row!.slice(1).map(restoreFormulas)).toEqual(cells);
      // A reader set to ";" keeps no formula at any cell's start either.
      for (const record of pythonCsv(csv, ";"))
        for (const cell of record) expect(cell).not.toMatch(FORMULA);
    },
  );
});
