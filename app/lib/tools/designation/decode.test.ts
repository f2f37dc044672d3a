import { describe, expect, it } from "vitest";
import { designation as en } from "~/locales/en/designation.server";
import { decodeDesignation, normalizeDesignation } from "./decode";
import type { DesignationScheme } from "./messages";

/**
 * [designation, scheme, every token in order (an unknown one marked "?token"), ...]: the decoder
 * must read each token in order and flag exactly the marked ones.
 */
const cases: [string, DesignationScheme, string][] = [
  // German type code (DIN VDE 0292): power cables.
  ["NYY", "vde-0292", "N Y Y"],
  ["NAYY", "vde-0292", "N A Y Y"],
  ["NA2XY", "vde-0292", "N A 2X Y"],
  ["N2XY", "vde-0292", "N 2X Y"],
  ["N2XSY", "vde-0292", "N 2X S Y"],
  ["N2XS2Y", "vde-0292", "N 2X S 2Y"],
  ["NA2XS(F)2Y", "vde-0292", "N A 2X S (F) 2Y"],
  ["N2XSEYBY", "vde-0292", "N 2X SE Y B Y"],
  ["NYCWY", "vde-0292", "N Y CW Y"],
  ["NYCY", "vde-0292", "N Y C Y"],
  ["NYCEY", "vde-0292", "N Y CE Y"],
  ["NYFGbY", "vde-0292", "N Y F GB Y"],
  ["NYRGY", "vde-0292", "N Y R G Y"],
  ["NYBY", "vde-0292", "N Y B Y"],
  ["NYM", "vde-0292", "N Y M"],
  ["NHXMH", "vde-0292", "N HX M H"],
  ["N2XH", "vde-0292", "N 2X H"],
  ["NFA2X", "vde-0292", "N F A 2X"],
  ["YSLY-JZ", "vde-0292", "Y SL Y -J Z"],
  ["YSLCY-JZ", "vde-0292", "Y SL C Y -J Z"],
  ["nyy-o", "vde-0292", "N Y Y -O"],
  // With the size, shape and voltage after it.
  ["NYY-J 4x16", "vde-0292", "N Y Y -J 4x16"],
  ["NYM-J 3x1.5", "vde-0292", "N Y M -J 3x1.5"],
  ["NYY-J 3x25+16", "vde-0292", "N Y Y -J 3x25 +16"],
  ["NYY-J 3x35+2x16", "vde-0292", "N Y Y -J 3x35 +2x16"],
  ["NYCWY 3x35/16", "vde-0292", "N Y CW Y 3x35 /16"],
  ["NYY-J 4 x 16 mm²", "vde-0292", "N Y Y -J 4x16mm²"],
  ["NYY-J 4x95 SM 0,6/1 kV", "vde-0292", "N Y Y -J 4x95 SM 0,6/1kV"],
  [
    "NA2XS(F)2Y 1x240RM/25 12/20kV",
    "vde-0292",
    "N A 2X S (F) 2Y 1x240 RM /25 12/20kV",
  ],
  // Harmonised code (CENELEC HD 361).
  ["H07RN-F", "hd-361", "H 07 R N -F"],
  ["H05VV-F", "hd-361", "H 05 V V -F"],
  ["H07V-K", "hd-361", "H 07 V -K"],
  ["H07V-U", "hd-361", "H 07 V -U"],
  ["H07V-R 1x16", "hd-361", "H 07 V -R 1x16"],
  ["H05V2V2-F", "hd-361", "H 05 V2 V2 -F"],
  ["H05Z1Z1-F", "hd-361", "H 05 Z1 Z1 -F"],
  ["H07ZZ-F", "hd-361", "H 07 Z Z -F"],
  ["H05RR-F", "hd-361", "H 05 R R -F"],
  ["H03VH-H", "hd-361", "H 03 V H -H"],
  ["H03VVH2-F", "hd-361", "H 03 V V H2 -F"],
  ["H05VVC4V5-K", "hd-361", "H 05 V V C4 V5 -K"],
  ["H01N2-D", "hd-361", "H 01 N2 -D"],
  ["A05VV-F", "hd-361", "A 05 V V -F"],
  ["H07V-AR", "hd-361", "H 07 V -A R"],
  ["H07RN-F 3G2.5", "hd-361", "H 07 R N -F 3G2.5"],
  ["H05VV-F 4X1,5", "hd-361", "H 05 V V -F 4X1,5"],
  // Unknown parts: flagged in place, never guessed.
  ["NYHY", "vde-0292", "N Y ?H Y"],
  ["NY3YY", "vde-0292", "N Y ?3Y Y"],
  ["NYY-Q", "vde-0292", "N Y Y ?-Q"],
  ["NYY-JX", "vde-0292", "N Y Y -J ?X"],
  ["NQY", "vde-0292", "N ?Q ?Y"],
  ["NYY-J 4x17", "vde-0292", "N Y Y -J ?4x17"],
  ["NYY-J 4x16+0x10", "vde-0292", "N Y Y -J 4x16 ?+0x10"],
  ["NYY-J 4x16 blue", "vde-0292", "N Y Y -J 4x16 ?blue"],
  ["NYY-J 4x16qq", "vde-0292", "N Y Y -J 4x16 ?qq"],
  ["H07QX-F", "hd-361", "H 07 Q ?X -F"],
  ["H09V-K", "hd-361", "H ?09 V -K"],
  ["H07V-W", "hd-361", "H 07 V ?-W"],
  ["H07V-KX", "hd-361", "H 07 V -K ?X"],
  ["H07JV-K", "hd-361", "H 07 ?J ?V -K"],
  ["H07V-K 1G16", "hd-361", "H 07 V -K ?1G16"],
  ["QWE 4x16", "unknown", "?QWE ?4x16"],
  ["hello", "unknown", "?hello"],
];

function tokens(code: string): string {
  return decodeDesignation(code, en)
    .items.map((item) =>
      item.meaning === null ? `?${item.token}` : item.token,
    )
    .join(" ");
}

describe("the designation decoder", () => {
  it("has at least 40 cases over both schemes", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const scheme of ["vde-0292", "hd-361", "unknown"] as const)
      expect(cases.filter((c) => c[1] === scheme).length).toBeGreaterThan(0);
  });

  for (const [code, scheme, expected] of cases) {
    it(`reads ${code}`, () => {
      const decoded = decodeDesignation(code, en);
      expect(decoded.scheme).toBe(scheme);
      expect(tokens(code)).toBe(expected);
      // `parts` and `unknown` are the items split, in order; every meaning is filled in.
      const flagged = expected
        .split(" ")
        .filter((token) => token.startsWith("?"));
      expect(decoded.unknown).toEqual(flagged.map((token) => token.slice(1)));
      expect(decoded.parts).toHaveLength(
        expected.split(" ").length - flagged.length,
      );
      for (const part of decoded.parts) {
        expect(part.meaning.length, part.token).toBeGreaterThan(3);
        expect(part.meaning, part.token).not.toMatch(/[{}]/);
      }
    });
  }

  it("explains a letter by its position: Y first is the insulation, last the sheath", () => {
    const { parts } = decodeDesignation("NYY", en);
    expect(parts).toEqual([
      { token: "N", meaning: en.vde.standardType },
      { token: "Y", meaning: "Insulation: PVC (polyvinyl chloride)" },
      { token: "Y", meaning: "Outer sheath: PVC (polyvinyl chloride)" },
    ]);
    expect(decodeDesignation("N2XSEYBY", en).parts[4]).toEqual({
      token: "B",
      meaning: en.vde.elements.B,
    });
    expect(decodeDesignation("N2XSEYBY", en).parts[3]?.meaning).toBe(
      "Inner sheath: PVC (polyvinyl chloride)",
    );
  });

  it("tells the harmonised H, the flat H and the conductor -H apart by position", () => {
    const { parts } = decodeDesignation("H03VH-H", en);
    expect(parts.map((part) => part.meaning)).toEqual([
      en.hd.standards.H,
      en.hd.voltages["03"],
      "Insulation: PVC",
      en.hd.constructions.H,
      en.hd.conductors.H,
    ]);
  });

  it("reads C as a braided screen in a control cable and a concentric conductor in a power cable", () => {
    expect(decodeDesignation("YSLCY-JZ", en).parts[2]).toEqual({
      token: "C",
      meaning: en.vde.braidScreen,
    });
    expect(decodeDesignation("NYCY", en).parts[2]).toEqual({
      token: "C",
      meaning: en.vde.elements.C,
    });
  });

  it("reads G as rubber insulation first and a steel tape helix later", () => {
    expect(decodeDesignation("NGY", en).parts[1]?.meaning).toBe(
      "Insulation: rubber",
    );
    expect(decodeDesignation("NYRGY", en).parts[3]?.meaning).toBe(
      en.vde.elements.G,
    );
  });

  it("reads F as an overhead line before the insulation and flat wire armour after it", () => {
    expect(decodeDesignation("NFA2X", en).parts[1]?.meaning).toBe(
      en.vde.prefixes.F,
    );
    expect(decodeDesignation("NYFY", en).parts[2]?.meaning).toBe(
      en.vde.elements.F,
    );
  });

  it("decodes cores and sections, with HD 361's G and X", () => {
    const meaning = (code: string, token: string) =>
      decodeDesignation(code, en).parts.find((part) => part.token === token)
        ?.meaning;
    expect(meaning("NYY-J 4x16", "4x16")).toBe("4 cores of 16 mm² each");
    expect(meaning("H07V-R 1x16", "1x16")).toBe("1 core of 16 mm²");
    expect(meaning("H07RN-F 3G2.5", "3G2.5")).toBe(
      "3 cores of 2.5 mm² each, one of them green-and-yellow",
    );
    expect(meaning("H05VV-F 4X1,5", "4X1,5")).toBe(
      "4 cores of 1.5 mm² each, none of them green-and-yellow",
    );
    expect(meaning("NYY-J 3x35+2x16", "+2x16")).toBe(
      "Plus 2 cores of 16 mm² each",
    );
    expect(meaning("NYCWY 3x35/16", "/16")).toBe(
      "Concentric conductor or screen of 16 mm²",
    );
    expect(meaning("NYY 4x16 0,6/1 kV", "0,6/1kV")).toBe(
      "Rated voltage Uo/U 0.6/1 kV",
    );
  });

  it("answers the size as numbers, for finding our articles", () => {
    expect(decodeDesignation("NYY-J 3x25+16", en).size).toEqual({
      cores: 3,
      sectionMm2: 25,
      extraCores: 1,
      extraSectionMm2: 16,
    });
    expect(decodeDesignation("H07V-R 1x2,5", en).size).toEqual({
      cores: 1,
      sectionMm2: 2.5,
      extraCores: null,
      extraSectionMm2: null,
    });
    expect(decodeDesignation("NYY-J 4x17", en).size).toBeNull();
    expect(decodeDesignation("NYY", en).size).toBeNull();
  });

  it("names the family our products match by: the German body, the harmonised code whole", () => {
    expect(decodeDesignation("nyy-j 4x16", en).family).toEqual({
      equals: ["NYY"],
      prefixes: ["NYY-"],
    });
    expect(decodeDesignation("H07V-R 1x16", en).family).toEqual({
      equals: ["H07V-R"],
      prefixes: [],
    });
    expect(decodeDesignation("hello", en).family).toBeNull();
  });

  it("echoes the code trimmed, with single spaces", () => {
    expect(normalizeDesignation("  NYY-J \t 4x16 ")).toBe("NYY-J 4x16");
    expect(decodeDesignation("  NYY-J \t 4x16 ", en).code).toBe("NYY-J 4x16");
    expect(decodeDesignation("", en)).toMatchObject({
      code: "",
      scheme: "unknown",
      parts: [],
      unknown: [],
    });
  });
});
