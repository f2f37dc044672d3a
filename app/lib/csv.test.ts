import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

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
    expect(csvCell("\tcmd")).toBe("'\tcmd");
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
});
