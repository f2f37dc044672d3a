import { format } from "~/locales";
import type { SizeConstruction } from "../../catalogue/sizes";
import type { DesignationMessages, DesignationScheme } from "./messages";
import {
  type ConductorShape,
  type HdConductor,
  type HdConstruction,
  type HdMaterial,
  type HdMetallic,
  type HdStandard,
  type HdVoltage,
  type VdeElement,
  type VdeMaterial,
  conductorShapes,
  hdAluminium,
  hdConductors,
  hdConstructions,
  hdCoveringsOnly,
  hdMaterials,
  hdMetallic,
  hdStandards,
  hdVoltages,
  maxCores,
  nominalSections,
  vdeAmbiguousInside,
  vdeElements,
  vdeInnerSheaths,
  vdeInsulations,
  vdeSheaths,
  vdeStandardType,
  vdeTokens,
} from "./tables";

/**
 * The designation decoder: a cable's type code and size ("NYY-J 4x16", "H07RN-F 3G2.5") read part
 * by part against the letter tables of DIN VDE 0292 and CENELEC HD 361 (`./tables`). Pure: the
 * words come from the catalogue passed in, and article numbers (data, not grammar) are looked up
 * by the server (`app/server/tools/designation.server.ts`).
 *
 * A part is explained only when its position decides what it means ("Y" first is the insulation,
 * last the sheath; "H" first in a harmonised code is "harmonised", after the hyphen a conductor
 * form). A part the tables do not have, or whose position leaves two meanings, goes to `unknown`
 * and is never guessed.
 */

export interface DesignationPart {
  token: string;
  meaning: string;
}

/** The answer, exactly as the API gives it. */
export interface DecodedDesignation {
  code: string;
  scheme: DesignationScheme;
  parts: DesignationPart[];
  unknown: string[];
}

/** Type codes a product of ours matches by: equal to one of `equals`, or starting with a prefix. */
export interface FamilyMatch {
  equals: string[];
  prefixes: string[];
}

/** The answer plus what pages and the server need: every token in order, our products' keys. */
export interface DesignationDecoding extends DecodedDesignation {
  /** Every token in the order written; `meaning` null for one in `unknown`. */
  items: { token: string; meaning: string | null }[];
  family: FamilyMatch | null;
  /** The first size written, when it was read whole ("3x25+16"). */
  size: SizeConstruction | null;
}

/** The input as decoded and echoed: trimmed, runs of white space made one space. */
export function normalizeDesignation(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}

function collector() {
  const parts: DesignationPart[] = [];
  const unknown: string[] = [];
  const items: DesignationDecoding["items"] = [];
  return {
    parts,
    unknown,
    items,
    add: (token: string, meaning: string) => {
      parts.push({ token, meaning });
      items.push({ token, meaning });
    },
    flag: (token: string) => {
      if (!token) return;
      unknown.push(token);
      items.push({ token, meaning: null });
    },
  };
}

type Out = ReturnType<typeof collector>;

function isOne<T extends string>(
  values: readonly T[],
  value: string | undefined,
): value is T {
  return value !== undefined && (values as readonly string[]).includes(value);
}

/** Decodes a designation: a German or harmonised type code, then its size and voltage, if any. */
export function decodeDesignation(
  raw: string,
  messages: DesignationMessages,
): DesignationDecoding {
  const code = normalizeDesignation(raw);
  const [typeWritten = "", ...tailWords] = code.split(" ");
  const type = typeWritten.toUpperCase();
  const out = collector();
  let scheme: DesignationScheme = "unknown";
  let family: FamilyMatch | null = null;

  if (isOne(hdStandards, type[0]) && /^\d/.test(type.slice(1))) {
    scheme = "hd-361";
    decodeHd(type, messages, out);
    family = { equals: [type], prefixes: [] };
  } else if (looksVde(type)) {
    scheme = "vde-0292";
    const body = decodeVde(type, messages, out);
    family = { equals: [body], prefixes: [`${body}-`] };
  }

  if (scheme === "unknown") {
    for (const word of code ? code.split(" ") : []) out.flag(word);
    return {
      code,
      scheme,
      parts: [],
      unknown: out.unknown,
      items: out.items,
      family: null,
      size: null,
    };
  }
  const size = decodeTail(tailWords.join(" "), scheme, messages, out);
  const { parts, unknown, items } = out;
  return { code, scheme, parts, unknown, items, family, size };
}

// German type code (DIN VDE 0292) ------------------------------------------------------------

function tokenizeVde(body: string): string[] {
  const tokens: string[] = [];
  let rest = body;
  while (rest) {
    const long = vdeTokens.find((token) => rest.startsWith(token));
    // A digit belongs to the letter after it ("2Y"); an unknown pair ("3Y") is flagged whole.
    const token = long ?? (/^\d[A-Z]/.test(rest) ? rest.slice(0, 2) : rest[0]!);
    tokens.push(token);
    rest = rest.slice(token.length);
  }
  return tokens;
}

function looksVde(type: string): boolean {
  const tokens = tokenizeVde(type.split("-")[0] ?? "");
  const [first, second] = tokens;
  return (
    first === vdeStandardType ||
    isOne(vdeInsulations, first) ||
    (first === "A" && isOne(vdeInsulations, second))
  );
}

/** Decodes the German type code; answers its body (the code before the hyphen). */
function decodeVde(type: string, t: DesignationMessages, out: Out): string {
  const hyphen = type.indexOf("-");
  const body = hyphen === -1 ? type : type.slice(0, hyphen);
  const tokens = tokenizeVde(body);
  const material = (template: string, token: VdeMaterial) =>
    format(template, { material: t.vde.materials[token] });
  let i = 0;
  if (tokens[i] === vdeStandardType) out.add(tokens[i++]!, t.vde.standardType);
  // "F" before the insulation (and before "A") is the overhead line cable; later it is armour.
  if (
    tokens[i] === "F" &&
    (tokens[i + 1] === "A" || isOne(vdeInsulations, tokens[i + 1]))
  ) {
    out.add(tokens[i++]!, t.vde.prefixes.F);
  }
  if (tokens[i] === "A") out.add(tokens[i++]!, t.vde.prefixes.A);
  const insulation = tokens[i];
  if (isOne(vdeInsulations, insulation)) {
    out.add(insulation, material(t.vde.insulation, insulation));
    i += 1;
    const rest = tokens.slice(i);
    // "C" is a braided screen in a control cable, a concentric conductor in a power cable.
    const controlCable = rest.includes("SL");
    rest.forEach((token, index) => {
      const last = index === rest.length - 1;
      if (last && isOne(vdeSheaths, token)) {
        out.add(token, material(t.vde.sheath, token));
      } else if (!last && isOne(vdeInnerSheaths, token)) {
        out.add(token, material(t.vde.innerSheath, token));
      } else if (isOne(vdeAmbiguousInside, token)) {
        out.flag(token);
      } else if (isOne(vdeElements, token)) {
        out.add(
          token,
          token === "C" && controlCable
            ? t.vde.braidScreen
            : t.vde.elements[token as VdeElement],
        );
      } else {
        out.flag(token);
      }
    });
  } else {
    // Without its insulation nothing after it has a position: flag it all rather than guess.
    for (const token of tokens.slice(i)) out.flag(token);
  }

  if (hyphen !== -1) {
    const suffix = type.slice(hyphen + 1);
    const earth = suffix[0];
    if (earth === "J" || earth === "O") {
      out.add(`-${earth}`, t.vde.suffixes[earth]);
      let rest = suffix.slice(1);
      if (rest.startsWith("Z")) {
        out.add("Z", t.vde.suffixes.Z);
        rest = rest.slice(1);
      }
      out.flag(rest);
    } else {
      out.flag(`-${suffix}`);
    }
  }
  return body;
}

// Harmonised code (CENELEC HD 361) ------------------------------------------------------------

function decodeHd(type: string, t: DesignationMessages, out: Out) {
  const standard = type[0] as HdStandard;
  out.add(standard, t.hd.standards[standard]);
  const digits = /^\d+/.exec(type.slice(1))?.[0] ?? "";
  if (isOne(hdVoltages, digits))
    out.add(digits, t.hd.voltages[digits as HdVoltage]);
  else out.flag(digits);

  const rest = type.slice(1 + digits.length);
  const hyphen = rest.indexOf("-");
  const body = hyphen === -1 ? rest : rest.slice(0, hyphen);
  // Symbols are a letter and at most one digit ("V2", "Z1", "H2"); anything else is one character.
  const tokens = body.match(/[A-Z]\d?|./g) ?? [];
  const material = (template: string, token: HdMaterial) =>
    format(template, { material: t.hd.materials[token] });
  const [insulation, ...after] = tokens;
  if (
    insulation !== undefined &&
    isOne(hdMaterials, insulation) &&
    !isOne(hdCoveringsOnly, insulation)
  ) {
    out.add(insulation, material(t.hd.insulation, insulation));
    // The last material after the insulation is the sheath; any before it an inner covering.
    const lastMaterial = after.findLastIndex((token) =>
      isOne(hdMaterials, token),
    );
    after.forEach((token, index) => {
      if (isOne(hdMaterials, token)) {
        out.add(
          token,
          material(
            index === lastMaterial ? t.hd.sheath : t.hd.innerCovering,
            token,
          ),
        );
      } else if (isOne(hdMetallic, token)) {
        out.add(token, t.hd.metallic[token as HdMetallic]);
      } else if (isOne(hdConstructions, token)) {
        out.add(token, t.hd.constructions[token as HdConstruction]);
      } else {
        out.flag(token);
      }
    });
  } else {
    for (const token of tokens) out.flag(token);
  }

  if (hyphen !== -1) {
    let conductor = rest.slice(hyphen + 1);
    let token = "-";
    if (conductor[0] === hdAluminium && isOne(hdConductors, conductor[1])) {
      out.add(`-${hdAluminium}`, t.hd.aluminium);
      conductor = conductor.slice(1);
      token = "";
    }
    const form = conductor[0];
    if (isOne(hdConductors, form)) {
      out.add(`${token}${form}`, t.hd.conductors[form as HdConductor]);
      out.flag(conductor.slice(1));
    } else {
      out.flag(`${token}${conductor}`);
    }
  }
}

// Size, conductor shape and voltage (after the type code) ------------------------------------

const number = String.raw`(\d+(?:[.,]\d+)?)(?:mm[²2]?)?`;
/** The pieces of a size, each one token: "3x25", "+16" or "+2x16", "/16", "RM". */
const MAIN = new RegExp(String.raw`^(\d{1,3})([x×*g])${number}`, "i");
const EXTRA = new RegExp(String.raw`^\+(?:(\d{1,3})[x×*])?${number}`, "i");
const CONCENTRIC = new RegExp(String.raw`^/${number}`, "i");
const SHAPE = /^(re|rm|se|sm)/i;
const VOLTAGE = /^(\d+(?:[.,]\d+)?)\/(\d+(?:[.,]\d+)?)(k?V)$/i;

function toNumber(text: string): number {
  return Number(text.replace(",", "."));
}

function isNominal(section: number): boolean {
  return nominalSections.includes(section);
}

function sectionText(section: number): string {
  return String(section);
}

/** "1 core of 16 mm²", "4 cores of 16 mm² each", with the harmonised G/X when written. */
export function sizeMeaning(
  cores: number,
  sectionMm2: number,
  t: DesignationMessages,
  earth?: "G" | "X",
): string {
  const values = { cores, section: sectionText(sectionMm2) };
  if (cores === 1) return format(t.size.one, values);
  if (earth === "G") return format(t.size.withEarth, values);
  if (earth === "X") return format(t.size.withoutEarth, values);
  return format(t.size.many, values);
}

/** The meaning of a whole size, as the catalogue stores it ("3x25+16"). */
export function constructionMeaning(
  size: SizeConstruction,
  t: DesignationMessages,
): string {
  const main = sizeMeaning(size.cores, size.sectionMm2, t);
  if (size.extraCores == null || size.extraSectionMm2 == null) return main;
  return `${main}; ${extraMeaning(size.extraCores, size.extraSectionMm2, t)}`;
}

function extraMeaning(
  cores: number,
  sectionMm2: number,
  t: DesignationMessages,
): string {
  const values = { cores, section: sectionText(sectionMm2) };
  return format(cores === 1 ? t.size.extraOne : t.size.extraMany, values);
}

function validCores(cores: number): boolean {
  return cores >= 1 && cores <= maxCores;
}

function normalizeTail(tail: string): string {
  return (
    tail
      // "4 x 16", "3 G 1,5" -> "4x16", "3G1,5"; "25 + 16" -> "25+16"; "16 mm²" -> "16mm²".
      .replace(/(\d)\s*([x×*g])\s*(?=\d)/gi, "$1$2")
      .replace(/\s*([+/])\s*/g, "$1")
      .replace(/(\d)\s+(mm[²2]?|k?V)(?![a-z])/gi, "$1$2")
  );
}

/** Decodes what follows the type code; answers the first size read whole. */
function decodeTail(
  tail: string,
  scheme: DesignationScheme,
  t: DesignationMessages,
  out: Out,
): SizeConstruction | null {
  let first: SizeConstruction | null = null;
  const words = normalizeTail(tail).split(" ").filter(Boolean);
  for (const word of words) {
    if (MAIN.test(word)) {
      const read = decodeSize(word, scheme, t, out);
      if (!first && read) first = read;
      continue;
    }
    const voltage = VOLTAGE.exec(word);
    if (voltage) {
      const unitText = voltage[3]!.toLowerCase() === "kv" ? "kV" : "V";
      out.add(
        word,
        format(t.ratedVoltage, {
          voltage: `${toNumber(voltage[1]!)}/${toNumber(voltage[2]!)} ${unitText}`,
        }),
      );
      continue;
    }
    const shape = word.toUpperCase();
    if (isOne(conductorShapes, shape)) {
      out.add(word, t.shapes[shape]);
      continue;
    }
    out.flag(word);
  }
  return first;
}

/** Decodes one size word, piece by piece; answers it as numbers when every piece was read. */
function decodeSize(
  word: string,
  scheme: DesignationScheme,
  t: DesignationMessages,
  out: Out,
): SizeConstruction | null {
  const main = MAIN.exec(word)!;
  const cores = Number(main[1]);
  const section = toNumber(main[3]!);
  const separator = main[2]!.toUpperCase();
  // G and X are HD 361 Part 3's: with or without a green-and-yellow core. A German code's "x" is
  // "times" (its -J/-O says whether there is such a core). A single core takes no "G".
  const earth: "G" | "X" | undefined =
    separator === "G" ? "G" : scheme === "hd-361" ? "X" : undefined;
  let whole =
    validCores(cores) &&
    isNominal(section) &&
    !(separator === "G" && cores === 1);
  if (whole) out.add(main[0], sizeMeaning(cores, section, t, earth));
  else out.flag(main[0]);

  const extras: { cores: number; section: number }[] = [];
  let rest = word.slice(main[0].length);
  while (rest) {
    const extra = EXTRA.exec(rest);
    const concentric = extra ? null : CONCENTRIC.exec(rest);
    const shape = extra || concentric ? null : SHAPE.exec(rest);
    if (extra) {
      const extraCores = extra[1] === undefined ? 1 : Number(extra[1]);
      const extraSection = toNumber(extra[2]!);
      if (validCores(extraCores) && isNominal(extraSection)) {
        out.add(extra[0], extraMeaning(extraCores, extraSection, t));
        extras.push({ cores: extraCores, section: extraSection });
      } else {
        out.flag(extra[0]);
        whole = false;
      }
    } else if (concentric) {
      const screen = toNumber(concentric[1]!);
      if (isNominal(screen)) {
        out.add(
          concentric[0],
          format(t.size.concentric, { section: sectionText(screen) }),
        );
      } else {
        out.flag(concentric[0]);
      }
    } else if (shape) {
      out.add(shape[0], t.shapes[shape[0].toUpperCase() as ConductorShape]);
    } else {
      // What is left is no piece of a size: flagged whole, never split into guesses.
      out.flag(rest);
      whole = false;
      break;
    }
    rest = rest.slice((extra ?? concentric ?? shape)![0].length);
  }

  // The catalogue's sizes have at most one group of reduced cores ("3x35+2x16").
  if (!whole || extras.length > 1) return null;
  const [extra] = extras;
  return {
    cores,
    sectionMm2: section,
    extraCores: extra?.cores ?? null,
    extraSectionMm2: extra?.section ?? null,
  };
}
